// The role dropdown of a user row: changing it saves at once ("User role updated to {role}").
import { ROLE_LABELS, roleUpdatedMessage } from '../../../../domain/users-admin-texts.ts';
import type { AdminUserDto } from '../../../../domain/users-admin-dto.ts';
import type { Role } from '../../../../domain/profile.ts';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useChangeRole } from '../api/users-api.ts';
import { runMutation } from '../../../lib/run-mutation.ts';

const options = (['user', 'admin'] as const).map((r) => ({ value: r, label: ROLE_LABELS[r] }));

export function RoleSelect({ user }: { user: AdminUserDto }) {
  const change = useChangeRole();
  return (
    <div className="w-28">
      <OptionSelect
        aria-label={`Role of ${user.fullName ?? user.email}`}
        value={change.isPending ? change.variables.role : user.role}
        options={options}
        disabled={change.isPending}
        onChange={(role) => {
          if (role === user.role) return;
          runMutation(
            change,
            { id: user.id, role: role as Role, version: user.version },
            {
              onSuccess: (u) => toast.success(roleUpdatedMessage(u.role)),
              onError: (err) => toast.error('Error', { description: err.message }),
            },
          );
        }}
      />
    </div>
  );
}
