import type { PublicConfigDto, StoreNames } from '../../../domain/public-config-dto.ts';
import { telHref } from '../../../domain/public-config.ts';
import type { Env } from '../../env.ts';
import { paymentsMode } from '../payments/gateway.ts';

/** The settings the web app may know: GET /api/config, and embedded in every served page. */
/** `stores`: the names an admin set for /stores (Settings), when they differ from the defaults. */
export function publicConfig(env: Env, stores?: StoreNames): PublicConfigDto {
  return {
    brand: env.BRAND_NAME,
    googleEnabled: !!env.GOOGLE_CLIENT_ID,
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE,
    supportPhoneHref: telHref(env.SUPPORT_PHONE),
    careersEmail: env.CAREERS_EMAIL,
    signupUrl: env.SIGNUP_URL,
    chat: env.CHAT_WIDGET_SRC ? { src: env.CHAT_WIDGET_SRC, widgetId: env.CHAT_WIDGET_ID ?? null } : null,
    payments: paymentsMode(env),
    ...(stores ? { stores } : {}),
  };
}

/** What the Content-Security-Policy must allow for the configured chat widget: its origin only. */
export function chatWidgetCsp(env: Env): {
  scriptSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
  imgSrc: string[];
  styleSrc: string[];
} {
  if (!env.CHAT_WIDGET_SRC) return { scriptSrc: [], connectSrc: [], frameSrc: [], imgSrc: [], styleSrc: [] };
  const origin = new URL(env.CHAT_WIDGET_SRC).origin;
  const socket = origin.replace(/^https:/, 'wss:');
  return { scriptSrc: [origin], connectSrc: [origin, socket], frameSrc: [origin], imgSrc: [origin], styleSrc: [origin] };
}
