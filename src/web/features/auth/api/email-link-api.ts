// The two emailed links of a change of address: the one to the new address confirms it, the one
// to the old address undoes it. Both work signed in or not.
import { api } from '../../../lib/api-client.ts';

export const confirmEmailChange = (token: string) => api('POST /account/email/confirm', { body: { token } });
export const undoEmailChange = (token: string) => api('POST /account/email/undo', { body: { token } });
