// The fixed words of our messages, as DDEX's allowed-value sets spell them, and the small
// formatters the builder and the checks share.
import type { RELEASE_TYPES } from '../../../../domain/releases-options.ts';

export const ERN_NAMESPACE = 'http://ddex.net/xml/ern/43';
export const MANIFEST_NAMESPACE = 'http://ddex.net/xml/ern-c-sftp/18';
/** The version of allowed-value-sets.xsd both schemas import. */
export const AVS_VERSION = '3';
export const MANIFEST_VERSION = 'ern-c-sftp/18';

export const DPID = /^PADPIDA[a-zA-Z0-9]+$/;

export const RELEASE_TYPE: Record<(typeof RELEASE_TYPES)[number], string> = { single: 'Single', ep: 'EP', album: 'Album' };

/** `PT3M20S` from seconds (rounded; at least one second). */
export function isoDuration(seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s % 60 || (!h && !m) ? `${s % 60}S` : ''}`;
}

/** A street date as a local date-time, valid in each territory at its own midnight. */
export function localMidnight(date: string): string {
  return `${date}T00:00:00`;
}

/** A moment as an xs:dateTime in UTC without milliseconds. */
export function utcDateTime(d: Date): string {
  return `${d.toISOString().slice(0, 19)}Z`;
}

/** Characters XML 1.0 cannot carry (control characters other than tab and line ends) are dropped. */
export function xmlText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').trim();
}
