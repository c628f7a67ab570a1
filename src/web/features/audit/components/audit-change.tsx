// What an audit entry changed: each field, in words, before and after.
const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** A recorded field's key as words: `rowsMatched` and `admin_notes` read "Rows matched", "Admin notes". */
export const fieldLabel = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function AuditChange({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (!keys.length) return <span className="text-muted-foreground">—</span>;
  return (
    <dl className="min-w-0 space-y-0.5 text-xs">
      {keys.map((k) => (
        <div key={k} className="flex min-w-0 flex-wrap gap-x-1">
          <dt className="text-muted-foreground">{fieldLabel(k)}:</dt>
          <dd className="min-w-0 break-words [overflow-wrap:anywhere]">
            {before && k in before && <span className="text-muted-foreground line-through">{show(before[k])}</span>}
            {before && k in before && after && k in after && ' → '}
            {after && k in after && <span className="font-medium">{show(after[k])}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
