// Adding or editing one store endpoint: how and where its batches go, and to whom they are
// addressed (the store's DDEX party id and any further recipients). The form is checked by the
// domain schema, whose messages name each field as it is labelled here for the protocol chosen,
// and every error shows beside its field, the server's too. The secret is never shown; leaving it
// empty keeps the one saved. Test connection tries what the form holds, saved or not.
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { PlugZap } from 'lucide-react';
import type { EndpointTestDto, StoreEndpointDto } from '../../../../domain/deliveries-dto.ts';
import type { StoreEndpointInput } from '../../../../domain/deliveries-schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes.ts';
import { useCreateStoreEndpoint, useTestStoreEndpoint, useUpdateStoreEndpoint } from '../api/deliveries-api.ts';
import { runMutation } from '../../../lib/run-mutation.ts';
import { EndpointFields, TestResult, type EndpointForm as Form } from './store-endpoint-fields.tsx';

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
    if (endpoint) runMutation(update, { id: endpoint.id, version: endpoint.version, endpoint: input }, done);
    else runMutation(create, { endpoint: input }, done);
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
          <EndpointFields
            protocol={protocol}
            secretKind={secretKind}
            editing={endpoint}
            register={register}
            control={control}
            errors={errors}
          />
        </form>
        <div aria-live="polite" className="text-sm empty:hidden">
          {tested && <TestResult tested={tested} />}
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
