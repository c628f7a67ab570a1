// Release and recording codes. A UPC/EAN-13 (the ICPN DDEX names) ends in a GS1 check digit; an
// ISRC (ISO 3901) is CC-XXX-YY-NNNNN: country, registrant, year of reference, designation. We
// store both without separators, ISRCs upper case. UPC-A (12 digits) is EAN-13 with a leading 0.
import { COUNTRY_CODES } from './territories.ts';

export const IDENTIFIER_MESSAGES = {
  upcFormat: 'A UPC has 12 or 13 digits',
  upcCheck: 'This UPC has a wrong check digit',
  isrcFormat: 'An ISRC looks like CC-XXX-YY-NNNNN',
  isrcCountry: 'This ISRC starts with an unknown country code',
  upcTaken: 'This UPC is already used by another release',
  isrcTaken: 'This ISRC is already used by another track',
  isrcRepeated: 'Each track needs its own ISRC',
  icpnFormat: 'An ICPN is a GTIN of 8, 12, 13 or 14 digits',
} as const;

/** The GS1 check digit of the digits before it (weights 3,1,3,... from the right). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** Digits only, spaces and hyphens dropped. */
export function normaliseUpc(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The reason a UPC/EAN cannot be used, or null. Takes 12 (UPC-A) or 13 (EAN-13) digits. */
export function upcProblem(input: string): string | null {
  const code = normaliseUpc(input);
  if (!/^\d{12,13}$/.test(code)) return IDENTIFIER_MESSAGES.upcFormat;
  return gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1)) ? null : IDENTIFIER_MESSAGES.upcCheck;
}

/**
 * The reason an ICPN a message names cannot be read, or null. DDEX's ICPN is any GS1 product code
 * (GTIN-8, UPC-A, EAN-13 or GTIN-14, as DDEX's own samples send), each ending in its check digit.
 * We assign and accept only UPC-A and EAN-13 (upcProblem); this reads messages, ours and DDEX's.
 */
export function icpnProblem(code: string): string | null {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return IDENTIFIER_MESSAGES.icpnFormat;
  return gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1)) ? null : IDENTIFIER_MESSAGES.upcCheck;
}

/** A valid code as its EAN-13 form (the ICPN sent to stores). */
export function toEan13(upc: string): string {
  const code = normaliseUpc(upc);
  return code.length === 12 ? `0${code}` : code;
}

/** A full EAN-13 from its first twelve digits. */
export function withCheckDigit(body12: string): string {
  return `${body12}${gs1CheckDigit(body12)}`;
}

/** Upper case, separators dropped. */
export function normaliseIsrc(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

const ISRC = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;
const KNOWN = new Set(COUNTRY_CODES);
// Prefixes the ISRC agency allots besides ISO country codes (QM, QT, QZ: United States; ZZ: international).
const ISRC_EXTRA_PREFIXES = new Set(['QM', 'QT', 'QZ', 'ZZ']);

/** The reason an ISRC cannot be used, or null. ISRCs carry no check digit; the format and country are checked. */
export function isrcProblem(input: string): string | null {
  const code = normaliseIsrc(input);
  if (!ISRC.test(code)) return IDENTIFIER_MESSAGES.isrcFormat;
  const country = code.slice(0, 2);
  return KNOWN.has(country) || ISRC_EXTRA_PREFIXES.has(country) ? null : IDENTIFIER_MESSAGES.isrcCountry;
}

/** `CC-XXX-YY-NNNNN`, for people to read. */
export function formatIsrc(code: string): string {
  const c = normaliseIsrc(code);
  return `${c.slice(0, 2)}-${c.slice(2, 5)}-${c.slice(5, 7)}-${c.slice(7)}`;
}

/** An ISRC from a registrant (`CCXXX`), a two-digit year and a designation number. */
export function makeIsrc(registrant: string, year: number, designation: number): string {
  return `${registrant.toUpperCase()}${String(year % 100).padStart(2, '0')}${String(designation).padStart(5, '0')}`;
}
