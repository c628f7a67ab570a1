import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../../lib/links.tsx';
import { UNEXPECTED_ERROR } from '../../../../domain/auth-texts.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { requestPasswordReset } from '../../../lib/auth-actions.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { paths } from '../../../lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';

const resolver = lazyZodResolver(() => import('../../../../domain/auth.ts').then((m) => m.forgotPasswordSchema));

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({ resolver });
  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    const { error: err } = await requestPasswordReset({ email, redirectTo: paths.resetPassword });
    if (err) return setError(err.message || UNEXPECTED_ERROR);
    setSent(true);
  });
  return (
    <AuthCard title="Reset your password" description="We will email you a link to choose a new password.">
      {sent ? (
        <Alert>
          <AlertDescription>If an account exists for that email, a reset link is on its way. It is valid for one hour.</AlertDescription>
        </Alert>
      ) : (
        <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4">
          {error && (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <FormField label="Email" error={formState.errors.email?.message} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
            Send reset link
          </Button>
        </form>
      )}
      <p className="mt-4 text-center text-sm">
        <Link to={paths.auth} className="text-primary hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
