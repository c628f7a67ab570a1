// The console's Settings (issue: stored in the database, used at once): support contacts, the
// store names on /stores, the payout minimum and each payout method's minimum and fee, the chat
// widget, the store answer wait. The environment's values are the defaults; a value set here wins
// until it is reset. What the API answers is in settings-dto.ts.

export const SETTING_KEYS = [
  'supportEmail',
  'supportPhone',
  'featuredStores',
  'moreStores',
  'payoutMinimum',
  'payoutMethods',
  'chatWidgetSrc',
  'chatWidgetId',
  'ackWaitHours',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export const SETTING_LABELS: Record<SettingKey, string> = {
  supportEmail: 'Support email',
  supportPhone: 'Support phone',
  featuredStores: 'Featured stores',
  moreStores: 'More stores',
  payoutMinimum: 'Payout minimum (USD)',
  payoutMethods: 'Payout methods',
  chatWidgetSrc: 'Chat widget script',
  chatWidgetId: 'Chat widget id',
  ackWaitHours: 'Store answer wait (hours)',
};

export const SETTINGS_SAVED = 'Settings saved';
export const DEFAULT_PAYOUT_MINIMUM = '10.00';
export const INITIAL_SETTINGS_VERSION = 'initial';
