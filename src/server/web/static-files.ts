// The built web app's files (scripts, styles, images), read once at start-up with the Brotli and
// gzip copies the build wrote beside them (file.js.br, file.js.gz), and answered in the encoding
// the client prefers: nothing is compressed while answering. Pages (HTML) are not served from
// here: mount-web.ts fills them in and compresses each once (`compressedPage`).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pickEncoding, SUFFIX, type Encoding } from './accept-encoding.ts';

export type StaticFile = { type: string; body: Buffer; copies: Partial<Record<Encoding, Buffer>> };

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

const isCopy = (name: string) => Object.values(SUFFIX).some((s) => name.endsWith(s));

/** Every file below `dir` but pages and compressed copies, by URL path ("/assets/x.js"). */
export function readStaticFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name.endsWith('.html') || isCopy(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const copies: Partial<Record<Encoding, Buffer>> = {};
    for (const [encoding, suffix] of Object.entries(SUFFIX) as [Encoding, string][]) {
      if (fs.existsSync(file + suffix)) copies[encoding] = fs.readFileSync(file + suffix);
    }
    const urlPath = `/${path.relative(dir, file).split(path.sep).join('/')}`;
    files.set(urlPath, {
      type: TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
      body: fs.readFileSync(file),
      copies,
    });
  }
  return files;
}

/** The body and headers to answer `file` with, for a request's Accept-Encoding header. */
export function encodedResponse(file: StaticFile, acceptEncoding: string | undefined): { body: Buffer; headers: Record<string, string> } {
  const available = Object.keys(file.copies) as Encoding[];
  const encoding = pickEncoding(acceptEncoding, available);
  const body = encoding ? file.copies[encoding]! : file.body;
  const headers: Record<string, string> = { 'Content-Type': file.type, 'Content-Length': String(body.length) };
  if (available.length) headers.Vary = 'Accept-Encoding';
  if (encoding) headers['Content-Encoding'] = encoding;
  return { body, headers };
}

/** Brotli at its best (a page is compressed once, on its first request) and gzip for the rest. */
function compressText(text: string): Record<Encoding, Buffer> {
  const plain = Buffer.from(text);
  return {
    br: zlib.brotliCompressSync(plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzip: zlib.gzipSync(plain, { level: 9 }),
  };
}

/** A page held as text with its compressed copies made on first use. */
export function compressedPage(html: string, type = 'text/html; charset=UTF-8'): () => StaticFile {
  let file: StaticFile | undefined;
  return () => (file ??= { type, body: Buffer.from(html), copies: compressText(html) });
}
