// @vitest-environment happy-dom
// The console's frame as an admin sees it: the sections with their badges (none for nothing
// waiting, 99+ past 99), the current section marked and named in the header and the tab's title,
// the counters loading, loaded or failed, the Live indicator's three states, and Export disabled
// where the section has no table.
import { screen, within } from '@testing-library/react';
import { FileText, LifeBuoy, Users } from 'lucide-react';
import { expect, it } from 'vitest';
import { renderWithApi } from '../../test/render.tsx';
import { AdminShell, type AdminNavItem } from './admin-shell.tsx';

const nav: AdminNavItem[] = [
  { to: '/admin', label: 'Overview', icon: FileText, end: true },
  { to: '/admin/releases', label: 'Releases', icon: FileText, badges: [{ value: 3, label: 'pending review', tone: 'warning' }] },
  { to: '/admin/support', label: 'Support', icon: LifeBuoy, badges: [{ value: 0, label: 'open tickets', tone: 'info' }] },
  { to: '/admin/users', label: 'Users', icon: Users, badges: [{ value: 120, label: 'new this week', tone: 'info' }] },
];
const counters = [{ label: 'Total Users', value: '1,204', icon: Users }];
const noApi = () => ({ status: 404 });

it('lists the sections with what waits in each, and marks and names the current one', () => {
  renderWithApi(<AdminShell nav={nav} counters={counters} countersFailed={false} live="live" />, noApi, '/admin/releases/r1');
  const sections = within(screen.getByRole('navigation', { name: 'Admin sections' }));
  expect(sections.getByLabelText('3 pending review').textContent).toBe('3');
  expect(sections.queryByLabelText('0 open tickets')).toBeNull();
  expect(sections.getByLabelText('120 new this week').textContent).toBe('99+');
  expect(sections.getByRole('link', { name: /Releases/ }).getAttribute('aria-current')).toBe('page');
  expect(sections.getByRole('link', { name: /Overview/ }).getAttribute('aria-current')).toBeNull();
  expect(screen.getByRole('banner').textContent).toContain('Admin / Releases');
  expect(document.title).toContain('Releases · Admin');
});

it('shows the counters once loaded, a skeleton before, and says so when they failed', () => {
  const { rerender } = renderWithApi(
    <AdminShell nav={nav} counters={undefined} countersFailed={false} live="connecting" />,
    noApi,
    '/admin',
  );
  expect(screen.getByRole('status', { name: 'Loading the counters' })).toBeTruthy();
  rerender(<AdminShell nav={nav} counters={undefined} countersFailed live="connecting" />);
  expect(screen.getByText('The counters could not be loaded. They will be tried again.')).toBeTruthy();
  rerender(<AdminShell nav={nav} counters={counters} countersFailed live="connecting" />);
  const list = within(screen.getByLabelText('Platform counters'));
  expect(list.getByText('1,204')).toBeTruthy();
});

it('says whether figures are live, and offers no export where there is no table', () => {
  const { rerender } = renderWithApi(<AdminShell nav={nav} counters={counters} countersFailed={false} live="live" />, noApi, '/admin');
  const live = () => document.querySelector('[data-live]')!;
  expect(live().textContent).toContain('Live: Figures update by themselves as things change');
  rerender(<AdminShell nav={nav} counters={counters} countersFailed={false} live="reconnecting" />);
  expect(live().textContent).toContain('Reconnecting: Live updates paused; catching up when the connection returns');
  const exportButton = screen.getByRole('button', { name: /Export/ }) as HTMLButtonElement;
  expect(exportButton.disabled).toBe(true);
});
