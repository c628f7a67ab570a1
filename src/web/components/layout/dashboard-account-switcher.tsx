// The account switcher of the dashboard's sidebar, for a person in a label's team: their own
// account and each label's, by name and their role there ("Tideline Records (Manager)"). Choosing
// one sets the account cookie (cleared for their own account) and opens the dashboard afresh, so
// no screen keeps what it loaded in the other account.
import { ACCOUNT_ROLE_LABELS } from '../../../domain/teams.ts';
import { clearAccountCookie, setAccountCookie } from '../../lib/account-cookie.ts';
import type { MyAccount } from '../../lib/my-accounts.ts';
import { paths } from '../../lib/paths.ts';
import { FormField } from '../ui/form-field.tsx';
import { OptionSelect } from '../ui/option-select.tsx';

export function AccountSwitcher({ accounts, current }: { accounts: MyAccount[]; current: string }) {
  const options = accounts.map((a) => ({ value: a.accountId, label: `${a.name} (${ACCOUNT_ROLE_LABELS[a.role]})` }));
  const choose = (accountId: string) => {
    if (accountId === current) return;
    if (accounts.find((a) => a.accountId === accountId)?.role === 'owner') clearAccountCookie();
    else setAccountCookie(accountId);
    window.location.assign(paths.dashboard);
  };
  return (
    <FormField label="Account" className="gap-1.5">
      {(control) => <OptionSelect {...control} value={current} onChange={choose} options={options} />}
    </FormField>
  );
}
