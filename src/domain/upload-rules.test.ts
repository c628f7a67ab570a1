// The file checks as rules (uploads.ts): what each store rule says, how to fix it and whether it
// blocks review; whether a WAV's declared data lies within the file; what counts as readable audio.
import { describe, expect, it } from 'vitest';
import { audioChecks, imageChecks, isReadableAudio, UNREADABLE_AUDIO, wavDataFits, type AudioInfo, type ImageInfo } from './uploads.ts';

const audio: AudioInfo = {
  container: 'WAVE',
  codec: 'PCM',
  durationSeconds: 180,
  sampleRate: 44_100,
  bitDepth: 16,
  channels: 2,
  lossless: true,
};
const image: ImageInfo = { width: 3000, height: 3000, format: 'png', colourMode: 'rgb' };

describe('audioChecks', () => {
  it('says how to fix each problem, and only lossy audio is no bar to review', () => {
    expect(audioChecks({ ...audio, lossless: false, bitDepth: null })).toEqual([
      {
        message: 'Stores want lossless audio (WAV or FLAC); MP3 is accepted here but most stores will refuse it.',
        fix: 'Upload a WAV or FLAC export if you have one.',
        blocking: false,
      },
    ]);
    expect(audioChecks({ ...audio, sampleRate: 32_000, bitDepth: 8, channels: 1, durationSeconds: 0.2 })).toEqual([
      {
        message: 'The sample rate is 32 kHz; stores need 44.1 kHz or more.',
        fix: 'Export the audio again at 44.1 kHz or more and upload it.',
        blocking: true,
      },
      {
        message: 'The bit depth is 8-bit; stores need 16 or 24-bit.',
        fix: 'Export the audio again as 16 or 24-bit and upload it.',
        blocking: true,
      },
      {
        message: 'The audio has 1 channel; stores need stereo (2 channels).',
        fix: 'Export the audio again in stereo and upload it.',
        blocking: true,
      },
      { message: 'The audio is shorter than one second.', fix: 'Upload the whole track.', blocking: true },
    ]);
    expect(audioChecks(audio)).toEqual([]);
  });
});

describe('imageChecks', () => {
  it('says how to fix each problem, and every one blocks review', () => {
    expect(imageChecks({ ...image, width: 2400, height: 1600, colourMode: 'cmyk' })).toEqual([
      { message: 'The image is 2400 x 1600; cover art must be square.', fix: 'Crop it to a square and upload it again.', blocking: true },
      {
        message: 'The image is 2400 x 1600; stores need at least 3000 x 3000.',
        fix: 'Upload a version of at least 3000 x 3000 pixels.',
        blocking: true,
      },
      {
        message: 'The image uses the CMYK colour mode; stores need RGB.',
        fix: 'Save it as an RGB JPG or PNG and upload it again.',
        blocking: true,
      },
    ]);
    expect(imageChecks(image)).toEqual([]);
  });
});

/** The head of a WAV: RIFF, WAVE and the given chunks (id, declared length, bytes actually present). */
function wav(...chunks: [string, number, number?][]): Uint8Array {
  const parts: Buffer[] = [Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')];
  for (const [id, length, present = Math.min(length, 16)] of chunks) {
    const h = Buffer.alloc(8);
    h.write(id, 0, 'latin1');
    h.writeUInt32LE(length, 4);
    parts.push(h, Buffer.alloc(present + (present === length ? length % 2 : 0)));
  }
  return new Uint8Array(Buffer.concat(parts));
}

describe('wavDataFits', () => {
  it('is true when the data chunk after the format chunk lies within the file', () => {
    const head = wav(['fmt ', 16], ['data', 1000, 0]);
    expect(head.length).toBe(12 + 24 + 8);
    expect(wavDataFits(head, 44 + 1000)).toBe(true);
    expect(wavDataFits(head, 44 + 5000)).toBe(true);
  });

  it('is false when the declared data runs past the end of the file', () => {
    expect(wavDataFits(wav(['fmt ', 16], ['data', 1000, 0]), 44 + 999)).toBe(false);
  });

  it('is false for an empty data chunk or data before any format chunk', () => {
    expect(wavDataFits(wav(['fmt ', 16], ['data', 0, 0]), 1000)).toBe(false);
    expect(wavDataFits(wav(['data', 100, 0]), 1000)).toBe(false);
  });

  it('skips other chunks, padded to an even length, on the way to the data', () => {
    const head = wav(['fmt ', 16], ['LIST', 5], ['data', 100, 0]);
    expect(head.length).toBe(12 + 24 + 14 + 8);
    expect(wavDataFits(head, head.length + 100)).toBe(true);
    expect(wavDataFits(head, head.length + 99)).toBe(false);
  });

  it('cannot tell when the data chunk starts beyond the bytes it was given, unless the file ends first', () => {
    const head = wav(['fmt ', 16], ['LIST', 4000]);
    expect(wavDataFits(head, 100_000)).toBeUndefined();
    expect(wavDataFits(head, 12 + 24 + 8 + 4000)).toBe(false);
    expect(wavDataFits(head, 12 + 24 + 8 + 4001)).toBeUndefined();
  });

  it('reads chunk ids as four letters', () => {
    expect(wavDataFits(wav(['fmt ', 16], ['dat ', 10, 10], ['data', 10, 0]), 1000)).toBe(true);
    expect(wavDataFits(wav(['fmt ', 16], ['atad', 10, 10]), 1000)).toBeUndefined();
  });

  it('reads a head that is a view into a larger buffer', () => {
    const inner = wav(['fmt ', 16], ['data', 1000, 0]);
    const outer = new Uint8Array(inner.length + 10);
    outer.set(inner, 10);
    expect(wavDataFits(outer.subarray(10), 44 + 1000)).toBe(true);
    expect(wavDataFits(outer.subarray(10), 44 + 999)).toBe(false);
  });
});

describe('isReadableAudio', () => {
  it('wants a codec, a sample rate, channels and a positive length', () => {
    expect(isReadableAudio(audio)).toBe(true);
    for (const missing of [
      { codec: null },
      { codec: '' },
      { sampleRate: null },
      { sampleRate: 0 },
      { channels: null },
      { channels: 0 },
      { durationSeconds: null },
      { durationSeconds: 0 },
      { durationSeconds: -1 },
    ]) {
      expect(isReadableAudio({ ...audio, ...missing }), JSON.stringify(missing)).toBe(false);
    }
    expect(isReadableAudio({ ...audio, durationSeconds: 0.01 })).toBe(true);
  });

  it('wants a WAV whose data fits the file, when its head is given', () => {
    const head = wav(['fmt ', 16], ['data', 1000, 0]);
    expect(isReadableAudio(audio, { head, size: 1044 })).toBe(true);
    expect(isReadableAudio(audio, { head, size: 1043 })).toBe(false);
    expect(isReadableAudio(audio, { head: wav(['fmt ', 16], ['LIST', 4000]), size: 100_000 })).toBe(true);
    expect(isReadableAudio({ ...audio, codec: null }, { head, size: 1044 })).toBe(false);
  });

  it('says what to do with unreadable audio', () => {
    expect(UNREADABLE_AUDIO).toBe(
      'We could not read this audio file: its format, sample rate or length is missing or cut short. Please export it again as WAV, FLAC or MP3 and upload it.',
    );
  });
});
