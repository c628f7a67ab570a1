// The last step of deleting an account: the email typed out, the password when there is one. On
// success every session has ended on the server; the page is loaded afresh at
// /signout?account=deleted, so nothing of the account stays in the browser's memory.
import { useForm } from 'react-hook-form';
import type { DeleteAccountInput } from '../../../../domain/account.ts';
import { PASSWORD_REQUIRED } from '../../../../domain/account-texts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { paths } from '../../../lib/paths.ts';
import { useDeleteAccount } from '../api/use-account-mutations.ts';
import { PasswordInput } from '../../../components/ui/password-input.tsx';

const resolver = lazyZodResolver(() => import('../../../../domain/account.ts').then((m) => m.deleteAccountSchema));

type Props = { open: boolean; onOpenChange: (open: boolean) => void; email: string; hasPassword: boolean };

export function DeleteAccountDialog({ open, onOpenChange, email, hasPassword }: Props) {
  const remove = useDeleteAccount();
  const { register, handleSubmit, formState, setError } = useForm<DeleteAccountInput>({
    resolver,
    defaultValues: { confirmEmail: '', password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    if (hasPassword && !values.password) return setError('password', { message: PASSWORD_REQUIRED });
    try {
      await remove.mutateAsync({ confirmEmail: values.confirmEmail, ...(hasPassword ? { password: values.password } : {}) });
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Please try again later.';
      if (err instanceof ApiError && (err.field === 'password' || err.field === 'confirmEmail')) setError(err.field, { message });
      else setError('root', { message });
      return;
    }
    window.location.replace(`${paths.signout}?account=deleted`);
  });
  const { errors, isSubmitting } = formState;
  return (
    <Dialog open={open} onOpenChange={(o) => !isSubmitting && onOpenChange(o)}>
      <DialogContent className="max-w-md">
        <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Your releases are taken down and you are signed out everywhere now. Your data is removed after the grace period. This cannot
              be undone from here.
            </DialogDescription>
          </DialogHeader>
          <FormField label={`Type ${email} to confirm`} error={errors.confirmEmail?.message} required>
            <Input type="email" autoComplete="off" {...register('confirmEmail')} />
          </FormField>
          {hasPassword && (
            <FormField label="Your password" error={errors.password?.message} required>
              <PasswordInput autoComplete="current-password" {...register('password')} />
            </FormField>
          )}
          {errors.root?.message && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.root.message}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting && <Spinner size="sm" label="Deleting" />} Delete my account
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
