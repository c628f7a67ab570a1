// Uploaded audio and cover art: accepted types (recognised from the first bytes, never from the
// name alone) and the checks stores apply (DESIGN.md section 8).
export type UploadKind = 'audio' | 'cover';
export type SniffedType = 'wav' | 'flac' | 'mp3' | 'jpg' | 'png';

export const UPLOAD_TYPES: Record<UploadKind, { types: SniffedType[]; accept: string; label: string }> = {
  audio: { types: ['wav', 'flac', 'mp3'], accept: '.wav,.flac,.mp3,audio/wav,audio/flac,audio/mpeg', label: 'WAV, FLAC or MP3' },
  cover: { types: ['jpg', 'png'], accept: '.jpg,.jpeg,.png,image/jpeg,image/png', label: 'JPG or PNG' },
};

export const MIME_OF: Record<SniffedType, string> = {
  wav: 'audio/wav',
  flac: 'audio/flac',
  mp3: 'audio/mpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
};

const EXTENSIONS: Record<SniffedType, string[]> = {
  wav: ['wav', 'wave'],
  flac: ['flac'],
  mp3: ['mp3'],
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
};

/** How many leading bytes sniffType needs. */
export const SNIFF_BYTES = 12;

/** The type a file really is, from its first bytes; undefined when it is none we accept. */
export function sniffType(b: Uint8Array): SniffedType | undefined {
  const at = (i: number, ...bytes: number[]) => bytes.every((x, j) => b[i + j] === x);
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x41, 0x56, 0x45)) return 'wav'; // RIFF....WAVE
  if (at(0, 0x66, 0x4c, 0x61, 0x43)) return 'flac'; // fLaC
  if (at(0, 0x49, 0x44, 0x33)) return 'mp3'; // ID3 tag
  if (b[0] === 0xff && b[1] !== undefined && (b[1] & 0xe0) === 0xe0 && (b[1] & 0x06) !== 0) return 'mp3'; // MPEG frame sync, layer set
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  return undefined;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** A file whose name claims another type than its content is refused. */
export function nameMatchesType(name: string, type: SniffedType): boolean {
  return EXTENSIONS[type].includes(extensionOf(name));
}

export function notAcceptedMessage(kind: UploadKind): string {
  return `This file is not a ${UPLOAD_TYPES[kind].label} file. Please choose a ${UPLOAD_TYPES[kind].label} file.`;
}
export const NAME_MISMATCH = 'The file name does not match its content. Please upload the original file.';

export function tooLargeMessage(maxBytes: number): string {
  return `The file is too large. The limit is ${formatBytes(maxBytes)}.`;
}

