import { expect, it } from 'vitest';
import {
  APP_SHELL_FILE,
  configPlaceholder,
  placeholderConfig,
  PRERENDERED_ATTRIBUTE,
  PUBLIC_CONFIG_ELEMENT_ID,
  PUBLIC_CONFIG_TEXT_FIELDS,
  PUBLIC_URL_PLACEHOLDER,
  telHref,
} from './public-config.ts';

it('renders pages with a placeholder for every public text setting', () => {
  expect(PUBLIC_CONFIG_TEXT_FIELDS).toEqual(['supportEmail', 'supportPhone', 'supportPhoneHref', 'careersEmail', 'signupUrl']);
  expect(configPlaceholder('supportEmail')).toBe('__TUNELANE_CFG_supportEmail__');
  expect(placeholderConfig()).toMatchObject({
    brand: 'Tunelane',
    googleEnabled: false,
    supportEmail: '__TUNELANE_CFG_supportEmail__',
    supportPhone: '__TUNELANE_CFG_supportPhone__',
    supportPhoneHref: '__TUNELANE_CFG_supportPhoneHref__',
    careersEmail: '__TUNELANE_CFG_careersEmail__',
    signupUrl: '__TUNELANE_CFG_signupUrl__',
    chat: null,
    payments: 'razorpay',
  });
  for (const field of PUBLIC_CONFIG_TEXT_FIELDS) expect(configPlaceholder(field)).toMatch(/^\w+$/);
  expect(PUBLIC_URL_PLACEHOLDER).toBe('__TUNELANE_PUBLIC_URL__');
  expect(PUBLIC_CONFIG_ELEMENT_ID).toBe('public-config');
  expect(PRERENDERED_ATTRIBUTE).toBe('data-prerendered');
  expect(APP_SHELL_FILE).toBe('app-shell.html');
});

it('turns a phone number into a tel: target', () => {
  expect(telHref('+91 11 4000 1234')).toBe('+911140001234');
  expect(telHref('(555) 010-9999')).toBe('5550109999');
});
