// The console Settings' store endpoints: every store a release can go to, how its batches travel,
// to which DDEX party and whether it is on. The embedded default is a folder per store under the
// data folder: a local test store, addressed to the test party until the store's DPID is entered.
// Add store sets up one more.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Store } from 'lucide-react';
import type { StoreEndpointDto } from '../../../../domain/deliveries-dto.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { storeEndpointsOptions } from '../api/deliveries-api.ts';
import { StoreEndpointDialog } from './store-endpoint-dialog.tsx';
import { PROTOCOL_LABELS } from './store-endpoint-fields.tsx';

const target = (e: StoreEndpointDto) =>
  e.protocol === 'folder'
    ? e.remotePath
    : e.protocol === 's3'
      ? `${e.remotePath}${e.host ? ` at ${e.host}` : ''}`
      : `${e.host}:${e.port ?? 22}${e.remotePath}`;

export function StoreEndpointsSection() {
  const endpoints = useQuery(storeEndpointsOptions());
  // null: closed; 'new': Add store; an endpoint: editing it.
  const [editing, setEditing] = useState<StoreEndpointDto | 'new' | null>(null);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>Store endpoints</CardTitle>
          <CardDescription>Where each store's DDEX batches go: a local folder, an SFTP server or an S3 bucket.</CardDescription>
        </div>
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus /> Add store
        </Button>
      </CardHeader>
      <CardContent>
        {endpoints.isPending ? (
          <div className="space-y-2" aria-busy="true" aria-label="Loading store endpoints">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : endpoints.isError ? (
          <LoadError title="Error" message={endpoints.error.message} onRetry={() => void endpoints.refetch()} />
        ) : endpoints.data.length === 0 ? (
          <EmptyState icon={Store} titleAs="h3" title="No store endpoints" description="Stores appear here once they are set up." />
        ) : (
          <ul className="divide-y rounded-lg border" aria-label="Store endpoints">
            {endpoints.data.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{e.name}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {PROTOCOL_LABELS[e.protocol]} · {target(e)} ·{' '}
                    {e.partyId ?? (e.protocol === 'folder' ? 'test party' : 'no DDEX party id')}
                    {e.extraPartyIds.length ? ` + ${e.extraPartyIds.length} more` : ''}
                  </p>
                </div>
                <Badge variant={e.enabled ? 'success' : 'secondary'}>{e.enabled ? 'Enabled' : 'Disabled'}</Badge>
                <Button size="sm" variant="ghost" onClick={() => setEditing(e)} aria-label={`Edit ${e.name}`}>
                  <Pencil /> Edit
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {editing && (
        <StoreEndpointDialog
          key={editing === 'new' ? 'new' : editing.id}
          {...(editing === 'new' ? {} : { endpoint: editing })}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
