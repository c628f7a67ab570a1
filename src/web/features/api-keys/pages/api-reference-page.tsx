// /dashboard/developers/api: the public API's reference, read from its own OpenAPI document (the
// one served at /api/v1/openapi.json, made from the routes): how to authenticate, page, retry and
// read errors, then every operation by area, with a link to the document for tools.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileJson } from 'lucide-react';
import { TRY_LATER } from '../../../../domain/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonBlocks } from '../../../components/ui/query-view.tsx';
import { Link } from '../../../lib/links.tsx';
import { paths } from '../../../lib/paths.ts';
import { apiDocumentOptions } from '../api/api-keys-api.ts';
import { endpointsByTag, type ApiDocument } from '../components/api-document.ts';
import { ApiEndpoint } from '../components/api-endpoint.tsx';

const GUIDE = [
  ['Authentication', 'Send a key from Developers as “Authorization: Bearer <key>”. A read key makes GET calls only.'],
  ['Pages', 'Lists answer a page and nextCursor; ask for the next page with ?cursor=<nextCursor> until it is null.'],
  ['Retries', 'Send an Idempotency-Key (a UUID) with each write: a retry with the same key gets the first answer, not a second change.'],
  [
    'Errors',
    'Every refusal is { "error": { "code", "message", "field" } } with its HTTP status; 429 says when to try again in Retry-After.',
  ],
] as const;

function Guide({ doc }: { doc: ApiDocument }) {
  const base = `${window.location.origin}${doc.servers[0]?.url ?? '/api/v1'}`;
  return (
    <Card className="min-w-0 gap-4">
      <CardHeader>
        <CardTitle as="h2">Getting started</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <pre className="overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs">
          {`curl ${base}/releases \\\n  -H "Authorization: Bearer tl_live_…"`}
        </pre>
        <dl className="grid gap-3 sm:grid-cols-2">
          {GUIDE.map(([term, text]) => (
            <div key={term} className="min-w-0">
              <dt className="font-medium">{term}</dt>
              <dd className="text-muted-foreground">{text}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function Reference({ doc }: { doc: ApiDocument }) {
  return (
    <div className="space-y-6">
      <Guide doc={doc} />
      {endpointsByTag(doc).map(([tag, endpoints]) => (
        <section key={tag} aria-labelledby={`tag-${tag}`} className="min-w-0 space-y-3">
          <h2 id={`tag-${tag}`} className="text-lg font-semibold capitalize">
            {tag.replace(/-/g, ' ')}
          </h2>
          {endpoints.map((e) => (
            <ApiEndpoint key={e.op.operationId} endpoint={e} />
          ))}
        </section>
      ))}
    </div>
  );
}

export function ApiReferencePage() {
  const query = useQuery(apiDocumentOptions());
  return (
    <div className="space-y-6">
      <PageHeader
        title="API reference"
        description={query.data ? `${query.data.info.title} ${query.data.info.version}` : 'The Tunelane API for Enterprise Label accounts'}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={paths.developers}>
                <ArrowLeft /> Developers
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href="/api/v1/openapi.json" download="tunelane-openapi.json">
                <FileJson /> OpenAPI document
              </a>
            </Button>
          </div>
        }
      />
      {query.isPending ? (
        <SkeletonBlocks
          label="Loading the API reference"
          className="space-y-4"
          blocks={['h-40 rounded-xl', 'h-32 rounded-lg', 'h-32 rounded-lg']}
        />
      ) : query.isError ? (
        <LoadError title="The API reference could not be loaded" message={TRY_LATER} onRetry={() => void query.refetch()} />
      ) : (
        <Reference doc={query.data} />
      )}
    </div>
  );
}
