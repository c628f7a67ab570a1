// The settings in force: the environment's values, overridden by those saved in the console.
// Each process keeps them in memory and reloads them when any instance announces a change (the
// 'settings' topic) or its live connection comes back (it may have missed one), so a change is
// used at once everywhere without a query per request.
import type { SettingsValues } from '../../../domain/settings-dto.ts';
import { DEFAULT_PAYOUT_MINIMUM, SETTING_KEYS, type SettingKey } from '../../../domain/settings-keys.ts';
import { DEFAULT_ACK_WAIT_HOURS } from '../../../domain/delivery-timeline.ts';
import type { PaymentMethod } from '../../../domain/claim-texts.ts';
import type { PayoutMethodTermsDto } from '../../../domain/claims-dto.ts';
import { DEFAULT_PAYOUT_METHODS, lowestMinimum, methodTerms, type PayoutMethodsSetting } from '../../../domain/payout-fees.ts';
import { FEATURED_STORES, MORE_STORES } from '../../../domain/stores.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { appSettings } from '../../db/schema-settings.ts';
import type { Deps } from '../../deps.ts';
import type { Env } from '../../env.ts';

export function settingsDefaults(env: Env): SettingsValues {
  return {
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE,
    featuredStores: FEATURED_STORES.map((s) => s.name),
    moreStores: [...MORE_STORES],
    payoutMinimum: DEFAULT_PAYOUT_MINIMUM,
    payoutMethods: DEFAULT_PAYOUT_METHODS,
    chatWidgetSrc: env.CHAT_WIDGET_SRC ?? null,
    chatWidgetId: env.CHAT_WIDGET_ID ?? null,
    ackWaitHours: DEFAULT_ACK_WAIT_HOURS,
  };
}

/** The overrides a row holds, keeping only known keys (a method added since the payout methods were saved has the default terms). */
export function overridesOf(raw: unknown): Partial<SettingsValues> {
  const out: Partial<Record<SettingKey, unknown>> = {};
  if (raw && typeof raw === 'object') for (const k of SETTING_KEYS) if (k in raw) out[k] = (raw as Record<string, unknown>)[k];
  if (out.payoutMethods) out.payoutMethods = { ...DEFAULT_PAYOUT_METHODS, ...(out.payoutMethods as Partial<PayoutMethodsSetting>) };
  return out as Partial<SettingsValues>;
}

export async function loadOverrides(db: DbOrTx): Promise<Partial<SettingsValues>> {
  const [row] = await db.select({ values: appSettings.values }).from(appSettings);
  return overridesOf(row?.values);
}

/** What reading the settings needs. */
export type SettingsDeps = Pick<Deps, 'db' | 'pool' | 'env' | 'realtime' | 'log'>;

/** One cache per set of defaults (each process has one; tests build apps over other settings). */
type Cache = { current?: Promise<SettingsValues> };
const caches = new WeakMap<object, Cache>();

/** The settings in force now (one query after each change, none otherwise). */
export function currentSettings(deps: SettingsDeps): Promise<SettingsValues> {
  let cache = caches.get(deps.env);
  if (!cache) {
    const c: Cache = {};
    cache = c;
    caches.set(deps.env, c);
    deps.realtime.subscribe({
      onEvent: (e) => {
        if (e.topic === 'settings' || e.topic === 'resync') c.current = undefined;
      },
    });
  }
  const c = cache;
  c.current ??= loadOverrides(deps.db).then(
    (o) => Object.freeze({ ...settingsDefaults(deps.env), ...o }),
    (err: unknown) => {
      // The database is unreachable: pages keep being served with the environment's values,
      // and the settings are read again a few seconds later.
      deps.log.warn({ err }, 'settings could not be read; using the environment defaults for now');
      setTimeout(() => {
        if (c.current === fallback) c.current = undefined;
      }, 5_000).unref();
      return Object.freeze(settingsDefaults(deps.env));
    },
  );
  const fallback = c.current;
  return c.current;
}

/** Forget the settings of this process (after its own change, before the notification arrives). */
export function forgetSettings(deps: SettingsDeps): void {
  const c = caches.get(deps.env);
  if (c) c.current = undefined;
}

/** The environment with the console's values in force: what pages, CSP and mails are built from. */
export async function effectiveEnv(deps: SettingsDeps): Promise<{ env: Env; settings: SettingsValues }> {
  const settings = await currentSettings(deps);
  const key = settings as object;
  let env = envs.get(key);
  if (!env) {
    env = {
      ...deps.env,
      SUPPORT_EMAIL: settings.supportEmail,
      SUPPORT_PHONE: settings.supportPhone,
      CHAT_WIDGET_SRC: settings.chatWidgetSrc ?? undefined,
      CHAT_WIDGET_ID: settings.chatWidgetId ?? undefined,
    };
    envs.set(key, env);
  }
  return { env, settings };
}
const envs = new WeakMap<object, Env>();

/** For the payouts: each method's minimum (its own, or the payout minimum) and fee, in force now. */
export async function payoutMethodTerms(deps: SettingsDeps): Promise<Record<PaymentMethod, PayoutMethodTermsDto>> {
  const s = await currentSettings(deps);
  return methodTerms(s.payoutMinimum, s.payoutMethods);
}

/** For the payouts: the smallest amount a claim may ask for (by the method with the lowest minimum). */
export async function payoutMinimum(deps: SettingsDeps): Promise<string> {
  return lowestMinimum(await payoutMethodTerms(deps));
}
