// Uploaded files: the type comes from whole signatures in the first bytes (never one byte, never
// the name), names must agree with the content, and the store warnings at their boundaries.
import { describe, expect, it } from 'vitest';
import {
  audioWarnings,
  extensionOf,
  formatBytes,
  formatDuration,
  imageWarnings,
  MIME_OF,
  MIN_COVER_SIZE,
  NAME_MISMATCH,
  nameMatchesType,
  notAcceptedMessage,
  SNIFF_BYTES,
  sniffType,
  tooLargeMessage,
  UPLOAD_TYPES,
  type AudioInfo,
  type ImageInfo,
} from './uploads.ts';

/** The first bytes of a file: the given ones, then zeros up to SNIFF_BYTES. */
const head = (...bytes: number[]) => Uint8Array.from([...bytes, ...new Array(Math.max(0, SNIFF_BYTES - bytes.length)).fill(0)]);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const WAV = [...ascii('RIFF'), 0x24, 0x08, 0, 0, ...ascii('WAVE')];
const FLAC = ascii('fLaC');
const ID3 = ascii('ID3');
const MPEG_FRAME = [0xff, 0xfb, 0x90, 0x64]; // MPEG-1 Layer III frame header
const JPG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('sniffType', () => {
  it('knows the five accepted types by their signatures', () => {
    expect(sniffType(head(...WAV))).toBe('wav');
    expect(sniffType(head(...FLAC))).toBe('flac');
    expect(sniffType(head(...ID3))).toBe('mp3');
    expect(sniffType(head(...MPEG_FRAME))).toBe('mp3');
    expect(sniffType(head(0xff, 0xf3))).toBe('mp3'); // MPEG-2 Layer III
    expect(sniffType(head(0xff, 0xfd))).toBe('mp3'); // MPEG-1 Layer II
    expect(sniffType(head(...JPG))).toBe('jpg');
    expect(sniffType(head(...PNG))).toBe('png');
  });

  it('needs 12 bytes to tell WAV (RIFF....WAVE)', () => {
    expect(SNIFF_BYTES).toBe(12);
  });

  it('matches whole signatures: one wrong byte anywhere in one is not that type', () => {
    const signatures: [string, number[], number[]][] = [
      ['wav RIFF', WAV, [0, 1, 2, 3]],
      ['wav WAVE', WAV, [8, 9, 10, 11]],
      ['flac', FLAC, [0, 1, 2, 3]],
      ['id3', ID3, [0, 1, 2]],
      ['png', PNG, [0, 1, 2, 3, 4, 5, 6, 7]],
      ['jpg', JPG, [2]],
    ];
    for (const [name, sig, positions] of signatures) {
      for (const at of positions) {
        const bytes = [...sig];
        bytes[at] = bytes[at]! ^ 0x20;
        expect(sniffType(head(...bytes)), `${name}, byte ${at}`).toBeUndefined();
      }
    }
  });

  it('takes RIFF files that are not WAVE (AVI) for nothing', () => {
    expect(sniffType(head(...ascii('RIFF'), 0, 0, 0, 0, ...ascii('AVI ')))).toBeUndefined();
  });

  it('takes an MPEG frame sync only with its 11 sync bits and a layer', () => {
    expect(sniffType(head(0xff, 0xe2))).toBe('mp3'); // all 11 sync bits, layer set
    expect(sniffType(head(0xff, 0xc2))).toBeUndefined(); // 10 sync bits
    expect(sniffType(head(0xff, 0x7a))).toBeUndefined(); // bit 7 missing
    expect(sniffType(head(0xff, 0xf0))).toBeUndefined(); // layer bits 00: reserved
    expect(sniffType(head(0xff, 0xf1))).toBeUndefined();
    expect(sniffType(head(0xfe, 0xfb))).toBeUndefined(); // not 0xFF first
    expect(sniffType(Uint8Array.from([0xff]))).toBeUndefined(); // nothing after the first byte
    expect(sniffType(head(0xff, 0xe4))).toBe('mp3'); // layer bits 10
  });

  it('refuses text, zeros and an empty file', () => {
    expect(sniffType(head(...ascii('hello world!')))).toBeUndefined();
    expect(sniffType(head())).toBeUndefined();
    expect(sniffType(new Uint8Array(0))).toBeUndefined();
    expect(sniffType(head(...ascii('%PDF-1.7')))).toBeUndefined();
  });
});

