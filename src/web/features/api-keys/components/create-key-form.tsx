// Creating an API key: its name (what it is for), what it may do (read only, or read and write) and
// how many calls a minute it may make. The domain's schema checks the form here and the body on the
// server; the new key opens in a dialog of its own, shown this once.
import { useForm } from 'react-hook-form';
import { KeyRound } from 'lucide-react';
import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, DEFAULT_RATE_LIMIT } from '../../../../domain/api-keys.ts';
import type { ApiKeyInput } from '../../../../domain/api-keys-schema.ts';
import type { CreatedApiKeyDto } from '../../../../domain/api-keys-dto.ts';
import { TRY_LATER } from '../../../../domain/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormOptionSelect } from '../../../components/ui/form-option-select.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, isRefusal } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { runMutation } from '../../../lib/run-mutation.ts';
import { useCreateApiKey } from '../api/api-keys-api.ts';

const resolver = lazyZodResolver(() => import('../../../../domain/api-keys-schema.ts').then((m) => m.apiKeySchema));
const SCOPE_OPTIONS = API_KEY_SCOPES.map((s) => ({ value: s, label: API_KEY_SCOPE_LABELS[s] }));
const SCOPE_HINTS = {
  read: 'GET calls only: releases, deliveries, earnings, statements, claims.',
  'read-write': 'Every call your account may make, changes and payout claims included.',
} as const;

export function CreateKeyForm({ onCreated }: { onCreated: (created: CreatedApiKeyDto) => void }) {
  const create = useCreateApiKey();
  const { register, control, handleSubmit, reset, setError, clearErrors, formState, watch } = useForm<ApiKeyInput, unknown, ApiKeyInput>({
    resolver,
    defaultValues: { name: '', scope: 'read', rateLimit: DEFAULT_RATE_LIMIT },
  });
  const { errors } = formState;
  const scope = watch('scope');

  const submit = handleSubmit((values) =>
    runMutation(create, values, {
      onSuccess: (created) => {
        reset();
        onCreated(created);
      },
      onError: (err) => {
        const field = err instanceof ApiError ? err.field : undefined;
        if (field === 'name' || field === 'scope' || field === 'rateLimit')
          return setError(field, { message: err.message }, { shouldFocus: true });
        setError('root', { message: isRefusal(err) ? err.message : TRY_LATER });
      },
    }),
  );

  return (
    <form onSubmit={submit} onFocus={resolver.preload} noValidate aria-label="Create an API key" className="space-y-4">
      <fieldset disabled={create.isPending} className="grid min-w-0 items-start gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr]">
        <FormField label="Key name" error={errors.name?.message} required description="What it is for, e.g. “Royalty sync”">
          <Input autoComplete="off" maxLength={60} {...register('name')} />
        </FormField>
        <FormField label="Access" error={errors.scope?.message} required description={scope ? SCOPE_HINTS[scope] : undefined}>
          {(p) => <FormOptionSelect {...p} control={control} name="scope" options={SCOPE_OPTIONS} onChosen={() => clearErrors('scope')} />}
        </FormField>
        <FormField label="Calls per minute" error={errors.rateLimit?.message} description="Past it: 429">
          <Input type="number" inputMode="numeric" min={1} {...register('rateLimit')} />
        </FormField>
      </fieldset>
      {errors.root?.message && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
        {create.isPending ? <Spinner size="sm" /> : <KeyRound />} Create Key
      </Button>
    </form>
  );
}
