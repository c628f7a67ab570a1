// A new sign-in address: asked for with the current password (an account that signs in only with
// Google signs in again first), a confirmation link goes to it, and the address changes only when
// the link is opened (until then the account keeps the current one). The current address is told
// too, with a link that undoes the change.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MailCheck } from 'lucide-react';
import type { ChangeEmailInput } from '../../../../domain/account.ts';
import { FRESH_SIGN_IN_MINUTES } from '../../../../domain/account-texts.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useChangeEmail } from '../api/use-account-mutations.ts';

export function EmailForm({ email, verified, hasPassword }: { email: string; verified: boolean; hasPassword: boolean }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const change = useChangeEmail();
  const [resolver] = useState(() =>
    lazyZodResolver(() => import('../../../../domain/account.ts').then((m) => m.changeEmailSchema(email, hasPassword))),
  );
  const { register, handleSubmit, formState, reset, setError } = useForm<ChangeEmailInput>({
    resolver,
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const onSubmit = handleSubmit(async ({ newEmail, currentPassword }) => {
    try {
      await change.mutateAsync({ newEmail: newEmail.trim(), ...(hasPassword ? { currentPassword } : {}) });
      setSentTo(newEmail.trim());
      reset({ newEmail: '', currentPassword: '' });
    } catch (err) {
      const message = err instanceof ApiError || err instanceof Error ? err.message : 'Please try again later.';
      const onPassword = hasPassword && err instanceof ApiError && err.field === 'currentPassword';
      setError(onPassword ? 'currentPassword' : 'newEmail', { message }, { shouldFocus: true });
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
            <p>
              We sent a confirmation link to <strong className="break-all">{sentTo}</strong>. Your email changes when you open it; until
              then you keep signing in with {email}.
            </p>
          </AlertDescription>
        </Alert>
      )}
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="New email" error={errors.newEmail?.message} className={hasPassword ? undefined : 'sm:col-span-2'}>
          <Input type="email" autoComplete="email" {...register('newEmail')} />
        </FormField>
        {hasPassword ? (
          <FormField label="Current password" error={errors.currentPassword?.message} required>
            <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
          </FormField>
        ) : (
          <p className="text-sm text-muted-foreground sm:col-span-2">
            You sign in with Google, so we ask for a recent sign-in instead of a password: if you signed in more than{' '}
            {FRESH_SIGN_IN_MINUTES} minutes ago, sign out and in again first.
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <Spinner size="sm" label="Sending" />} Send confirmation link
          </Button>
        </div>
      </form>
    </div>
  );
}
