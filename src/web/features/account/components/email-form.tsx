// A new sign-in address: a confirmation link goes to it, and the address changes only when the
// link is opened (until then the account keeps the current one).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MailCheck } from 'lucide-react';
import type { ChangeEmailInput } from '../../../../domain/account.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { changeEmail } from '../api/account-api.ts';

export function EmailForm({ email, verified }: { email: string; verified: boolean }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resolver] = useState(() => lazyZodResolver(() => import('../../../../domain/account.ts').then((m) => m.changeEmailSchema(email))));
  const { register, handleSubmit, formState, reset, setError } = useForm<ChangeEmailInput>({ resolver, defaultValues: { newEmail: '' } });
  const onSubmit = handleSubmit(async ({ newEmail }) => {
    try {
      await changeEmail(newEmail.trim());
      setSentTo(newEmail.trim());
      reset({ newEmail: '' });
    } catch (err) {
      setError('newEmail', { message: err instanceof ApiError || err instanceof Error ? err.message : 'Please try again later.' });
    }
  });
  const { errors, isSubmitting } = formState;
  return (
    <div className="space-y-4">
      <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Current address</span>
        <span className="min-w-0 font-medium break-all" data-testid="current-email">
          {email}
        </span>
        <Badge variant={verified ? 'success' : 'warning'}>{verified ? 'Confirmed' : 'Not confirmed'}</Badge>
      </div>
      {sentTo && (
        <Alert variant="success" role="status">
          <MailCheck aria-hidden="true" />
          <AlertTitle>Check your inbox</AlertTitle>
          <AlertDescription>
            We sent a confirmation link to <strong className="break-all">{sentTo}</strong>. Your email changes when you open it; until then
            you keep signing in with {email}.
          </AlertDescription>
        </Alert>
      )}
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField label="New email" error={errors.newEmail?.message} className="flex-1">
          <Input type="email" autoComplete="email" {...register('newEmail')} />
        </FormField>
        <Button type="submit" disabled={isSubmitting} className="sm:mt-[1.375rem]">
          {isSubmitting && <Spinner size="sm" label="Sending" />} Send confirmation link
        </Button>
      </form>
    </div>
  );
}
