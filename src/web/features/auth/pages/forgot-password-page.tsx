import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import type { z } from 'zod';
import { forgotPasswordSchema, UNEXPECTED_ERROR } from '../../../../domain/auth.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { authClient } from '../../../lib/auth-client.ts';
import { paths } from '../../../lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<z.infer<typeof forgotPasswordSchema>>({ resolver: zodResolver(forgotPasswordSchema) });
  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    const { error: err } = await authClient.requestPasswordReset({ email, redirectTo: paths.resetPassword });
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
        <form onSubmit={onSubmit} noValidate className="space-y-4">
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