describe('names and types', () => {
  it('reads the extension after the last dot, lower-cased', () => {
    expect(extensionOf('Night Drive.final.WAV')).toBe('wav');
    expect(extensionOf('cover')).toBe('');
    expect(extensionOf('.png')).toBe('png');
    expect(extensionOf('song.')).toBe('');
  });

  it('accepts the usual extensions of each type and refuses others', () => {
    const ok: [string, Parameters<typeof nameMatchesType>[1]][] = [
      ['a.wav', 'wav'],
      ['a.WAVE', 'wav'],
      ['a.flac', 'flac'],
      ['a.mp3', 'mp3'],
      ['a.jpg', 'jpg'],
      ['a.JPEG', 'jpg'],
      ['a.png', 'png'],
    ];
    for (const [name, type] of ok) expect(nameMatchesType(name, type), name).toBe(true);
    const bad: [string, Parameters<typeof nameMatchesType>[1]][] = [
      ['a.mp3', 'wav'],
      ['a.wav', 'flac'],
      ['a.flac', 'mp3'],
      ['a.png', 'jpg'],
      ['a.jpg', 'png'],
      ['wav', 'wav'],
      ['a.wav.txt', 'wav'],
    ];
    for (const [name, type] of bad) expect(nameMatchesType(name, type), name).toBe(false);
  });

  it('accepts audio and cover types per kind, with their MIME types', () => {
    expect(UPLOAD_TYPES.audio).toEqual({
      types: ['wav', 'flac', 'mp3'],
      accept: '.wav,.flac,.mp3,audio/wav,audio/flac,audio/mpeg',
      label: 'WAV, FLAC or MP3',
    });
    expect(UPLOAD_TYPES.cover).toEqual({ types: ['jpg', 'png'], accept: '.jpg,.jpeg,.png,image/jpeg,image/png', label: 'JPG or PNG' });
    expect(MIME_OF).toEqual({ wav: 'audio/wav', flac: 'audio/flac', mp3: 'audio/mpeg', jpg: 'image/jpeg', png: 'image/png' });
  });

  it('says what was wrong in words the artist can act on', () => {
    expect(notAcceptedMessage('audio')).toBe('This file is not a WAV, FLAC or MP3 file. Please choose a WAV, FLAC or MP3 file.');
    expect(notAcceptedMessage('cover')).toBe('This file is not a JPG or PNG file. Please choose a JPG or PNG file.');
    expect(NAME_MISMATCH).toBe('The file name does not match its content. Please upload the original file.');
    expect(tooLargeMessage(2 * 1024 ** 3)).toBe('The file is too large. The limit is 2 GB.');
  });
});

describe('formatBytes and formatDuration', () => {
  it.each([
    [0, '0 bytes'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1536, '2 KB'],
    [1024 ** 2 - 1, '1024 KB'],
    [1024 ** 2, '1 MB'],
    [25 * 1024 ** 2, '25 MB'],
    [1.5 * 1024 ** 2, '1.5 MB'],
    [1024 ** 3 - 1, '1024 MB'],
    [1024 ** 3, '1 GB'],
    [2.25 * 1024 ** 3, '2.3 GB'],
    [10 * 1024 ** 3, '10 GB'],
  ])('%i bytes is %s', (n, shown) => {
    expect(formatBytes(n)).toBe(shown);
  });

  it('shows minutes and zero-padded seconds, rounded', () => {
    expect(formatDuration(null)).toBe('unknown');
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5.4)).toBe('0:05');
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(185)).toBe('3:05');
    expect(formatDuration(6084)).toBe('101:24');
  });
});

