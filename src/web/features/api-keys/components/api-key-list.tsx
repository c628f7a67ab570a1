// The account's keys: name, the key's first characters, access, calls a minute, who made it, when it
// was last used; Revoke asks first ("API key revoked": the next call made with it is refused).
// Revoked keys stay listed, marked, so the activity their calls left keeps its meaning.
import { useState } from 'react';
import { KeyRound, Trash2 } from 'lucide-react';
import { API_KEY_SCOPE_LABELS } from '../../../../domain/api-keys.ts';
import type { ApiKeyDto } from '../../../../domain/api-keys-dto.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { TRY_LATER } from '../../../../domain/errors.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { isRefusal } from '../../../lib/api-client.ts';
import { runMutation } from '../../../lib/run-mutation.ts';
import { useRevokeApiKey } from '../api/api-keys-api.ts';

function RevokeKey({ apiKey: k }: { apiKey: ApiKeyDto }) {
  const [asking, setAsking] = useState(false);
  const revoke = useRevokeApiKey();
  return (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      trigger={
        <Button variant="outline" size="sm" disabled={revoke.isPending} aria-label={`Revoke ${k.name}`}>
          <Trash2 /> Revoke
        </Button>
      }
      title={`Revoke “${k.name}”?`}
      description="Every call made with this key is refused from now on. This cannot be undone."
      confirmLabel="Revoke Key"
      destructive
      onConfirm={() =>
        runMutation(revoke, k.id, {
          onSuccess: () => toast.success('API key revoked', { description: `Calls made with “${k.name}” are refused from now on.` }),
          onError: (err) => toast.error('The key could not be revoked', { description: isRefusal(err) ? err.message : TRY_LATER }),
        })
      }
    />
  );
}

const when = (at: string | null) => (at ? formatDate(at, 'dateTime') : 'Never');

function KeyRow({ apiKey: k }: { apiKey: ApiKeyDto }) {
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between" aria-label={k.name}>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium break-words">
          {k.name}
          <Badge variant={k.scope === 'read' ? 'secondary' : 'outline'}>{API_KEY_SCOPE_LABELS[k.scope]}</Badge>
          {k.revokedAt && <Badge variant="destructive">Revoked</Badge>}
        </p>
        <p className="font-mono text-xs text-muted-foreground">{k.prefix}…</p>
        <p className="text-xs text-muted-foreground">
          {k.rateLimit.toLocaleString('en-US')} calls a minute · created {when(k.createdAt)}
          {k.createdBy ? ` by ${k.createdBy}` : ''} · {k.revokedAt ? `revoked ${when(k.revokedAt)}` : `last used ${when(k.lastUsedAt)}`}
        </p>
      </div>
      {!k.revokedAt && <RevokeKey apiKey={k} />}
    </li>
  );
}

export function ApiKeyList({ keys }: { keys: ApiKeyDto[] }) {
  if (!keys.length)
    return (
      <EmptyState
        icon={KeyRound}
        titleAs="h3"
        title="No API keys yet"
        description="Create a key above for each system that calls the API, so each can be revoked on its own."
      />
    );
  return (
    <ul className="divide-y" aria-label="API keys">
      {keys.map((k) => (
        <KeyRow key={k.id} apiKey={k} />
      ))}
    </ul>
  );
}
