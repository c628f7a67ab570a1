// One operation of the public API as the reference shows it: method and path, what it does, the
// scope a key needs, its parameters, the fields of its body and of its answer.
import type { ApiOperation, Endpoint, JsonSchema } from './api-document.ts';
import { typeOf } from './api-document.ts';
import { Badge } from '../../../components/ui/badge.tsx';

const METHOD_CLASS: Record<string, string> = {
  GET: 'bg-success/15 text-success',
  POST: 'bg-primary/10 text-primary',
  PUT: 'bg-warning/20 text-warning-foreground',
  PATCH: 'bg-warning/20 text-warning-foreground',
  DELETE: 'bg-destructive/10 text-destructive',
};

type Field = { name: string; where?: string; type: string; required: boolean; description?: string };

function Fields({ title, fields }: { title: string; fields: Field[] }) {
  if (!fields.length) return null;
  return (
    <div className="space-y-1.5">
      <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{title}</h4>
      <dl className="divide-y rounded-md border text-sm">
        {fields.map((f) => (
          <div key={`${f.where ?? ''}${f.name}`} className="grid gap-1 px-3 py-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <dt className="min-w-0 font-mono text-xs break-words">
              {f.name}
              {f.required && <span className="text-destructive"> *</span>}
              {f.where && <span className="ml-1 text-muted-foreground">({f.where})</span>}
            </dt>
            <dd className="min-w-0 text-xs break-words text-muted-foreground">
              {f.type}
              {f.description ? ` · ${f.description}` : ''}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const propertiesOf = (s: JsonSchema | undefined): Field[] =>
  Object.entries(s?.properties ?? {}).map(([name, p]) => ({
    name,
    type: typeOf(p),
    required: (s?.required ?? []).includes(name),
    description: p.description,
  }));

function answerSchema(op: ApiOperation): { status: string; schema?: JsonSchema; description: string } | undefined {
  const ok = Object.entries(op.responses).find(([status]) => status.startsWith('2'));
  if (!ok) return undefined;
  const [status, r] = ok;
  return { status, schema: r.content?.['application/json']?.schema, description: r.description };
}

export function ApiEndpoint({ endpoint: { method, path, op } }: { endpoint: Endpoint }) {
  const params: Field[] = op.parameters.map((p) => ({
    name: p.name,
    where: p.in,
    type: typeOf(p.schema),
    required: !!p.required,
    description: p.description,
  }));
  const answer = answerSchema(op);
  return (
    <article id={op.operationId} className="min-w-0 space-y-3 rounded-lg border p-4" aria-label={`${method} ${path}`}>
      <header className="space-y-1.5">
        <p className="flex min-w-0 flex-wrap items-center gap-2">
          <span className={`rounded px-1.5 py-0.5 font-mono text-xs font-semibold ${METHOD_CLASS[method] ?? ''}`}>{method}</span>
          <code className="min-w-0 font-mono text-sm break-all">{path}</code>
          <Badge variant={op['x-scope'] === 'read' ? 'secondary' : 'outline'}>
            {op['x-scope'] === 'read' ? 'Read key' : 'Read-write key'}
          </Badge>
        </p>
        {op.summary && <p className="text-sm text-muted-foreground">{op.summary}</p>}
      </header>
      <Fields title="Parameters" fields={params} />
      <Fields title="Body" fields={propertiesOf(op.requestBody?.content['application/json']?.schema)} />
      {answer && (
        <Fields title={`Answer ${answer.status}${answer.schema ? '' : `: ${answer.description}`}`} fields={propertiesOf(answer.schema)} />
      )}
    </article>
  );
}
