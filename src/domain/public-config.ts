// The public settings that pre-rendered pages show (support email, phone, ...). Pages are
// rendered at build time with a placeholder for each; the server fills in the configured values
// when it serves them, and embeds the same settings for the client to hydrate with.
import type { PublicConfigDto } from './public-config-dto.ts';

export const PUBLIC_CONFIG_TEXT_FIELDS = ['supportEmail', 'supportPhone', 'supportPhoneHref', 'careersEmail', 'signupUrl'] as const;
export type PublicConfigTextField = (typeof PUBLIC_CONFIG_TEXT_FIELDS)[number];

/** The placeholder for one field: letters, digits and underscores only, so it survives HTML escaping. */
export const configPlaceholder = (field: PublicConfigTextField) => `__TUNELANE_CFG_${field}__`;

/** The placeholder standing for PUBLIC_URL in canonical and Open Graph links. */
export const PUBLIC_URL_PLACEHOLDER = '__TUNELANE_PUBLIC_URL__';

/** The id of the <script type="application/json"> element carrying the settings. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';

/** The settings the build renders pages with: every text field is its placeholder. */
export function placeholderConfig(): PublicConfigDto {
  return {
    brand: 'Tunelane',
    googleEnabled: false,
    supportEmail: configPlaceholder('supportEmail'),
    supportPhone: configPlaceholder('supportPhone'),
    supportPhoneHref: configPlaceholder('supportPhoneHref'),
    careersEmail: configPlaceholder('careersEmail'),
    signupUrl: configPlaceholder('signupUrl'),
    chat: null,
    payments: 'razorpay', // the notices are in every page; <html data-payments> shows one (mount-web.ts)
  };
}

/** "+91 11 4000 1234" -> "+911140001234" */
export function telHref(phone: string): string {
  return phone.replace(/[^+\d]/g, '');
}

/** The build marks every pre-rendered page with this attribute on <html>. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The app shell (no page content) that the build keeps beside the pre-rendered index.html. */
export const APP_SHELL_FILE = 'app-shell.html';
