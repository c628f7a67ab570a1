// Inviting someone to the team: their address and a role, with what the chosen role may do under
// it and what each may do below. The domain's schema checks the form here and the body on the
// server; a refusal about the address (already in the team, the owner's own) shows at it, any
// other above the button. The invited person gets a mail with the link (valid 14 days).
import { useForm, useWatch } from 'react-hook-form';
import { Send } from 'lucide-react';
import { TRY_LATER } from '../../../../domain/errors.ts';
import type { InviteMemberInput } from '../../../../domain/teams-schema.ts';
import { ACCOUNT_ROLE_LABELS, MEMBER_ROLE_DESCRIPTIONS, MEMBER_ROLES } from '../../../../domain/teams.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormOptionSelect } from '../../../components/ui/form-option-select.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError, isRefusal } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { runMutation } from '../../../lib/run-mutation.ts';
import { useInviteMember } from '../api/teams-api.ts';

const resolver = lazyZodResolver(() => import('../../../../domain/teams-schema.ts').then((m) => m.inviteMemberSchema));

export const ROLE_OPTIONS = MEMBER_ROLES.map((r) => ({ value: r, label: ACCOUNT_ROLE_LABELS[r] }));

/** What each role may do, side by side on wider screens. */
function RoleLegend() {
  return (
    <dl className="grid gap-3 rounded-lg bg-muted/50 p-3 text-sm sm:grid-cols-3" aria-label="What each role may do">
      {MEMBER_ROLES.map((r) => (
        <div key={r} className="min-w-0">
          <dt className="font-medium">{ACCOUNT_ROLE_LABELS[r]}</dt>
          <dd className="text-muted-foreground">{MEMBER_ROLE_DESCRIPTIONS[r]}</dd>
        </div>
      ))}
    </dl>
  );
}

export function InviteForm() {
  const invite = useInviteMember();
  const { register, control, handleSubmit, reset, setError, clearErrors, formState } = useForm<
    InviteMemberInput,
    unknown,
    InviteMemberInput
  >({
    resolver,
    defaultValues: { email: '' },
  });
  const { errors } = formState;
  const role = useWatch({ control, name: 'role' });

  const send = handleSubmit((values) =>
    runMutation(invite, values, {
      onSuccess: () => {
        toast.success('Invitation sent', { description: `${values.email} can accept it from the mail we sent.` });
        reset();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.field === 'email') return setError('email', { message: err.message }, { shouldFocus: true });
        setError('root', { message: isRefusal(err) ? err.message : TRY_LATER });
      },
    }),
  );

  return (
    <form onSubmit={send} onFocus={resolver.preload} noValidate aria-label="Invite a team member" className="space-y-4">
      {/* held while it is sent: what was typed meanwhile would be cleared with the form */}
      <fieldset disabled={invite.isPending} className="grid min-w-0 items-start gap-4 sm:grid-cols-2">
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="off" inputMode="email" {...register('email')} />
        </FormField>
        <FormField
          label="Role"
          error={errors.role?.message}
          required
          description={role ? MEMBER_ROLE_DESCRIPTIONS[role] : 'What they may do in your account'}
        >
          {(p) => (
            <FormOptionSelect
              {...p}
              control={control}
              name="role"
              options={ROLE_OPTIONS}
              placeholder="Choose a role"
              onChosen={() => clearErrors('role')}
            />
          )}
        </FormField>
      </fieldset>
      <RoleLegend />
      {errors.root?.message && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" disabled={invite.isPending} className="w-full sm:w-auto">
        {invite.isPending ? <Spinner size="sm" /> : <Send />} Send Invitation
      </Button>
    </form>
  );
}
