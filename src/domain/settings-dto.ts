// What the console's Settings answer with: the values in force, the defaults, which were set here,
// and the version to give back with a change. The schemas are the server's answer contract; the
// web takes only their types.
import { z } from 'zod';
import type { PaymentMethod } from './claim-texts.ts';
import { SETTING_KEYS } from './settings-keys.ts';

/** One payout method's own minimum (null: the payout minimum) and fee, decimal strings. */
const payoutMethodSettingDto = z.object({ minimum: z.string().nullable(), feeFixed: z.string(), feePercent: z.string() });

export const settingsValuesDto = z.object({
  supportEmail: z.string(),
  supportPhone: z.string(),
  /** The platforms shown as cards on /stores. */
  featuredStores: z.array(z.string()),
  /** The names listed under them. */
  moreStores: z.array(z.string()),
  /** The smallest payout a claim may ask for, a decimal string in USD. */
  payoutMinimum: z.string(),
  /** Each payout method's own minimum (null: the payout minimum) and fee (payout-fees.ts). */
  payoutMethods: z.object({
    bank_transfer: payoutMethodSettingDto,
    paypal: payoutMethodSettingDto,
    crypto: payoutMethodSettingDto,
  } satisfies Record<PaymentMethod, typeof payoutMethodSettingDto>),
  chatWidgetSrc: z.string().nullable(),
  chatWidgetId: z.string().nullable(),
  /** How long a delivery may wait for the store's next answer before the console lists it, whole hours as a string. */
  ackWaitHours: z.string(),
});
export type SettingsValues = z.infer<typeof settingsValuesDto>;

export const settingsDto = z.object({
  values: settingsValuesDto,
  defaults: settingsValuesDto,
  /** The keys set in the console (the others are the defaults). */
  overridden: z.array(z.enum(SETTING_KEYS)),
  /** Give it back with a change; "initial" before anything was ever saved. */
  version: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type SettingsDto = z.infer<typeof settingsDto>;