export function formatBytes(n: number): string {
  // Stryker disable next-line Regex: toFixed(1) leaves one decimal, so ".0" can only end the string
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(1).replace(/\.0$/, '')} GB`;
  // Stryker disable next-line Regex: toFixed(1) leaves one decimal, so ".0" can only end the string
  if (n >= 1024 ** 2) return `${(n / 1024 ** 2).toFixed(1).replace(/\.0$/, '')} MB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KB`;
  return `${n} bytes`;
}

// The file DTO's types come from its schema (uploads-dto.ts, which the web takes types from only).
export type { AudioInfo, ImageInfo, UploadedFileDto } from './uploads-dto.ts';
import type { AudioInfo, ImageInfo } from './uploads-dto.ts';

/** One store rule a file breaks: what is wrong, how to fix it, and whether stores refuse it outright. */
export type FileCheck = { message: string; fix: string; blocking: boolean };

/** Store rules for audio: WAV or FLAC, 16 or 24-bit, 44.1 kHz or more, stereo. MP3 is accepted (SPEC section 9), with a warning. */
export function audioChecks(a: AudioInfo): FileCheck[] {
  const c: FileCheck[] = [];
  if (!a.lossless)
    c.push({
      message: 'Stores want lossless audio (WAV or FLAC); MP3 is accepted here but most stores will refuse it.',
      fix: 'Upload a WAV or FLAC export if you have one.',
      blocking: false,
    });
  if (a.sampleRate !== null && a.sampleRate < 44_100)
    c.push({
      message: `The sample rate is ${a.sampleRate / 1000} kHz; stores need 44.1 kHz or more.`,
      fix: 'Export the audio again at 44.1 kHz or more and upload it.',
      blocking: true,
    });
  if (a.lossless && a.bitDepth !== null && a.bitDepth !== 16 && a.bitDepth !== 24)
    c.push({
      message: `The bit depth is ${a.bitDepth}-bit; stores need 16 or 24-bit.`,
      fix: 'Export the audio again as 16 or 24-bit and upload it.',
      blocking: true,
    });
  if (a.channels !== null && a.channels !== 2)
    c.push({
      message: `The audio has ${a.channels} channel${a.channels === 1 ? '' : 's'}; stores need stereo (2 channels).`,
      fix: 'Export the audio again in stereo and upload it.',
      blocking: true,
    });
  if (a.durationSeconds !== null && a.durationSeconds < 1)
    c.push({ message: 'The audio is shorter than one second.', fix: 'Upload the whole track.', blocking: true });
  return c;
}

export function audioWarnings(a: AudioInfo): string[] {
  return audioChecks(a).map((c) => c.message);
}

export const MIN_COVER_SIZE = 3000;

/** Store rules for cover art: square, at least 3000 x 3000, RGB. Stores refuse anything else. */
export function imageChecks(i: ImageInfo): FileCheck[] {
  const c: FileCheck[] = [];
  if (i.width !== i.height)
    c.push({
      message: `The image is ${i.width} x ${i.height}; cover art must be square.`,
      fix: 'Crop it to a square and upload it again.',
      blocking: true,
    });
  if (Math.min(i.width, i.height) < MIN_COVER_SIZE)
    c.push({
      message: `The image is ${i.width} x ${i.height}; stores need at least ${MIN_COVER_SIZE} x ${MIN_COVER_SIZE}.`,
      fix: `Upload a version of at least ${MIN_COVER_SIZE} x ${MIN_COVER_SIZE} pixels.`,
      blocking: true,
    });
  if (i.colourMode !== 'rgb')
    c.push({
      message: `The image uses the ${i.colourMode.toUpperCase()} colour mode; stores need RGB.`,
      fix: 'Save it as an RGB JPG or PNG and upload it again.',
      blocking: true,
    });
  return c;
}

export function imageWarnings(i: ImageInfo): string[] {
  return imageChecks(i).map((c) => c.message);
}

export function formatDuration(seconds: number | null): string {
  if (seconds === null) return 'unknown';
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export const UNREADABLE_AUDIO =
  'We could not read this audio file: its format, sample rate or length is missing or cut short. Please export it again as WAV, FLAC or MP3 and upload it.';

/**
 * Whether a WAV file's data chunk, as its header declares it, lies within the file: false for a
 * header followed by something else (or a file cut short), true when it fits, undefined when the
 * data chunk starts beyond `head` (the first bytes of the file).
 */
export function wavDataFits(head: Uint8Array, size: number): boolean | undefined {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const id = (at: number) => String.fromCharCode(head[at]!, head[at + 1]!, head[at + 2]!, head[at + 3]!);
  let at = 12; // after RIFF, its size, WAVE
  let sawFormat = false;
  while (at + 8 <= head.length) {
    const chunk = id(at);
    const length = view.getUint32(at + 4, true);
    if (chunk === 'fmt ') sawFormat = true;
    if (chunk === 'data') return sawFormat && length > 0 && at + 8 + length <= size;
    at += 8 + length + (length % 2);
  }
  return at >= size ? false : undefined;
}

/** Audio that can be delivered has a codec, a sample rate, channels and a length, all read from the file. */
export function isReadableAudio(a: AudioInfo, wav?: { head: Uint8Array; size: number }): boolean {
  if (!a.codec || !a.sampleRate || !a.channels || !a.durationSeconds || a.durationSeconds <= 0) return false;
  return wav ? wavDataFits(wav.head, wav.size) !== false : true;
}
