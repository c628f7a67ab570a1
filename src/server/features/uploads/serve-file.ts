// Streams a stored file as an HTTP response, honouring a single byte range (206) so audio can
// be played and sought in the page.
import { Readable } from 'node:stream';
import type { Storage } from '../../storage/storage.ts';

export type ServeInput = { key: string; size: number; mimeType: string; rangeHeader: string | undefined; downloadName?: string };

/** The one range of a Range header, or 'invalid' (416), or undefined for the whole file. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'invalid' | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'invalid';
  return { start, end };
}

export async function serveFile(storage: Storage, f: ServeInput): Promise<Response> {
  const headers = new Headers({
    'Content-Type': f.mimeType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, max-age=3600',
    'Content-Disposition': f.downloadName ? `inline; filename*=UTF-8''${encodeURIComponent(f.downloadName)}` : 'inline',
  });
  const range = parseRange(f.rangeHeader, f.size);
  if (range === 'invalid') {
    headers.set('Content-Range', `bytes */${f.size}`);
    return new Response(null, { status: 416, headers });
  }
  if (f.size === 0) return new Response(null, { status: 200, headers });
  const stream = await storage.get(f.key, range);
  const body = Readable.toWeb(stream) as ReadableStream<Uint8Array>;
  if (!range) {
    headers.set('Content-Length', String(f.size));
    return new Response(body, { status: 200, headers });
  }
  headers.set('Content-Range', `bytes ${range.start}-${range.end}/${f.size}`);
  headers.set('Content-Length', String(range.end - range.start + 1));
  return new Response(body, { status: 206, headers });
}
