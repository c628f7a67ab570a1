import { formatDate } from '../../../../domain/dates.ts';
import type { StatusChangeDto } from '../../../../domain/releases-dto.ts';
import { RELEASE_STATUS_LABELS } from '../../../../domain/releases-options.ts';

const when = (iso: string) => formatDate(iso, 'dateTime');

export function StatusHistory({ history }: { history: StatusChangeDto[] }) {
  return (
    <ol className="space-y-3" aria-label="Status history">
      {[...history].reverse().map((h) => (
        <li key={h.id} className="border-l-2 border-primary/40 pl-3 text-sm">
          <p className="font-medium">
            {h.fromStatus
              ? `${RELEASE_STATUS_LABELS[h.fromStatus]} → ${RELEASE_STATUS_LABELS[h.toStatus]}`
              : RELEASE_STATUS_LABELS[h.toStatus]}
          </p>
          <p className="text-muted-foreground">
            {when(h.createdAt)}
            {h.actorName ? ` · ${h.actorName}` : ''}
          </p>
          {h.note && <p className="mt-1">{h.note}</p>}
        </li>
      ))}
    </ol>
  );
}
