// A system's error as an admin reads it: what it means and what to do (domain/system-errors.ts,
// or the words the server already chose), with the system's own text behind "Details".
import { explainSystemError } from '../../../domain/system-errors.ts';
import { cn } from '../../lib/utils.ts';

export function SystemError({ raw, message, className }: { raw: string | null; message?: string; className?: string }) {
  const known = message === undefined && raw ? explainSystemError(raw) : null;
  const text = message ?? (known ? `${known.summary} ${known.action}` : (raw ?? ''));
  return (
    <div className={cn('space-y-1', className)} data-system-error>
      <p className="break-words">{text}</p>
      {raw && raw !== text && (
        <details className="text-xs">
          <summary className="w-fit cursor-pointer text-muted-foreground underline-offset-2 hover:underline">Details</summary>
          <p className="mt-1 rounded bg-muted px-2 py-1 font-mono break-all text-muted-foreground">{raw}</p>
        </details>
      )}
    </div>
  );
}