describe('store warnings for audio', () => {
  const good: AudioInfo = {
    container: 'WAVE',
    codec: 'PCM',
    durationSeconds: 180,
    sampleRate: 44_100,
    bitDepth: 16,
    channels: 2,
    lossless: true,
  };
  const warn = (over: Partial<AudioInfo>) => audioWarnings({ ...good, ...over });

  it('has nothing to say about CD-quality or 24-bit stereo WAV and FLAC', () => {
    expect(warn({})).toEqual([]);
    expect(warn({ bitDepth: 24, sampleRate: 96_000 })).toEqual([]);
    expect(warn({ container: 'FLAC', codec: 'FLAC' })).toEqual([]);
  });

  it('warns about lossy audio, whatever its bit depth', () => {
    expect(warn({ lossless: false, bitDepth: null })).toEqual([
      'Stores want lossless audio (WAV or FLAC); MP3 is accepted here but most stores will refuse it.',
    ]);
    expect(warn({ lossless: false, bitDepth: 32 })).toEqual([
      'Stores want lossless audio (WAV or FLAC); MP3 is accepted here but most stores will refuse it.',
    ]);
  });

  it('wants 44.1 kHz or more', () => {
    expect(warn({ sampleRate: 44_099 })).toEqual(['The sample rate is 44.099 kHz; stores need 44.1 kHz or more.']);
    expect(warn({ sampleRate: 22_050 })).toEqual(['The sample rate is 22.05 kHz; stores need 44.1 kHz or more.']);
    expect(warn({ sampleRate: 48_000 })).toEqual([]);
    expect(warn({ sampleRate: null })).toEqual([]);
  });

  it('wants 16 or 24-bit', () => {
    expect(warn({ bitDepth: 8 })).toEqual(['The bit depth is 8-bit; stores need 16 or 24-bit.']);
    expect(warn({ bitDepth: 32 })).toEqual(['The bit depth is 32-bit; stores need 16 or 24-bit.']);
    expect(warn({ bitDepth: null })).toEqual([]);
  });

  it('wants stereo', () => {
    expect(warn({ channels: 1 })).toEqual(['The audio has 1 channel; stores need stereo (2 channels).']);
    expect(warn({ channels: 6 })).toEqual(['The audio has 6 channels; stores need stereo (2 channels).']);
    expect(warn({ channels: null })).toEqual([]);
  });

  it('wants one second of audio at least', () => {
    expect(warn({ durationSeconds: 0.99 })).toEqual(['The audio is shorter than one second.']);
    expect(warn({ durationSeconds: 1 })).toEqual([]);
    expect(warn({ durationSeconds: null })).toEqual([]);
  });

  it('lists every problem, in order', () => {
    expect(warn({ lossless: false, sampleRate: 8000, channels: 1, durationSeconds: 0.5 })).toHaveLength(4);
  });
});

describe('store warnings for cover art', () => {
  const good: ImageInfo = { width: 3000, height: 3000, format: 'jpeg', colourMode: 'rgb' };
  const warn = (over: Partial<ImageInfo>) => imageWarnings({ ...good, ...over });

  it('has nothing to say about a square RGB image of 3000 x 3000 or more', () => {
    expect(MIN_COVER_SIZE).toBe(3000);
    expect(warn({})).toEqual([]);
    expect(warn({ width: 4000, height: 4000 })).toEqual([]);
  });

  it('wants a square', () => {
    expect(warn({ width: 3000, height: 2000 })).toEqual([
      'The image is 3000 x 2000; cover art must be square.',
      'The image is 3000 x 2000; stores need at least 3000 x 3000.',
    ]);
    expect(warn({ width: 3500, height: 3000 })).toEqual(['The image is 3500 x 3000; cover art must be square.']);
    expect(warn({ width: 3000, height: 3500 })).toEqual(['The image is 3000 x 3500; cover art must be square.']);
  });

  it('wants 3000 x 3000 at least', () => {
    expect(warn({ width: 2999, height: 2999 })).toEqual(['The image is 2999 x 2999; stores need at least 3000 x 3000.']);
  });

  it('wants RGB, not CMYK or grayscale', () => {
    expect(warn({ colourMode: 'cmyk' })).toEqual(['The image uses the CMYK colour mode; stores need RGB.']);
    expect(warn({ colourMode: 'grayscale' })).toEqual(['The image uses the GRAYSCALE colour mode; stores need RGB.']);
  });
});
