import { useForm } from 'react-hook-form';
import { Link } from '../../../lib/links.tsx';
import type { SignInInput } from '../../../../domain/auth.ts';
import { UNEXPECTED_ERROR } from '../../../../domain/auth-texts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { signInEmail } from '../../../lib/auth-actions.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { paths } from '../../../lib/paths.ts';
import { PasswordInput } from '../../../components/ui/password-input.tsx';

const messages: Record<string, string> = {
  EMAIL_NOT_VERIFIED: 'Please confirm your email first. We have sent you a new confirmation link.',
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
};

const resolver = lazyZodResolver(() => import('../../../../domain/auth.ts').then((m) => m.signInSchema));

type Props = {
  redirectTo: string;
  onError: (m: string | null) => void;
  onSignedIn: () => void;
  /** The address just signed up with, kept for signing in. */ defaultEmail?: string;
};

export function SignInForm({ redirectTo, onError, onSignedIn, defaultEmail }: Props) {
  const { register, handleSubmit, formState } = useForm<SignInInput>({
    resolver,
    defaultValues: { email: defaultEmail ?? '', password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    onError(null);
    try {
      // callbackURL also goes into a fresh confirmation link when the email is not confirmed yet.
      const { error } = await signInEmail({ ...values, callbackURL: redirectTo });
      if (error) return onError((error.code && messages[error.code]) || error.message || UNEXPECTED_ERROR);
      onSignedIn();
    } catch {
      onError(UNEXPECTED_ERROR);
    }
  });
  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4">
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} required>
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </FormField>
      <div className="flex justify-end">
        <Link to={paths.forgotPassword} className="text-sm text-primary hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting && <Spinner size="sm" label="Signing in" />} Sign In
      </Button>
    </form>
  );
}
