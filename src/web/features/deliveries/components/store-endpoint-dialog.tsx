// Adding or editing one store endpoint: how and where its batches go, and to whom they are
// addressed (the store's DDEX party id and any further recipients). The form is checked by the
// domain schema, whose messages name each field as it is labelled here for the protocol chosen,
// and every error shows beside its field, the server's too. The secret is never shown; leaving it
// empty keeps the one saved. Test connection tries what the form holds, saved or not.
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { CheckCircle2, PlugZap } from 'lucide-react';
import { ENDPOINT_PROTOCOLS, endpointFieldLabels, type EndpointTestDto, type StoreEndpointDto } from '../../../../domain/deliveries.ts';
import type { StoreEndpointInput } from '../../../../domain/deliveries-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { SystemError } from '../../../components/admin/system-error.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes.ts';
import { useCreateStoreEndpoint, useTestStoreEndpoint, useUpdateStoreEndpoint } from '../api/deliveries-api.ts';
import { runMutation } from '../../../lib/run-mutation.ts';

export const PROTOCOL_LABELS: Record<StoreEndpointDto['protocol'], string> = { folder: 'Local folder', sftp: 'SFTP', s3: 'S3 bucket' };
const PROTOCOLS = ENDPOINT_PROTOCOLS.map((p) => ({ value: p, label: PROTOCOL_LABELS[p] }));
const SECRET_KINDS = [
  { value: 'password', label: 'Password' },
  { value: 'private_key', label: 'Private key' },
];

/** The form's values as typed; the schema reads them into a StoreEndpointInput. */
type Form = {
  name: string;
  partyId: string;
  /** The further recipients' DPIDs, one per line (or separated by commas or spaces). */
  extraPartyIds: string;
  protocol: StoreEndpointDto['protocol'];
  host: string;
  port: string;
  username: string;
  secretKind: 'password' | 'private_key';
  secret: string;
  remotePath: string;
  enabled: boolean;
};
type Field = Exclude<keyof Form, 'enabled'>;
const FIELDS: readonly Field[] = [
  'name',
  'partyId',
  'extraPartyIds',
  'protocol',
  'host',
  'port',
  'username',
  'secretKind',
  'secret',
  'remotePath',
];

const resolver = lazyZodResolver(() =>
  import('../../../../domain/deliveries-schema.ts').then((m) => m.storeEndpointSchema),
) as unknown as Resolver<Form, unknown, StoreEndpointInput> & { preload: () => void };

const formOf = (e: StoreEndpointDto | undefined): Form => ({
  name: e?.name ?? '',
  partyId: e?.partyId ?? '',
  extraPartyIds: e?.extraPartyIds.join('\n') ?? '',
  protocol: e?.protocol ?? 'folder',
  host: e?.host ?? '',
  port: e?.port == null ? '' : String(e.port),
  username: e?.username ?? '',
  secretKind: e?.secretKind ?? 'password',
  secret: '',
  remotePath: e?.remotePath ?? '',
  enabled: e?.enabled ?? true,
});

/** A folder, SFTP or S3 endpoint keeps only the fields its protocol uses. */
const forProtocol = (v: StoreEndpointInput): StoreEndpointInput =>
  v.protocol === 'folder' ? { ...v, host: null, port: null, username: null, secretKind: null, secret: undefined } : v;

