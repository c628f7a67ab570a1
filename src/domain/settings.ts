// A change of the console's Settings: only the fields sent change; null puts a field back to its
// default (the environment's value).
import { z } from 'zod';
import { versionParam } from './admin-list-schema.ts';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from './claim-texts.ts';
import { formatUnits, units } from './earnings-decimal.ts';
import type { PayoutMethodSetting } from './payout-fees.ts';
import { INITIAL_SETTINGS_VERSION } from './settings-keys.ts';

/**
 * A non-negative decimal with at most 2 places and 6 whole digits (up to `max`), written back with
 * 2 places ("0.3" is "0.30"), each problem in its own words naming the field.
 */
const decimal2 = (label: string, example: string, max?: { value: string; message: string }) =>
  z
    .string(`${label} must be a number like ${example}`)
    .trim()
    .superRefine((v, ctx) => {
      const problem = /^-\s*\d/.test(v)
        ? (max?.message ?? `${label} cannot be negative`)
        : !/^\d+(\.\d+)?$/.test(v)
          ? `${label} must be a number like ${example}`
          : /\.\d{3}/.test(v)
            ? `${label} has at most 2 decimals`
            : v.split('.')[0]!.replace(/^0+(?=\d)/, '').length > 6 || (max && units(v) > units(max.value))
              ? (max?.message ?? `${label} must be at most 999999.99`)
              : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((v) => formatUnits(units(v), 2));

/** One payout method's minimum (null: the payout minimum) and fee, named after the method. */
const methodSettingSchema = (method: PaymentMethod) => {
  const name = PAYMENT_METHOD_LABELS[method];
  return z.object(
    {
      minimum: decimal2(`${name} minimum`, '10.00').nullable().default(null),
      feeFixed: decimal2(`${name} fixed fee`, '0.30'),
      feePercent: decimal2(`${name} fee percentage`, '2.5', {
        value: '100',
        message: `${name} fee percentage must be between 0 and 100`,
      }),
    },
    `${name}: give its minimum, fixed fee and fee percentage`,
  );
};

/** Every method's terms, sent together (the form shows them together). */
export const payoutMethodsSchema = z.object(
  {
    bank_transfer: methodSettingSchema('bank_transfer'),
    paypal: methodSettingSchema('paypal'),
    crypto: methodSettingSchema('crypto'),
  } satisfies Record<PaymentMethod, z.ZodType<PayoutMethodSetting, unknown>>,
  'Payout methods: give every method its minimum and fee',
);

const names = (max: number, label: string) =>
  z
    .array(z.string().trim().min(1, `${label}: names cannot be empty`).max(60, `${label}: names are at most 60 characters`))
    .min(1, `${label}: give at least one name`)
    .max(max, `${label}: at most ${max} names`);

export const settingsValuesSchema = z.object({
  supportEmail: z.email('Support email must be an email address').nullable(),
  supportPhone: z.string().trim().min(3, 'Support phone is too short').max(40, 'Support phone is at most 40 characters').nullable(),
  featuredStores: names(24, 'Featured stores').nullable(),
  moreStores: names(60, 'More stores').nullable(),
  payoutMinimum: z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'Payout minimum must be an amount like 10.00')
    .refine((v) => Number(v) >= 1, 'Payout minimum must be at least 1.00')
    .nullable(),
  payoutMethods: payoutMethodsSchema.nullable(),
  chatWidgetSrc: z
    .url({ protocol: /^https$/, error: 'Chat widget script must be an https:// address' })
    .max(2000)
    .nullable(),
  chatWidgetId: z.string().trim().min(1).max(200, 'Chat widget id is at most 200 characters').nullable(),
  ackWaitHours: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, 'Store answer wait must be a whole number of hours')
    .refine((v) => Number(v) >= 1 && Number(v) <= 2160, 'Store answer wait must be between 1 and 2160 hours (90 days)')
    .nullable(),
});

export const updateSettingsSchema = z.object({
  values: settingsValuesSchema.partial(),
  version: z.union([versionParam, z.literal(INITIAL_SETTINGS_VERSION)]),
});
export type UpdateSettingsInput = z.infer<typeof updateSettingsSchema>;
