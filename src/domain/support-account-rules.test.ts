// Support tickets, account settings, the console's settings, figures and analytics as rules
// (support*.ts, account.ts, settings*.ts, platform.ts, analytics-admin*.ts, plan-change-dto.ts).
import { describe, expect, it } from 'vitest';
import {
  adminTicketListQuerySchema,
  adminTicketUpdateSchema,
  createTicketSchema,
  ticketListQuerySchema,
  ticketReplySchema,
} from './support.ts';
import {
  INVALID_CATEGORY,
  INVALID_PRIORITY,
  isOpenStatus,
  MISSING_FIELDS,
  REPLY_REQUIRED,
  TICKET_CATEGORIES,
  TICKET_PRIORITY_LABELS,
  TICKET_PRIORITY_TONE,
  TICKET_STATUS_LABELS,
  TICKET_STATUS_TONE,
  ticketCategoryLabel,
  ticketPreview,
  ticketReference,
  ticketUpdatedMessage,
} from './support-options.ts';
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, emailLinkSchema, requestEmailChangeSchema } from './account.ts';
import {
  ACCOUNT_DELETED_MESSAGE,
  DELETE_CONFIRM_MISMATCH,
  describeDevice,
  EMAIL_LINK_INVALID,
  PASSWORDS_DIFFER,
  PASSWORD_REQUIRED,
  SAME_EMAIL,
  WRONG_PASSWORD,
} from './account-texts.ts';
import { settingsValuesSchema, updateSettingsSchema } from './settings.ts';
import { DEFAULT_PAYOUT_MINIMUM, INITIAL_SETTINGS_VERSION, SETTING_KEYS, SETTING_LABELS, SETTINGS_SAVED } from './settings-keys.ts';
import { GROWTH_PERIOD_DAYS, growthLabel, growthPercent } from './platform.ts';
import { analyticsQuerySchema } from './analytics-admin.ts';
import { ANALYTICS_RANGE_DAYS, ANALYTICS_RANGE_LABELS, ANALYTICS_RANGES } from './earnings-options.ts';
import { planChangesQuerySchema, PRICE_CHANGED } from './plan-change-dto.ts';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('support tickets', () => {
  const ticket = { category: 'billing', subject: 'Receipt missing', message: 'I paid yesterday.' };

  it('takes a category, a subject and a message, trimmed, medium priority by default', () => {
    expect(createTicketSchema.parse({ ...ticket, subject: ' Receipt missing ' })).toEqual({ ...ticket, priority: 'medium' });
    expect(createTicketSchema.parse({ ...ticket, priority: 'urgent' }).priority).toBe('urgent');
  });

  it('says the spec message for each missing field, and names a wrong option', () => {
    expect(issues(createTicketSchema.safeParse({}))).toEqual([
      ['category', MISSING_FIELDS],
      ['subject', MISSING_FIELDS],
      ['message', MISSING_FIELDS],
    ]);
    expect(issues(createTicketSchema.safeParse({ ...ticket, category: '  ' }))).toEqual([['category', MISSING_FIELDS]]);
    expect(issues(createTicketSchema.safeParse({ ...ticket, subject: ' ' }))).toEqual([['subject', MISSING_FIELDS]]);
    expect(issues(createTicketSchema.safeParse({ ...ticket, category: 'press' }))).toEqual([['category', INVALID_CATEGORY]]);
    expect(issues(createTicketSchema.safeParse({ ...ticket, priority: 'now' }))).toEqual([['priority', INVALID_PRIORITY]]);
    expect(MISSING_FIELDS).toBe('Missing required fields: Please fill in all required fields');
  });

  it('bounds the subject and the message', () => {
    expect(createTicketSchema.safeParse({ ...ticket, subject: 's'.repeat(200), message: 'm'.repeat(5000) }).success).toBe(true);
    expect(issues(createTicketSchema.safeParse({ ...ticket, subject: 's'.repeat(201) }))).toEqual([
      ['subject', 'Subject must be at most 200 characters'],
    ]);
    expect(issues(createTicketSchema.safeParse({ ...ticket, message: 'm'.repeat(5001) }))).toEqual([
      ['message', 'Message must be at most 5000 characters'],
    ]);
  });

  it('wants a reply to say something, within the limit', () => {
    expect(ticketReplySchema.parse({ message: ' Thanks ' })).toEqual({ message: 'Thanks' });
    expect(issues(ticketReplySchema.safeParse({ message: '  ' }))).toEqual([['message', REPLY_REQUIRED]]);
    expect(issues(ticketReplySchema.safeParse({}))).toEqual([['message', REPLY_REQUIRED]]);
    expect(issues(ticketReplySchema.safeParse({ message: 'm'.repeat(5001) }))).toEqual([
      ['message', 'Message must be at most 5000 characters'],
    ]);
    expect(ticketReplySchema.safeParse({ message: 'm'.repeat(5000) }).success).toBe(true);
  });

  it('pages the artist’s tickets and filters the console’s', () => {
    expect(ticketListQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(ticketListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(ticketListQuerySchema.safeParse({ cursor: 'c'.repeat(201) }).success).toBe(false);
    expect(adminTicketListQuerySchema.parse({})).toEqual({
      q: '',
      status: 'all',
      priority: 'all',
      category: 'all',
      sort: 'created',
      dir: 'desc',
      limit: 25,
    });
    expect(adminTicketListQuerySchema.parse({ status: 'all', priority: 'all', category: 'all' })).toMatchObject({
      status: 'all',
      priority: 'all',
      category: 'all',
    });
    expect(
      adminTicketListQuerySchema.parse({ status: 'in_progress', priority: 'high', category: 'other', sort: 'priority' }),
    ).toMatchObject({ status: 'in_progress', priority: 'high', category: 'other', sort: 'priority' });
    expect(issues(adminTicketListQuerySchema.safeParse({ status: 'new' }))).toEqual([['status', 'Unknown status filter']]);
    expect(issues(adminTicketListQuerySchema.safeParse({ priority: 'low-ish' }))).toEqual([['priority', 'Unknown priority filter']]);
    expect(issues(adminTicketListQuerySchema.safeParse({ category: 'press' }))).toEqual([['category', 'Unknown category filter']]);
  });

  it('lets the console set a status and a response on a version of the ticket', () => {
    expect(adminTicketUpdateSchema.parse({ status: 'resolved', version: 3 })).toEqual({
      status: 'resolved',
      adminResponse: '',
      version: 3,
    });
    expect(adminTicketUpdateSchema.parse({ status: 'closed', adminResponse: ' Done ', version: 0 }).adminResponse).toBe('Done');
    expect(issues(adminTicketUpdateSchema.safeParse({ status: 'gone', version: 1 }))).toEqual([['status', 'Unknown ticket status']]);
    expect(issues(adminTicketUpdateSchema.safeParse({ status: 'open', adminResponse: 'r'.repeat(5001), version: 1 }))).toEqual([
      ['adminResponse', 'Response must be at most 5000 characters'],
    ]);
    expect(issues(adminTicketUpdateSchema.safeParse({ status: 'open', adminResponse: 5, version: 1 }))).toEqual([
      ['adminResponse', 'Response must be text'],
    ]);
    expect(issues(adminTicketUpdateSchema.safeParse({ status: 'open' }))).toEqual([['version', 'The ticket version is required']]);
    expect(adminTicketUpdateSchema.safeParse({ status: 'open', version: -1 }).success).toBe(false);
    expect(adminTicketUpdateSchema.safeParse({ status: 'open', version: 1.5 }).success).toBe(false);
  });

  it('names categories, priorities and statuses, and which are still open', () => {
    expect(TICKET_CATEGORIES.map((c) => c.value)).toEqual([
      'distribution',
      'royalties',
      'account',
      'billing',
      'technical',
      'copyright',
      'other',
    ]);
    expect(ticketCategoryLabel('billing')).toBe('Plans & Billing');
    expect(ticketCategoryLabel('press')).toBe('press');
    expect(TICKET_PRIORITY_LABELS).toEqual({ low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' });
    expect(TICKET_PRIORITY_TONE).toEqual({ low: 'secondary', medium: 'outline', high: 'warning', urgent: 'destructive' });
    expect(TICKET_STATUS_LABELS).toEqual({ open: 'Open', in_progress: 'In Progress', resolved: 'Resolved', closed: 'Closed' });
    expect(TICKET_STATUS_TONE).toEqual({ open: 'default', in_progress: 'warning', resolved: 'success', closed: 'secondary' });
    expect((['open', 'in_progress', 'resolved', 'closed'] as const).filter(isOpenStatus)).toEqual(['open', 'in_progress']);
    expect(ticketUpdatedMessage('in_progress')).toBe('Ticket in progress successfully');
  });

  it('previews a message in 100 characters on one line, and references a ticket by 8', () => {
    expect(ticketPreview('  Hello\n\nthere  ')).toBe('Hello there');
    expect(ticketPreview('a'.repeat(100))).toBe('a'.repeat(100));
    expect(ticketPreview('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
    expect(ticketPreview('🎵'.repeat(101))).toBe(`${'🎵'.repeat(100)}...`);
    expect(ticketReference('0f8c-2d1e-aaaa')).toBe('0F8C2D1E');
  });
});

describe('account settings', () => {
  it('deletes an account when the address is typed back, the password optional', () => {
    expect(deleteAccountSchema.parse({ confirmEmail: ' asha@example.com ' })).toEqual({ confirmEmail: 'asha@example.com' });
    expect(issues(deleteAccountSchema.safeParse({ confirmEmail: ' ' }))).toEqual([['confirmEmail', DELETE_CONFIRM_MISMATCH]]);
    expect(issues(deleteAccountSchema.safeParse({}))).toEqual([['confirmEmail', DELETE_CONFIRM_MISMATCH]]);
    expect(issues(deleteAccountSchema.safeParse({ confirmEmail: `${'a'.repeat(250)}@x.co` }))).toEqual([
      ['confirmEmail', DELETE_CONFIRM_MISMATCH],
    ]);
    expect(deleteAccountSchema.safeParse({ confirmEmail: `${'a'.repeat(249)}@x.co` }).success).toBe(true);
    expect(issues(deleteAccountSchema.safeParse({ confirmEmail: 'a@b.co', password: 5 }))).toEqual([['password', PASSWORD_REQUIRED]]);
    expect(issues(deleteAccountSchema.safeParse({ confirmEmail: 'a@b.co', password: 'p'.repeat(1025) }))).toEqual([
      ['password', WRONG_PASSWORD],
    ]);
    expect(deleteAccountSchema.safeParse({ confirmEmail: 'a@b.co', password: 'p'.repeat(1024) }).success).toBe(true);
  });

  it('changes to another valid address only, with the current password when the account has one', () => {
    const schema = changeEmailSchema('Asha@Example.com');
    const pw = { currentPassword: 'secret' };
    expect(schema.parse({ newEmail: 'new@example.com', ...pw })).toEqual({ newEmail: 'new@example.com', ...pw });
    expect(issues(schema.safeParse({ newEmail: 'asha@example.com', ...pw }))).toEqual([['newEmail', SAME_EMAIL]]);
    expect(issues(schema.safeParse({ newEmail: 'not-an-address', ...pw }))).toEqual([['newEmail', 'Please enter a valid email address']]);
    expect(issues(schema.safeParse({ newEmail: `${'a'.repeat(64)}@${'b'.repeat(186)}.com`, ...pw }))).toEqual([
      ['newEmail', 'Please enter a valid email address'],
    ]);
    expect(issues(schema.safeParse({ newEmail: 'new@example.com', currentPassword: '' }))).toEqual([
      ['currentPassword', PASSWORD_REQUIRED],
    ]);
    expect(issues(schema.safeParse({ newEmail: 'new@example.com' }))).toEqual([['currentPassword', PASSWORD_REQUIRED]]);
    expect(issues(schema.safeParse({ newEmail: 'new@example.com', currentPassword: 'p'.repeat(1025) }))).toEqual([
      ['currentPassword', WRONG_PASSWORD],
    ]);
    // Google only: no password to give
    expect(changeEmailSchema('asha@example.com', false).safeParse({ newEmail: 'new@example.com', currentPassword: '' }).success).toBe(true);
    // the server's schema leaves the password to the operation, which knows whether the account has one
    expect(requestEmailChangeSchema.safeParse({ newEmail: 'new@example.com' }).success).toBe(true);
    expect(issues(requestEmailChangeSchema.safeParse({ newEmail: 'new@example.com', currentPassword: 5 }))).toEqual([
      ['currentPassword', PASSWORD_REQUIRED],
    ]);
    expect(issues(emailLinkSchema.safeParse({ token: '' }))).toEqual([['token', EMAIL_LINK_INVALID]]);
    expect(issues(emailLinkSchema.safeParse({ token: 't'.repeat(201) }))).toEqual([['token', EMAIL_LINK_INVALID]]);
    expect(emailLinkSchema.safeParse({ token: 't'.repeat(43) }).success).toBe(true);
  });

  it('changes the password when the new one is typed twice the same, within its bounds', () => {
    const ok = { currentPassword: 'old', newPassword: 'n'.repeat(8), confirmPassword: 'n'.repeat(8), revokeOtherSessions: true };
    expect(changePasswordSchema.parse(ok)).toEqual(ok);
    expect(issues(changePasswordSchema.safeParse({ ...ok, confirmPassword: 'other-one' }))).toEqual([
      ['confirmPassword', PASSWORDS_DIFFER],
    ]);
    expect(issues(changePasswordSchema.safeParse({ ...ok, currentPassword: '' }))).toEqual([['currentPassword', PASSWORD_REQUIRED]]);
    expect(issues(changePasswordSchema.safeParse({ ...ok, currentPassword: 'p'.repeat(1025) }))).toEqual([
      ['currentPassword', WRONG_PASSWORD],
    ]);
    expect(issues(changePasswordSchema.safeParse({ ...ok, newPassword: 'short', confirmPassword: 'short' }))).toEqual([
      ['newPassword', 'Password must be at least 8 characters'],
    ]);
    expect(issues(changePasswordSchema.safeParse({ ...ok, newPassword: 'n'.repeat(129), confirmPassword: 'n'.repeat(129) }))).toEqual([
      ['newPassword', 'Password must be at most 128 characters'],
    ]);
    expect(changePasswordSchema.safeParse({ ...ok, newPassword: 'n'.repeat(128), confirmPassword: 'n'.repeat(128) }).success).toBe(true);
  });
});

describe('account texts', () => {
  it('names a device by what it can tell of the browser and the system', () => {
    expect(
      describeDevice('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36 OPR/120.0'),
    ).toBe('Opera on Linux');
    expect(
      describeDevice('Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36'),
    ).toBe('Chrome on ChromeOS');
    expect(describeDevice('Firefox/133.0')).toBe('Firefox');
    expect(describeDevice('SomeApp (Windows NT 10.0)')).toBe('Windows');
    expect(describeDevice('')).toBe('Unknown device');
  });

  it('says the account texts word for word', () => {
    expect([DELETE_CONFIRM_MISMATCH, PASSWORD_REQUIRED, WRONG_PASSWORD, PASSWORDS_DIFFER, SAME_EMAIL, ACCOUNT_DELETED_MESSAGE]).toEqual([
      'Type your email address exactly as shown to confirm',
      'Password is required',
      'The password is not right',
      'The two new passwords are not the same',
      'This is already your email address',
      'This account is being deleted. Please contact support if you want to keep it.',
    ]);
  });
});

describe('console settings', () => {
  const VERSION = '2026-11-23T10:00:00.123456Z';

  it('takes each value, or null to reset it', () => {
    const values = {
      supportEmail: 'help@tunelane.example',
      supportPhone: ' +91 11 4000 1234 ',
      featuredStores: [' Spotify ', 'Apple Music'],
      moreStores: ['Pandora'],
      payoutMinimum: '25.50',
      payoutMethods: {
        bank_transfer: { minimum: null, feeFixed: '0.00', feePercent: '0.00' },
        paypal: { minimum: '25.00', feeFixed: '0.30', feePercent: '2.90' },
        crypto: { minimum: '50.00', feeFixed: '1.50', feePercent: '0.00' },
      },
      chatWidgetSrc: 'https://chat.example/widget.js',
      chatWidgetId: ' w-1 ',
      ackWaitHours: ' 48 ',
    };
    expect(settingsValuesSchema.parse(values)).toEqual({
      ...values,
      supportPhone: '+91 11 4000 1234',
      featuredStores: ['Spotify', 'Apple Music'],
      chatWidgetId: 'w-1',
      ackWaitHours: '48',
    });
    const reset = Object.fromEntries(SETTING_KEYS.map((k) => [k, null]));
    expect(settingsValuesSchema.parse(reset)).toEqual(reset);
  });

  it('says what is wrong with a value', () => {
    const one = (v: object) => issues(updateSettingsSchema.safeParse({ values: v, version: VERSION }));
    expect(one({ supportEmail: 'help' })).toEqual([['values.supportEmail', 'Support email must be an email address']]);
    expect(one({ supportPhone: '12' })).toEqual([['values.supportPhone', 'Support phone is too short']]);
    expect(one({ supportPhone: '1'.repeat(41) })).toEqual([['values.supportPhone', 'Support phone is at most 40 characters']]);
    expect(one({ supportPhone: '1'.repeat(40) })).toEqual([]);
    expect(one({ featuredStores: [] })).toEqual([['values.featuredStores', 'Featured stores: give at least one name']]);
    expect(one({ featuredStores: [' '] })).toEqual([['values.featuredStores.0', 'Featured stores: names cannot be empty']]);
    expect(one({ featuredStores: ['s'.repeat(61)] })).toEqual([
      ['values.featuredStores.0', 'Featured stores: names are at most 60 characters'],
    ]);
    expect(one({ featuredStores: Array.from({ length: 25 }, (_, i) => `S${i}`) })).toEqual([
      ['values.featuredStores', 'Featured stores: at most 24 names'],
    ]);
    expect(one({ featuredStores: Array.from({ length: 24 }, (_, i) => `S${i}`) })).toEqual([]);
    expect(one({ moreStores: Array.from({ length: 61 }, (_, i) => `S${i}`) })).toEqual([
      ['values.moreStores', 'More stores: at most 60 names'],
    ]);
    expect(one({ moreStores: Array.from({ length: 60 }, (_, i) => `S${i}`) })).toEqual([]);
    expect(one({ payoutMinimum: '10' })).toEqual([]);
    expect(one({ payoutMinimum: '999999.99' })).toEqual([]);
    for (const bad of ['10.123', '1,000', '-5', '1000000', 'x10', '10x'])
      expect(one({ payoutMinimum: bad })[0], bad).toEqual(['values.payoutMinimum', 'Payout minimum must be an amount like 10.00']);
    expect(one({ payoutMinimum: '0.99' })).toEqual([['values.payoutMinimum', 'Payout minimum must be at least 1.00']]);
    expect(one({ payoutMinimum: '1.00' })).toEqual([]);
    const methods = (paypal: object) => ({
      payoutMethods: {
        bank_transfer: { minimum: null, feeFixed: '0', feePercent: '0' },
        paypal: { minimum: null, feeFixed: '0', feePercent: '0', ...paypal },
        crypto: { minimum: '5', feeFixed: '0', feePercent: '0' },
      },
    });
    for (const ok of [{ minimum: '0' }, { minimum: '999999.99' }, { feeFixed: '0.3' }, { feePercent: '100' }, { feePercent: ' 2.95 ' }])
      expect(one(methods(ok)), JSON.stringify(ok)).toEqual([]);
    expect(
      updateSettingsSchema.parse({ values: methods({ feeFixed: '0.3', feePercent: '2.5' }), version: VERSION }).values.payoutMethods,
    ).toEqual({
      bank_transfer: { minimum: null, feeFixed: '0.00', feePercent: '0.00' },
      paypal: { minimum: null, feeFixed: '0.30', feePercent: '2.50' },
      crypto: { minimum: '5.00', feeFixed: '0.00', feePercent: '0.00' },
    });
    for (const [terms, field, message] of [
      [{ minimum: '-1' }, 'minimum', 'PayPal minimum cannot be negative'],
      [{ minimum: '10.005' }, 'minimum', 'PayPal minimum has at most 2 decimals'],
      [{ minimum: '1,000' }, 'minimum', 'PayPal minimum must be a number like 10.00'],
      [{ minimum: '1000000' }, 'minimum', 'PayPal minimum must be at most 999999.99'],
      [{ feeFixed: '-0.30' }, 'feeFixed', 'PayPal fixed fee cannot be negative'],
      [{ feeFixed: '0.301' }, 'feeFixed', 'PayPal fixed fee has at most 2 decimals'],
      [{ feeFixed: '' }, 'feeFixed', 'PayPal fixed fee must be a number like 0.30'],
      [{ feePercent: '100.01' }, 'feePercent', 'PayPal fee percentage must be between 0 and 100'],
      [{ feePercent: '-1' }, 'feePercent', 'PayPal fee percentage must be between 0 and 100'],
      [{ feePercent: '2.555' }, 'feePercent', 'PayPal fee percentage has at most 2 decimals'],
      [{ feePercent: 'two' }, 'feePercent', 'PayPal fee percentage must be a number like 2.5'],
      [{ feePercent: 2.5 }, 'feePercent', 'PayPal fee percentage must be a number like 2.5'],
    ] as const)
      expect(one(methods(terms)), JSON.stringify(terms)).toEqual([[`values.payoutMethods.paypal.${field}`, message]]);
    expect(one({ payoutMethods: { paypal: { minimum: null, feeFixed: '0', feePercent: '0' } } })).toEqual([
      ['values.payoutMethods.bank_transfer', 'Bank Transfer: give its minimum, fixed fee and fee percentage'],
      ['values.payoutMethods.crypto', 'Crypto (USDC on Ethereum): give its minimum, fixed fee and fee percentage'],
    ]);
    for (const ok of ['1', '72', '2160']) expect(one({ ackWaitHours: ok }), ok).toEqual([]);
    for (const bad of ['1.5', '-3', 'x', '12345'])
      expect(one({ ackWaitHours: bad })[0], bad).toEqual(['values.ackWaitHours', 'Store answer wait must be a whole number of hours']);
    for (const bad of ['0', '2161'])
      expect(one({ ackWaitHours: bad }), bad).toEqual([
        ['values.ackWaitHours', 'Store answer wait must be between 1 and 2160 hours (90 days)'],
      ]);
    expect(one({ chatWidgetSrc: 'http://chat.example/widget.js' })).toEqual([
      ['values.chatWidgetSrc', 'Chat widget script must be an https:// address'],
    ]);
    expect(one({ chatWidgetSrc: `https://chat.example/${'w'.repeat(2000)}` })).not.toEqual([]);
    expect(one({ chatWidgetId: 'i'.repeat(201) })).toEqual([['values.chatWidgetId', 'Chat widget id is at most 200 characters']]);
    expect(one({ chatWidgetId: ' ' })).not.toEqual([]);
  });

  it('changes only what is sent, on the version shown or the first one', () => {
    expect(updateSettingsSchema.parse({ values: {}, version: INITIAL_SETTINGS_VERSION })).toEqual({ values: {}, version: 'initial' });
    expect(updateSettingsSchema.parse({ values: { supportPhone: null }, version: VERSION })).toEqual({
      values: { supportPhone: null },
      version: VERSION,
    });
    expect(updateSettingsSchema.safeParse({ values: {}, version: 'latest' }).success).toBe(false);
  });

  it('names each setting', () => {
    expect(SETTING_LABELS).toEqual({
      supportEmail: 'Support email',
      supportPhone: 'Support phone',
      featuredStores: 'Featured stores',
      moreStores: 'More stores',
      payoutMinimum: 'Payout minimum (USD)',
      payoutMethods: 'Payout methods',
      chatWidgetSrc: 'Chat widget script',
      chatWidgetId: 'Chat widget id',
      ackWaitHours: 'Store answer wait (hours)',
    });
    expect([SETTINGS_SAVED, DEFAULT_PAYOUT_MINIMUM, INITIAL_SETTINGS_VERSION]).toEqual(['Settings saved', '10.00', 'initial']);
  });
});

describe('console figures and analytics', () => {
  it('says growth over the period as a signed percentage, or new', () => {
    expect(GROWTH_PERIOD_DAYS).toBe(30);
    expect(growthPercent(150, 100)).toBe(50);
    expect(growthPercent(50, 100)).toBe(-50);
    expect(growthPercent(5, 0)).toBeNull();
    expect(growthLabel(12.345, 10)).toBe('+12.3%');
    expect(growthLabel(-12.35, 10)).toBe('-12.3%');
    expect(growthLabel(0, 10)).toBe('0%');
    expect(growthLabel(null, 3)).toBe('New');
    expect(growthLabel(null, 0)).toBe('0%');
  });

  it('takes the ranges of the analytics', () => {
    expect(ANALYTICS_RANGES).toEqual(['7d', '30d', '90d', '1y']);
    expect(ANALYTICS_RANGE_DAYS).toEqual({ '7d': 7, '30d': 30, '90d': 90, '1y': 365 });
    expect(ANALYTICS_RANGE_LABELS).toEqual({ '7d': 'Last 7 days', '30d': 'Last 30 days', '90d': 'Last 90 days', '1y': 'Last year' });
    expect(analyticsQuerySchema.parse({})).toEqual({ range: '30d' });
    expect(analyticsQuerySchema.parse({ range: '1y' })).toEqual({ range: '1y' });
    expect(issues(analyticsQuerySchema.safeParse({ range: '2y' }))).toEqual([['range', 'Range must be 7d, 30d, 90d or 1y']]);
  });

  it('quotes plan changes in USD unless INR is asked for', () => {
    expect(planChangesQuerySchema.parse({})).toEqual({ currency: 'USD' });
    expect(planChangesQuerySchema.parse({ currency: 'INR' })).toEqual({ currency: 'INR' });
    expect(issues(planChangesQuerySchema.safeParse({ currency: 'EUR' }))).toEqual([['currency', 'Currency must be INR or USD']]);
    expect(PRICE_CHANGED).toBe('The price of this change has moved on since it was shown. Please check the new amount and pay again.');
  });
});
