// The two emailed links of a change of address: the one to the new address confirms it, the one
// to the old address undoes it. Both work signed in or not.
import type { EmailChangedDto, EmailRestoredDto } from '../../../../domain/account.ts';
import { api } from '../../../lib/api-client.ts';

export const confirmEmailChange = (token: string) => api<EmailChangedDto>('/account/email/confirm', { method: 'POST', body: { token } });
export const undoEmailChange = (token: string) => api<EmailRestoredDto>('/account/email/undo', { method: 'POST', body: { token } });
