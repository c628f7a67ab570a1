// A report's bytes made text as they stream: counted against the cap and hashed, gunzipped when
// they start with gzip's magic, decoded as strict UTF-8 (NUL characters refused).
import type { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { DomainError, invalid } from '../../../domain/errors.ts';
import { IMPORT_TEXTS } from '../../../domain/earnings.ts';
import { REPORT_TEXTS } from '../../../domain/report-formats.ts';

/** 2 GiB as sent (compressed or not); larger files are refused before a byte is stored. */
export const MAX_REPORT_BYTES = 2 * 1024 ** 3;
/** What a gzip may unpack to, so a small bomb cannot run for hours. */
const MAX_UNPACKED_BYTES = 16 * 1024 ** 3;

const tooLarge = () => new DomainError('PAYLOAD_TOO_LARGE', IMPORT_TEXTS.tooLarge('2 GB'));

/** Bytes counted and hashed on their way through. */
export async function* metered(body: AsyncIterable<Uint8Array>, state: { bytes: number; hash: ReturnType<typeof createHash> }) {
  for await (const chunk of body) {
    state.bytes += chunk.length;
    if (state.bytes > MAX_REPORT_BYTES) throw tooLarge();
    state.hash.update(chunk);
    yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  }
}

export async function* unpacked(src: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const it = src[Symbol.asyncIterator]();
  const first = await it.next();
  if (first.done) return;
  async function* all() {
    yield first.value;
    for (;;) {
      const n = await it.next();
      if (n.done) return;
      yield n.value;
    }
  }
  if (!(first.value[0] === 0x1f && first.value[1] === 0x8b)) {
    yield* all();
    return;
  }
  const gunzip = createGunzip();
  const feeding = pipeline(Readable.from(all()), gunzip).catch((e: unknown) => {
    gunzip.destroy(e instanceof Error ? e : new Error(String(e)));
  });
  let out = 0;
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      out += chunk.length;
      if (out > MAX_UNPACKED_BYTES) throw tooLarge();
      yield chunk;
    }
  } catch (e) {
    if (e instanceof DomainError) throw e;
    if ((e as { code?: string }).code?.startsWith('Z_')) throw invalid('The file is not valid gzip.');
    throw e;
  } finally {
    await feeding;
  }
}

export async function* utf8Text(src: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const check = (s: string) => {
    if (s.includes('\u0000')) throw invalid('The file contains NUL characters: it is not a text report.');
    return s;
  };
  try {
    for await (const chunk of src) {
      const s = decoder.decode(chunk, { stream: true });
      if (s) yield check(s);
    }
    const end = decoder.decode();
    // Stryker disable next-line ConditionalExpression: a fatal decoder's last decode() gives '' (or throws on a cut character), so nothing is ever yielded here
    if (end) yield check(end);
  } catch (e) {
    if (e instanceof TypeError) throw invalid(REPORT_TEXTS.notUtf8);
    throw e;
  }
}
