// The display name (shown in the sidebar and on receipts) and the default artist name new
// releases start with. The profile's own schema checks both, here and on the server.
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { UpdateProfileInput, updateProfileSchema } from '../../../../domain/profile.ts';
import type { ProfileDto } from '../../../../domain/profile-dto.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes.ts';
import { useUpdateNames } from '../api/use-account-mutations.ts';

type Values = z.input<typeof updateProfileSchema>;

const resolver = lazyZodResolver(() => import('../../../../domain/profile.ts').then((m) => m.updateProfileSchema));

export function ProfileForm({ profile }: { profile: ProfileDto }) {
  const update = useUpdateNames();
  const { register, handleSubmit, formState, reset, setError } = useForm<Values, unknown, UpdateProfileInput>({
    resolver,
    defaultValues: { fullName: profile.fullName ?? '', defaultArtistName: profile.defaultArtistName ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({ fullName: values.fullName, defaultArtistName: values.defaultArtistName ?? '' });
      reset({ fullName: saved.fullName ?? '', defaultArtistName: saved.defaultArtistName ?? '' });
      toast.success('Profile saved', { description: 'Your names are up to date.' });
    } catch (err) {
      if (err instanceof ApiError && (err.field === 'fullName' || err.field === 'defaultArtistName'))
        setError(err.field, { message: err.message });
      else toast.error('Could not save your profile', { description: err instanceof Error ? err.message : 'Please try again later.' });
    }
  });
  const { errors, isSubmitting, isDirty } = formState;
  useUnsavedChanges(isDirty);
  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate className="grid items-start gap-4 sm:grid-cols-2">
      <FormField label="Display name" error={errors.fullName?.message} description="Shown in your dashboard and on your receipts." required>
        <Input autoComplete="name" {...register('fullName')} />
      </FormField>
      <FormField
        label="Default artist name"
        error={errors.defaultArtistName?.message}
        description="New releases start with this artist name. Leave it empty to use your display name."
      >
        <Input autoComplete="off" {...register('defaultArtistName')} />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting && <Spinner size="sm" label="Saving" />} Save profile
        </Button>
      </div>
    </form>
  );
}
