// Editing one store endpoint: how and where its batches go, and to whom they are addressed (the
// store's DDEX party id and any further recipients). The secret is never shown; leaving it empty
// keeps the one saved. The server checks everything again and names the field at fault.
import { useState } from 'react';
import { ENDPOINT_PROTOCOLS, type StoreEndpointDto } from '../../../../domain/deliveries.ts';
import { type StoreEndpointInput } from '../../../../domain/deliveries-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useUpdateStoreEndpoint } from '../api/deliveries-api.ts';

export const PROTOCOL_LABELS: Record<StoreEndpointDto['protocol'], string> = { folder: 'Local folder', sftp: 'SFTP', s3: 'S3 bucket' };
const PROTOCOLS = ENDPOINT_PROTOCOLS.map((p) => ({ value: p, label: PROTOCOL_LABELS[p] }));
const SECRET_KINDS = [
  { value: 'password', label: 'Password' },
  { value: 'private_key', label: 'Private key' },
];

type Form = Omit<StoreEndpointInput, 'port' | 'secret' | 'host' | 'username' | 'partyId' | 'extraPartyIds'> & {
  partyId: string;
  /** The further recipients' DPIDs, one per line (or separated by commas or spaces). */
  extraPartyIds: string;
  host: string;
  port: string;
  username: string;
  secret: string;
};

const formOf = (e: StoreEndpointDto): Form => ({
  name: e.name,
  partyId: e.partyId ?? '',
  extraPartyIds: e.extraPartyIds.join('\n'),
  protocol: e.protocol,
  host: e.host ?? '',
  port: e.port === null ? '' : String(e.port),
  username: e.username ?? '',
  secretKind: e.secretKind,
  secret: '',
  remotePath: e.remotePath,
  enabled: e.enabled,
});

export function StoreEndpointDialog({ endpoint, onClose }: { endpoint: StoreEndpointDto; onClose: () => void }) {
  const [form, setForm] = useState<Form>(() => formOf(endpoint));
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const update = useUpdateStoreEndpoint();
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  // The API names the endpoint's fields under `endpoint.` (the body's shape).
  const fieldError = (field: string) =>
    error?.field && [field, `endpoint.${field}`].some((f) => error.field === f || error.field!.startsWith(`${f}.`))
      ? error.message
      : undefined;
  const remote = form.protocol !== 'folder';
  const save = () => {
    setError(null);
    const port = form.port.trim() ? Number(form.port) : null;
    update.mutate(
      {
        id: endpoint.id,
        version: endpoint.version,
        endpoint: {
          ...form,
          partyId: form.partyId.trim() || null,
          extraPartyIds: form.extraPartyIds.split(/[\s,]+/).filter(Boolean),
          host: remote ? form.host.trim() || null : null,
          port: remote ? port : null,
          username: remote ? form.username.trim() || null : null,
          secretKind: remote ? (form.secretKind ?? 'password') : null,
          ...(form.secret ? { secret: form.secret } : {}),
        },
      },
      {
        onSuccess: () => {
          toast.success('Store endpoint saved', { description: form.name });
          onClose();
        },
        onError: (err) => {
          setError({ field: err instanceof ApiError ? err.field : undefined, message: err.message });
          toast.error('Could not save the store endpoint', { description: err.message });
        },
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{endpoint.name}</DialogTitle>
          <DialogDescription>Where this store's batches go. Deliveries already sent are not affected.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Store name" error={fieldError('name')}>
            <Input value={form.name} onChange={(e) => set('name', e.target.value)} />
          </FormField>
          <FormField
            label="DDEX party id"
            description={remote ? 'The DPID the store gives, as PADPIDA2011072101T' : 'Optional for a local folder, a test store'}
            error={fieldError('partyId')}
          >
            <Input value={form.partyId} autoComplete="off" spellCheck={false} onChange={(e) => set('partyId', e.target.value)} />
          </FormField>
          <FormField label="Protocol" error={fieldError('protocol')}>
            {(p) => (
              <OptionSelect {...p} value={form.protocol} onChange={(v) => set('protocol', v as Form['protocol'])} options={PROTOCOLS} />
            )}
          </FormField>
          <FormField
            label={form.protocol === 's3' ? 'Bucket and prefix' : 'Remote path'}
            description={form.protocol === 'folder' ? 'Inside deliveries/ in the data folder, as deliveries/spotify' : undefined}
            error={fieldError('remotePath')}
          >
            <Input value={form.remotePath} onChange={(e) => set('remotePath', e.target.value)} />
          </FormField>
          {remote && (
            <>
              <FormField label={form.protocol === 's3' ? 'Service address' : 'Host'} error={fieldError('host')}>
                <Input value={form.host} onChange={(e) => set('host', e.target.value)} />
              </FormField>
              <FormField label="Port" error={fieldError('port')}>
                <Input inputMode="numeric" value={form.port} onChange={(e) => set('port', e.target.value.replace(/\D/g, ''))} />
              </FormField>
              <FormField label={form.protocol === 's3' ? 'Access key id' : 'User'} error={fieldError('username')}>
                <Input value={form.username} autoComplete="off" onChange={(e) => set('username', e.target.value)} />
              </FormField>
              {form.protocol === 'sftp' && (
                <FormField label="Sign in with" error={fieldError('secretKind')}>
                  {(p) => (
                    <OptionSelect
                      {...p}
                      value={form.secretKind ?? 'password'}
                      onChange={(v) => set('secretKind', v as Form['secretKind'])}
                      options={SECRET_KINDS}
                    />
                  )}
                </FormField>
              )}
              <FormField
                className="sm:col-span-2"
                label={form.protocol === 's3' ? 'Secret access key' : form.secretKind === 'private_key' ? 'Private key' : 'Password'}
                description={endpoint.hasSecret ? 'Saved and encrypted. Leave empty to keep it.' : 'Stored encrypted.'}
                error={fieldError('secret')}
              >
                {form.secretKind === 'private_key' && form.protocol === 'sftp' ? (
                  <Textarea className="font-mono text-xs" rows={5} value={form.secret} onChange={(e) => set('secret', e.target.value)} />
                ) : (
                  <Input type="password" autoComplete="new-password" value={form.secret} onChange={(e) => set('secret', e.target.value)} />
                )}
              </FormField>
            </>
          )}
          <FormField
            className="sm:col-span-2"
            label="Further recipients"
            description="DDEX party ids that receive the same messages, one per line (YouTube's Content ID beside YouTube)"
            error={fieldError('extraPartyIds')}
          >
            <Textarea
              className="font-mono text-xs"
              rows={2}
              spellCheck={false}
              value={form.extraPartyIds}
              onChange={(e) => set('extraPartyIds', e.target.value)}
            />
          </FormField>
          <FormField label="Enabled" layout="inline" description="Disabled stores get no new releases." className="sm:col-span-2">
            <Switch checked={form.enabled} onCheckedChange={(v) => set('enabled', v)} />
          </FormField>
        </div>
        {error && !error.field && <p className="text-sm text-destructive">{error.message}</p>}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} disabled={update.isPending}>
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
