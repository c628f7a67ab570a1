import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

// React Router's own Link carries framework-mode prefetching (<PrefetchPageLinks>, route
// manifests, single fetch): about 4 KB of every page's scripts for a mode this app does not use.
// These two do what the app asks of a link, on the router's public hooks: a real href, and a
// client-side navigation on a plain left click (a modified or middle click opens a tab as usual).

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  }
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on the exact path, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A Link that knows whether it points at the current page: `aria-current="page"` and an active class. */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const isActive = pointsAt(useResolvedPath(to).pathname, useLocation().pathname, end);
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

/** The router's rule: the same path, or (unless `end`) a path below it; letter case ignored. */
export function pointsAt(target: string, current: string, end: boolean): boolean {
  const to = target.toLowerCase();
  const at = current.toLowerCase();
  if (at === to) return true;
  const base = to !== '/' && to.endsWith('/') ? to.slice(0, -1) : to;
  return !end && at.startsWith(base) && at.charAt(base.length) === '/';
}