/** `endpoint` absent: a new store (Add store). */
export function StoreEndpointDialog({ endpoint, onClose }: { endpoint?: StoreEndpointDto; onClose: () => void }) {
  const { register, control, handleSubmit, watch, setError, formState } = useForm<Form, unknown, StoreEndpointInput>({
    resolver,
    defaultValues: formOf(endpoint),
  });
  const { errors, isDirty } = formState;
  const update = useUpdateStoreEndpoint();
  const create = useCreateStoreEndpoint();
  const test = useTestStoreEndpoint();
  const [tested, setTested] = useState<EndpointTestDto | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const confirmLeave = useUnsavedChanges(isDirty);
  const close = () => confirmLeave() && onClose();
  const protocol = watch('protocol');
  const secretKind = watch('secretKind');
  const label = endpointFieldLabels(protocol, protocol === 'sftp' ? secretKind : null);
  const remote = protocol !== 'folder';
  const saving = update.isPending || create.isPending;

  /** A refusal naming a field shows beside it (the API names them under `endpoint.`); any other above the buttons. */
  const showError = (err: Error) => {
    const field = err instanceof ApiError ? err.field?.replace(/^endpoint\./, '').split('.')[0] : undefined;
    if (field && (FIELDS as readonly string[]).includes(field)) setError(field as Field, { message: err.message }, { shouldFocus: true });
    else setFormError(err.message);
  };

  const save = handleSubmit((values) => {
    setFormError(null);
    const done = {
      onSuccess: () => {
        toast.success(endpoint ? 'Store endpoint saved' : 'Store added', { description: values.name });
        onClose();
      },
      onError: showError,
    };
    const input = forProtocol(values);
    if (endpoint) update.mutate({ id: endpoint.id, version: endpoint.version, endpoint: input }, done);
    else create.mutate({ endpoint: input }, done);
  });

  const tryIt = handleSubmit((values) => {
    setFormError(null);
    setTested(null);
    runMutation(
      test,
      { endpoint: forProtocol(values), ...(endpoint ? { id: endpoint.id } : {}) },
      { onSuccess: setTested, onError: showError },
    );
  });

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{endpoint ? endpoint.name : 'Add store'}</DialogTitle>
          <DialogDescription>
            {endpoint
              ? "Where this store's batches go. Deliveries already sent are not affected."
              : "A store's name and where its batches go."}
          </DialogDescription>
        </DialogHeader>
        <form id="store-endpoint-form" onSubmit={save} onFocus={resolver.preload} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField label={label.name} error={errors.name?.message} required>
            <Input autoComplete="off" {...register('name')} />
          </FormField>
          <FormField
            label={label.partyId}
            description={remote ? 'The DPID the store gives, as PADPIDA2011072101T' : 'Optional for a local folder, a test store'}
            error={errors.partyId?.message}
          >
            <Input autoComplete="off" spellCheck={false} {...register('partyId')} />
          </FormField>
          <FormField label={label.protocol} error={errors.protocol?.message}>
            {(p) => (
              <Controller
                control={control}
                name="protocol"
                render={({ field }) => <OptionSelect {...p} value={field.value} onChange={field.onChange} options={PROTOCOLS} />}
              />
            )}
          </FormField>
          <FormField
            label={label.remotePath}
            description={protocol === 'folder' ? 'Inside deliveries/ in the data folder, as deliveries/spotify' : undefined}
            error={errors.remotePath?.message}
            required
          >
            <Input autoComplete="off" spellCheck={false} {...register('remotePath')} />
          </FormField>
          {remote && (
            <>
              <FormField label={label.host} error={errors.host?.message} required={protocol === 'sftp'}>
                <Input autoComplete="off" spellCheck={false} {...register('host')} />
              </FormField>
              <FormField label={label.port} error={errors.port?.message}>
                <Input inputMode="numeric" autoComplete="off" {...register('port')} />
              </FormField>
              <FormField label={label.username} error={errors.username?.message} required={protocol === 'sftp'}>
                <Input autoComplete="off" spellCheck={false} {...register('username')} />
              </FormField>
              {protocol === 'sftp' && (
                <FormField label={label.secretKind} error={errors.secretKind?.message}>
                  {(p) => (
                    <Controller
                      control={control}
                      name="secretKind"
                      render={({ field }) => <OptionSelect {...p} value={field.value} onChange={field.onChange} options={SECRET_KINDS} />}
                    />
                  )}
                </FormField>
              )}
              <FormField
                className="sm:col-span-2"
                label={label.secret}
                description={endpoint?.hasSecret ? 'Saved and encrypted. Leave empty to keep it.' : 'Stored encrypted.'}
                error={errors.secret?.message}
                required={protocol === 'sftp' && !endpoint?.hasSecret}
              >
                {protocol === 'sftp' && secretKind === 'private_key' ? (
                  <Textarea className="font-mono text-xs" rows={5} spellCheck={false} {...register('secret')} />
                ) : (
                  <Input type="password" autoComplete="new-password" {...register('secret')} />
                )}
              </FormField>
            </>
          )}
          <FormField
            className="sm:col-span-2"
            label={label.extraPartyIds}
            description="DDEX party ids that receive the same messages, one per line (YouTube's Content ID beside YouTube)"
            error={errors.extraPartyIds?.message}
          >
            <Textarea className="font-mono text-xs" rows={2} spellCheck={false} {...register('extraPartyIds')} />
          </FormField>
          <Controller
            control={control}
            name="enabled"
            render={({ field }) => (
              <FormField label="Enabled" layout="inline" description="Disabled stores get no new releases." className="sm:col-span-2">
                <Switch checked={field.value} onCheckedChange={field.onChange} />
              </FormField>
            )}
          />
        </form>
        <div aria-live="polite" className="text-sm empty:hidden">
          {tested &&
            (tested.ok ? (
              <p
                className="flex items-start gap-2 rounded-lg border border-success/40 bg-success/10 px-3 py-2 text-success"
                data-test-result="ok"
              >
                <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {tested.message}
              </p>
            ) : (
              <div
                className="rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2 text-destructive"
                data-test-result="failed"
              >
                <SystemError message={tested.message} raw={tested.detail} />
              </div>
            ))}
          {formError && <p className="text-destructive">{formError}</p>}
        </div>
        <DialogFooter className="gap-2 sm:justify-between">
          <Button type="button" variant="outline" onClick={() => void tryIt()} disabled={test.isPending}>
            {test.isPending ? <Spinner size="sm" /> : <PlugZap />} Test connection
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" form="store-endpoint-form" disabled={saving}>
              {saving && <Spinner size="sm" />} {endpoint ? 'Save' : 'Add store'}
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
