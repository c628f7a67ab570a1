// The fixed words of our messages, as DDEX's allowed-value sets spell them, and the small
// formatters the builder and the checks share.
import type { LANGUAGES, RELEASE_TYPES } from '../../../../domain/releases-options.ts';

export const ERN_NAMESPACE = 'http://ddex.net/xml/ern/43';
export const MANIFEST_NAMESPACE = 'http://ddex.net/xml/ern-c-sftp/18';
/** The version of allowed-value-sets.xsd both schemas import. */
export const AVS_VERSION = '3';
export const MANIFEST_VERSION = 'ern-c-sftp/18';

export const RELEASE_TYPE: Record<(typeof RELEASE_TYPES)[number], string> = { single: 'Single', ep: 'EP', album: 'Album' };

/**
 * The release's language as an IETF BCP 47 / ISO 639 code: the message's LanguageAndScriptCode (the
 * language of its titles and names) and the recordings' LanguageOfPerformance. "Other" is a
 * language we cannot name: `und` (undetermined) for the metadata, and no language of performance.
 */
export const LANGUAGE_CODE: Record<(typeof LANGUAGES)[number], string | null> = {
  English: 'en',
  Spanish: 'es',
  French: 'fr',
  German: 'de',
  Italian: 'it',
  Portuguese: 'pt',
  Japanese: 'ja',
  Korean: 'ko',
  Chinese: 'zh',
  Hindi: 'hi',
  Arabic: 'ar',
  Russian: 'ru',
  Other: null,
};

/** The code of a release's language; null when it has none (Other, or a value no longer listed). */
export function languageCode(language: string): string | null {
  return (LANGUAGE_CODE as Record<string, string | null>)[language] ?? null;
}

/** AudioCodecType (allowed-value set) of a stored audio file: from the codec read at upload, else from its type. */
export function audioCodecType(codec: string | null, mimeType: string): string | null {
  const c = (codec ?? '').toUpperCase();
  if (c.startsWith('PCM')) return 'PCM';
  if (c === 'FLAC') return 'FLAC';
  if (c.includes('LAYER 3') || c === 'MP3') return 'MP3';
  return ({ 'audio/wav': 'PCM', 'audio/flac': 'FLAC', 'audio/mpeg': 'MP3' } as Record<string, string>)[mimeType] ?? null;
}

/** ImageCodecType (allowed-value set) of a stored image. */
export function imageCodecType(mimeType: string): string | null {
  return ({ 'image/jpeg': 'JPEG', 'image/png': 'PNG' } as Record<string, string>)[mimeType] ?? null;
}

/**
 * `File/FileSize`, which ERN 4.3 defines as "the size of the File in kilobytes" (xs:decimal): the
 * bytes in kilobytes of 1000 bytes (SI), exact to the byte, e.g. 1234567 bytes -> `1234.567`.
 */
export function kilobytes(bytes: number): string {
  const whole = Math.floor(bytes / 1000);
  const rest = bytes % 1000;
  return rest ? `${whole}.${String(rest).padStart(3, '0').replace(/0+$/, '')}` : String(whole);
}

/** An xs:duration from seconds, to the millisecond: `PT29.6S`, `PT3M20S`, `PT1H0M5.25S`. */
export function isoDuration(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const sMs = ms % 60_000;
  const s = `${Math.floor(sMs / 1000)}${
    sMs % 1000
      ? `.${String(sMs % 1000)
          .padStart(3, '0')
          .replace(/0+$/, '')}`
      : ''
  }`;
  return `PT${h ? `${h}H` : ''}${h || m ? `${m}M` : ''}${s}S`;
}

/** A street date as a local date-time (no zone: each territory's own midnight), as deal periods use it. */
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
