// The account a person acts in (domain/teams.ts ACCOUNT_COOKIE): a label's owner id while they work
// in its account as a team member, absent in their own. The server reads it on every request
// (server/http/account-context.ts); the switcher and an accepted invitation set it, and a member
// removed from the account is sent back to their own (api-client.ts clears it).
import { ACCOUNT_COOKIE } from '../../domain/teams.ts';
import { readCookie, writeCookie } from './cookies.ts';

const YEAR = 60 * 60 * 24 * 365;

export const getAccountCookie = (): string | undefined => readCookie(ACCOUNT_COOKIE) || undefined;

export const setAccountCookie = (accountId: string): void => writeCookie(ACCOUNT_COOKIE, encodeURIComponent(accountId), YEAR);

export const clearAccountCookie = (): void => writeCookie(ACCOUNT_COOKIE, '', 0);
