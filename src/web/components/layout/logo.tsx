import { Link } from '../../lib/links.tsx';
import { paths } from '../../lib/paths.ts';
import { clsx } from 'clsx';

/** `markOnly`: the mark without the name (the collapsed sidebar); the link keeps its label. */
export function Logo({ className, markOnly = false }: { className?: string; markOnly?: boolean }) {
  return (
    <Link to={paths.home} className={clsx('flex items-center gap-2 font-semibold tracking-tight', className)} aria-label="Tunelane home">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M12 22.5a3.5 3.5 0 1 1-2-3.16V9l12-2.5v12a3.5 3.5 0 1 1-2-3.16V10.1L12 11.8z" fill="#fff" />
      </svg>
      {!markOnly && <span className="text-lg">Tunelane</span>}
    </Link>
  );
}
