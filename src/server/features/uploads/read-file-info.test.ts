// The readers of stored files, on their own: audio is read from its head only (the length of a
// long file computed from its size, not scanned), every stream they open is closed, and a
// thumbnail whose source cannot be read fails instead of waiting for ever.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../storage/disk-storage.ts';
import type { ByteRange, Storage } from '../../storage/storage.ts';
import { readAudioInfo } from './read-audio-info.ts';
import { makeThumbnail, readImageInfo } from './read-image-info.ts';
import { pngImage, wavFile } from '../../test/upload-fixtures.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tunelane-read-file-info-'));
const disk = createDiskStorage(root);
/** Each read: the range asked for and the stream handed out. */
const reads: { key: string; range: ByteRange | undefined; stream: Readable }[] = [];
const storage: Storage = {
  ...disk,
  async get(key, range) {
    const stream = await disk.get(key, range);
    reads.push({ key, range, stream });
    return stream;
  },
};
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const HEAD = 8 * 1024 * 1024;

/** An MP3 of silent MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz, no Xing header) of about `bytes`. */
function mp3Of(bytes: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x44]);
  return Buffer.concat(Array.from({ length: Math.ceil(bytes / frame.length) }, () => frame));
}

async function store(key: string, data: Buffer): Promise<void> {
  await disk.put(key, Readable.from([data]), 'application/octet-stream');
}

describe('audio', () => {
  it('reads a short file up to its last byte', async () => {
    const wav = wavFile(0.5);
    await store('audio/short.wav', wav);
    const info = await readAudioInfo(storage, 'audio/short.wav', wav.length, 'audio/wav');
    expect(info).toMatchObject({ container: 'WAVE', durationSeconds: 0.5, sampleRate: 44_100, channels: 2, bitDepth: 16, lossless: true });
    expect(reads.at(-1)!.range).toEqual({ start: 0, end: wav.length - 1 });
  });

  it('reads a long file’s first 8 MiB only, takes its length from its size, and closes the stream', async () => {
    const mp3 = mp3Of(HEAD + 1024 * 1024);
    await store('audio/long.mp3', mp3);
    const info = await readAudioInfo(storage, 'audio/long.mp3', mp3.length, 'audio/mpeg');
    const read = reads.at(-1)!;
    expect(read.range).toEqual({ start: 0, end: HEAD - 1 });
    // 9 MiB at 128 kbit/s: about 590 s; counting the frames of the first 8 MiB would give 524 s.
    expect(info.durationSeconds).toBeGreaterThan(585);
    expect(info.durationSeconds).toBeLessThan(595);
    expect(read.stream.destroyed).toBe(true);
  });
});

describe('files that cannot be read', () => {
  it('are refused, and the stream read from them is closed', async () => {
    const broken = Buffer.concat([Buffer.from('fLaC'), Buffer.from([0x00, 0x00, 0x00, 0x05]), Buffer.alloc(4096, 9)]);
    await store('audio/broken.flac', broken);
    await expect(readAudioInfo(storage, 'audio/broken.flac', broken.length, 'audio/flac')).rejects.toThrow();
    expect(reads.at(-1)!.stream.destroyed).toBe(true);
    const png = await pngImage(64, 64);
    await store('cover/broken.png', Buffer.concat([png.subarray(0, 16), Buffer.alloc(64 * 1024, 7)]));
    await expect(readImageInfo(storage, 'cover/broken.png')).rejects.toThrow();
    expect(reads.at(-1)!.stream.destroyed).toBe(true);
  });
});

describe('images', () => {
  it('closes the stream it read the image’s size from', async () => {
    await store('cover/a.png', await pngImage(2000, 2000));
    expect(await readImageInfo(storage, 'cover/a.png')).toEqual({ width: 2000, height: 2000, format: 'png', colourMode: 'rgb' });
    expect(reads.at(-1)!.stream.destroyed).toBe(true);
  });

  it('fails a thumbnail whose source cannot be read', async () => {
    await expect(makeThumbnail(failingStorage(), 'cover/x.png', 'cover/x.png-thumb.jpg')).rejects.toThrow('disk read failed');
    expect(await disk.size('cover/x.png-thumb.jpg')).toBeNull();
  });

  it('fails the reading of an image whose source fails part-way, instead of waiting for ever', async () => {
    await expect(readImageInfo(failingStorage(), 'cover/x.png')).rejects.toThrow('disk read failed');
  });
});

/** A storage whose files fail after their first 100 bytes. */
function failingStorage(): Storage {
  return {
    ...disk,
    async get() {
      const png = await pngImage(400, 400);
      return new Readable({
        read() {
          this.push(png.subarray(0, 100));
          this.destroy(new Error('disk read failed'));
        },
      });
    },
  };
}
