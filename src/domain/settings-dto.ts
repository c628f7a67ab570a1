// The console's Settings (issue: stored in the database, used at once): support contacts, the
// store names on /stores, the payout minimum and each payout method's minimum and fee, the chat
// widget. The environment's values are the defaults; a value set here wins until it is reset.
import type { PayoutMethodsSetting } from './payout-fees.ts';

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

export type SettingsValues = {
  supportEmail: string;
  supportPhone: string;
  /** The platforms shown as cards on /stores. */
  featuredStores: string[];
  /** The names listed under them. */
  moreStores: string[];
  /** The smallest payout a claim may ask for, a decimal string in USD. */
  payoutMinimum: string;
  /** Each payout method's own minimum (null: the payout minimum) and fee (payout-fees.ts). */
  payoutMethods: PayoutMethodsSetting;
  chatWidgetSrc: string | null;
  chatWidgetId: string | null;
  /** How long a delivery may wait for the store's next answer before the console lists it, whole hours as a string. */
  ackWaitHours: string;
};

export type SettingsDto = {
  values: SettingsValues;
  defaults: SettingsValues;
  /** The keys set in the console (the others are the defaults). */
  overridden: SettingKey[];
  /** Give it back with a change; "initial" before anything was ever saved. */
  version: string;
  updatedAt: string | null;
  updatedBy: string | null;
};

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
