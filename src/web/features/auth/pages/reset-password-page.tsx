import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../lib/links.tsx';
import { UNEXPECTED_ERROR } from '../../../../domain/auth-texts.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { resetPassword } from '../../../lib/auth-actions.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { paths } from '../../../lib/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';

const resolver = lazyZodResolver(() => import('../../../../domain/auth.ts').then((m) => m.resetPasswordSchema));

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const [error, setError] = useState<string | null>(
    params.get('error') ? 'This reset link is invalid or has expired. Please ask for a new one.' : null,
  );
  const { register, handleSubmit, formState } = useForm({ resolver });
  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) return;
    setError(null);
    const { error: err } = await resetPassword({ newPassword: password, token });
    if (err) return setError(err.message || UNEXPECTED_ERROR);
    navigate(`${paths.auth}?reset=done`, { replace: true });
  });
  return (
    <AuthCard title="Choose a new password">
      {error && (
        <Alert variant="destructive" className="mb-4">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {token ? (
        <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="space-y-4">
          <FormField label="New password" error={formState.errors.password?.message} description="At least 8 characters." required>
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </FormField>
          <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
            Save new password
          </Button>
        </form>
      ) : (
        <Button asChild className="w-full">
          <Link to={paths.forgotPassword}>Ask for a new link</Link>
        </Button>
      )}
    </AuthCard>
  );
}
