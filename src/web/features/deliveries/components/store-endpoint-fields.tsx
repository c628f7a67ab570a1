// The fields of the store endpoint form (store-endpoint-dialog.tsx), labelled for the protocol
// chosen, and what Test connection found.
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CheckCircle2 } from 'lucide-react';
import { ENDPOINT_PROTOCOLS, endpointFieldLabels } from '../../../../domain/deliveries.ts';
import type { EndpointTestDto, StoreEndpointDto } from '../../../../domain/deliveries-dto.ts';
import type { StoreEndpointInput } from '../../../../domain/deliveries-schema.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormOptionSelect } from '../../../components/ui/form-option-select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { SystemError } from '../../../components/admin/system-error.tsx';

export const PROTOCOL_LABELS: Record<StoreEndpointDto['protocol'], string> = { folder: 'Local folder', sftp: 'SFTP', s3: 'S3 bucket' };
const PROTOCOLS = ENDPOINT_PROTOCOLS.map((p) => ({ value: p, label: PROTOCOL_LABELS[p] }));
const SECRET_KINDS = [
  { value: 'password', label: 'Password' },
  { value: 'private_key', label: 'Private key' },
];

/** The form's values as typed; the schema reads them into a StoreEndpointInput. */
export type EndpointForm = {
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

type Props = {
  protocol: EndpointForm['protocol'];
  secretKind: EndpointForm['secretKind'];
  /** The endpoint edited; absent for a new store. */
  editing?: StoreEndpointDto;
  register: UseFormRegister<EndpointForm>;
  control: Control<EndpointForm, unknown, StoreEndpointInput>;
  errors: FieldErrors<EndpointForm>;
};

export function EndpointFields({ protocol, secretKind, editing, register, control, errors }: Props) {
  const label = endpointFieldLabels(protocol, protocol === 'sftp' ? secretKind : null);
  const remote = protocol !== 'folder';
  return (
    <>
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
        {(p) => <FormOptionSelect {...p} control={control} name="protocol" options={PROTOCOLS} />}
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
              {(p) => <FormOptionSelect {...p} control={control} name="secretKind" options={SECRET_KINDS} />}
            </FormField>
          )}
          <FormField
            className="sm:col-span-2"
            label={label.secret}
            description={editing?.hasSecret ? 'Saved and encrypted. Leave empty to keep it.' : 'Stored encrypted.'}
            error={errors.secret?.message}
            required={protocol === 'sftp' && !editing?.hasSecret}
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
    </>
  );
}

/** What Test connection found: the store answered, or why not in the store's words and ours. */
export function TestResult({ tested }: { tested: EndpointTestDto }) {
  return tested.ok ? (
    <p className="flex items-start gap-2 rounded-lg border border-success/40 bg-success/10 px-3 py-2 text-success" data-test-result="ok">
      <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {tested.message}
    </p>
  ) : (
    <div className="rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2 text-destructive" data-test-result="failed">
      <SystemError message={tested.message} raw={tested.detail} />
    </div>
  );
}
