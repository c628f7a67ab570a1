// @vitest-environment happy-dom
// The app's links: a real href, a client-side navigation on a plain click (with the router's
// state and replace), the browser's own behaviour on a modified click, and NavLink's idea of
// "this page" (aria-current), which the sidebars and the public header style by.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { Link, NavLink, pointsAt } from './links.tsx';

afterEach(cleanup);

/** Clicks, and says whether the app took the click (prevented the browser's navigation); the browser's is then stopped, so the test's page stays. */
function click(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let taken = false;
  const after = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', after, { once: true });
  fireEvent.click(link, { button: 0, ...init });
  return taken;
}

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where" data-navigation={useNavigationType()}>
      {`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}
    </output>
  );
}

function at(path: string, ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

it('renders an href and navigates in the app on a plain click, with state and its own onClick', () => {
  const clicks: string[] = [];
  at(
    '/dashboard',
    <Link to="/dashboard/support?tab=open" state={{ from: 'home' }} className="x" onClick={() => clicks.push('own')}>
      Support
    </Link>,
  );
  const link = screen.getByRole('link', { name: 'Support' });
  expect(link.getAttribute('href')).toBe('/dashboard/support?tab=open');
  expect(link.className).toBe('x');
  expect(click(link)).toBe(true);
  expect(clicks).toEqual(['own']);
  expect(screen.getByTestId('where').textContent).toBe('/dashboard/support?tab=open {"from":"home"}');
  expect(screen.getByTestId('where').dataset.navigation).toBe('PUSH');
});

it('leaves a modified click, another target or a prevented click to the browser', () => {
  at(
    '/a',
    <Link to="/b" onClick={(e) => e.currentTarget.dataset.seen === 'stop' && e.preventDefault()}>
      B
    </Link>,
  );
  const link = screen.getByRole('link', { name: 'B' });
  for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
    expect(click(link, modifier)).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/a null');
  }
  link.dataset.seen = 'stop';
  expect(click(link)).toBe(true); // its own onClick prevented it: no navigation at all
  expect(screen.getByTestId('where').textContent).toBe('/a null');
  cleanup();
  at(
    '/a',
    <Link to="/b" target="_blank">
      New tab
    </Link>,
  );
  expect(click(screen.getByRole('link', { name: 'New tab' }))).toBe(false);
  expect(screen.getByTestId('where').textContent).toBe('/a null');
});

it('replaces the history entry when told to', () => {
  at('/a', <Link to="/b" replace children="B" />);
  expect(click(screen.getByRole('link', { name: 'B' }))).toBe(true);
  const where = screen.getByTestId('where');
  expect([where.textContent, where.dataset.navigation]).toEqual(['/b null', 'REPLACE']);
});

it('marks the link of the current page, and of a page below it unless end', () => {
  at(
    '/dashboard/releases/7',
    <nav>
      <NavLink to="/dashboard" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Home
      </NavLink>
      <NavLink to="/dashboard/releases" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Releases
      </NavLink>
      <NavLink to="/dashboard/rel" className="plain">
        Prefix only
      </NavLink>
    </nav>,
  );
  const home = screen.getByRole('link', { name: 'Home' });
  const releases = screen.getByRole('link', { name: 'Releases' });
  const prefix = screen.getByRole('link', { name: 'Prefix only' });
  expect([home.className, home.getAttribute('aria-current')]).toEqual(['off', null]);
  expect([releases.className, releases.getAttribute('aria-current')]).toEqual(['on', 'page']);
  expect([prefix.className, prefix.getAttribute('aria-current')]).toEqual(['plain', null]);
  expect(click(home)).toBe(true);
  expect(home.getAttribute('aria-current')).toBe('page');
  expect(releases.getAttribute('aria-current')).toBeNull();
});

it('follows the router: letter case ignored, a trailing slash, and / only for itself', () => {
  expect(pointsAt('/Dashboard', '/dashboard', true)).toBe(true);
  expect(pointsAt('/dashboard/', '/dashboard/support', false)).toBe(true);
  expect(pointsAt('/dashboard', '/dashboard/support', true)).toBe(false);
  expect(pointsAt('/', '/pricing', false)).toBe(false);
  expect(pointsAt('/', '/', false)).toBe(true);
  expect(pointsAt('/dash', '/dashboard', false)).toBe(false);
});
