// A new password, with the current one, and the choice to sign out every other browser. An
// account that signs in only with Google has no password to change: it is told how to set one.
import { useForm } from 'react-hook-form';
import { Link } from '../../../lib/links.tsx';
import type { ChangePasswordInput } from '../../../../domain/account.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { paths } from '../../../lib/paths.ts';
import { useChangePassword } from '../api/use-account-mutations.ts';
import { PasswordInput } from '../../../components/ui/password-input.tsx';

const resolver = lazyZodResolver(() => import('../../../../domain/account.ts').then((m) => m.changePasswordSchema));

export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const change = useChangePassword();
  const { register, handleSubmit, formState, reset, setError, watch, setValue } = useForm<ChangePasswordInput>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '', revokeOtherSessions: true },
  });
  if (!hasPassword) {
    return (
      <p className="text-sm text-muted-foreground">
        You sign in with Google, so there is no password to change. To add one, use{' '}
        <Link to={paths.forgotPassword} className="font-medium text-primary hover:underline">
          Forgot password
        </Link>{' '}
        with your email address.
      </p>
    );
  }
  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
        revokeOtherSessions: values.revokeOtherSessions,
      });
      reset();
      toast.success('Password changed', {
        description: values.revokeOtherSessions ? 'Your other sessions have been signed out.' : 'Use it the next time you sign in.',
      });
    } catch (err) {
      if (err instanceof ApiError && err.field === 'currentPassword') setError('currentPassword', { message: err.message });
      else toast.error('Could not change your password', { description: err instanceof Error ? err.message : 'Please try again later.' });
    }
  });
  const { errors, isSubmitting } = formState;
  const revoke = watch('revokeOtherSessions');
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="grid items-start gap-4 sm:grid-cols-2">
      <FormField
        label="Current password"
        error={errors.currentPassword?.message}
        required
        className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]"
      >
        <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
      </FormField>
      <FormField label="New password" error={errors.newPassword?.message} description="At least 8 characters." required>
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <FormField label="Repeat new password" error={errors.confirmPassword?.message} required>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <FormField label="Sign out of all other sessions" layout="inline" className="sm:col-span-2">
        <Checkbox checked={revoke} onCheckedChange={(v) => setValue('revokeOtherSessions', v === true)} />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner size="sm" label="Changing password" />} Change password
        </Button>
      </div>
    </form>
  );
}
