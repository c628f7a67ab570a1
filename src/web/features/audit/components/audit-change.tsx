// What an audit entry changed: each field before and after.
const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

export function AuditChange({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (!keys.length) return <span className="text-muted-foreground">—</span>;
  return (
    <dl className="space-y-0.5 text-xs">
      {keys.map((k) => (
        <div key={k} className="flex flex-wrap gap-1">
          <dt className="text-muted-foreground">{k}:</dt>
          <dd className="break-all">
            {before && k in before && <span className="text-muted-foreground line-through">{show(before[k])}</span>}
            {before && k in before && after && k in after && ' → '}
            {after && k in after && <span className="font-medium">{show(after[k])}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
