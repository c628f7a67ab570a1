// Uploads of audio and cover art (raw request bodies streamed to storage, capped here rather than
// by the 1 MiB JSON limit) and the files themselves, served only to their owner and admins.
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { UploadKind } from '../../../domain/uploads.ts';
import type { AppEnv, Deps } from '../../http/context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { getFileForViewer } from './get-file.ts';
import { serveFile } from './serve-file.ts';
import { uploadFile } from './upload-file.ts';

export const UPLOAD_PATH_PREFIX = '/api/uploads/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function fileId(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw notFound('File not found');
  return id;
}

function upload(deps: Deps, kind: UploadKind) {
  return async (c: Context<AppEnv>) => {
    const name = (c.req.query('name') ?? '').trim();
    if (!name || name.length > 255 || /[\\/\0]/.test(name)) throw new HttpError(400, 'VALIDATION', 'Please give the file name (at most 255 characters)', 'name');
    const length = c.req.header('Content-Length');
    const contentLength = length !== undefined && /^\d+$/.test(length) ? Number(length) : undefined;
    // Served by Node, read the request itself: no web-stream layer in between.
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const body = incoming instanceof Readable ? incoming : c.req.raw.body;
    return c.json(await uploadFile(deps, c.get('user').id, { kind, name, contentLength, body }), 201);
  };
}

export const uploadRoutes = (deps: Deps): RouteDef[] => [
  route('PUT', '/uploads/audio', 'user', upload(deps, 'audio')),
  route('PUT', '/uploads/cover', 'user', upload(deps, 'cover')),
  route('GET', '/files/:id', 'user', async (c) => {
    const f = await getFileForViewer(deps.db, c.get('user').id, fileId(c));
    return serveFile(deps.storage, { key: f.storageKey, size: f.sizeBytes, mimeType: f.mimeType, rangeHeader: c.req.header('Range'), downloadName: f.originalName });
  }),
  route('GET', '/files/:id/thumbnail', 'user', async (c) => {
    const f = await getFileForViewer(deps.db, c.get('user').id, fileId(c));
    if (!f.thumbnailKey) throw notFound('This file has no thumbnail');
    const size = await deps.storage.size(f.thumbnailKey);
    if (size === null) throw notFound('This file has no thumbnail');
    return serveFile(deps.storage, { key: f.thumbnailKey, size, mimeType: 'image/jpeg', rangeHeader: c.req.header('Range') });
  }),
];
