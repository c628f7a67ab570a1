import { useForm } from 'react-hook-form';
import type { SignUpInput } from '../../../../domain/auth.ts';
import { UNEXPECTED_ERROR } from '../../../../domain/auth-texts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { signUpEmail } from '../../../lib/auth-actions.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { PasswordInput } from '../../../components/ui/password-input.tsx';

const resolver = lazyZodResolver(() => import('../../../../domain/auth.ts').then((m) => m.signUpSchema));

/** `callbackURL`: where the confirmation link brings the new user, signed in (the dashboard, or back through /auth to where they were going). */
export function SignUpForm({
  onError,
  onSignedUp,
  callbackURL = '/dashboard',
}: {
  onError: (m: string | null) => void;
  onSignedUp: (email: string) => void;
  callbackURL?: string;
}) {
  const { register, handleSubmit, formState } = useForm<SignUpInput>({ resolver });
  const onSubmit = handleSubmit(async (values) => {
    onError(null);
    try {
      const { error } = await signUpEmail({ ...values, callbackURL });
      if (error) return onError(error.message || UNEXPECTED_ERROR);
      onSignedUp(values.email);
    } catch {
      onError(UNEXPECTED_ERROR);
    }
  });
  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4">
      <FormField label="Full Name" error={errors.name?.message} required>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} description="At least 8 characters." required>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting && <Spinner size="sm" label="Creating account" />} Create Account
      </Button>
    </form>
  );
}
