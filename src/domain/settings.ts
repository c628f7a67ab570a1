// A change of the console's Settings: only the fields sent change; null puts a field back to its
// default (the environment's value).
import { z } from 'zod';
import { versionParam } from './admin-list-schema.ts';
import { INITIAL_SETTINGS_VERSION } from './settings-dto.ts';

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
