// Uploads of audio and cover art (raw request bodies streamed to storage, capped by the upload
// itself rather than the JSON limit), resumable ones in parts (upload-session-routes.ts), and the
// files themselves, served only to their owner and admins.
import { TEAM } from '../../../domain/teams.ts';
import type { Context } from 'hono';
import { z } from 'zod';
import { uploadName } from '../../../domain/upload-sessions.ts';
import type { UploadKind } from '../../../domain/uploads.ts';
import { uploadedFileDto } from '../../../domain/uploads-dto.ts';
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../http/context.ts';
import { idParams } from '../../http/id-param.ts';
import { rawAnswer, route } from '../../http/route.ts';
import { getFileForViewer } from './get-file.ts';
import { serveFile } from './serve-file.ts';
import { serveThumbnail } from './serve-thumbnail.ts';
import { uploadFile } from './upload-file.ts';
import { requestBody } from './request-body.ts';
import { uploadSessionRoutes } from './upload-session-routes.ts';

const uploadQuery = z.object({ name: uploadName });
const params = idParams('File not found');

function upload(deps: Deps, kind: UploadKind) {
  return async ({ c, actor, query }: { c: Context<AppEnv>; actor: UserActor; query: z.infer<typeof uploadQuery> }) => {
    return uploadFile(deps, actor, { kind, name: query.name, ...requestBody(c) });
  };
}

export const uploadRoutes = (deps: Deps) => [
  route(
    {
      method: 'PUT',
      path: '/uploads/audio',
      access: 'user',
      api: true,
      team: TEAM.managers,
      bodyKind: 'stream',
      query: uploadQuery,
      response: uploadedFileDto,
      status: 201,
      summary: 'Uploads an audio file (the request body) and reads it',
    },
    upload(deps, 'audio'),
  ),
  route(
    {
      method: 'PUT',
      path: '/uploads/cover',
      access: 'user',
      api: true,
      team: TEAM.managers,
      bodyKind: 'stream',
      query: uploadQuery,
      response: uploadedFileDto,
      status: 201,
      summary: 'Uploads cover art (the request body) and reads it',
    },
    upload(deps, 'cover'),
  ),
  ...uploadSessionRoutes(deps),
  route(
    {
      method: 'GET',
      path: '/files/:id',
      access: 'user',
      api: true,
      team: TEAM.everyone,
      params,
      // Served with the file's own type (audio or image).
      response: rawAnswer('application/octet-stream', 'The file, or the byte range asked for'),
      summary: 'An uploaded file',
    },
    async ({ c, actor, params }) => {
      const f = await getFileForViewer(deps, actor, params.id);
      return serveFile(deps.storage, {
        key: f.storageKey,
        size: f.sizeBytes,
        mimeType: f.mimeType,
        rangeHeader: c.req.header('Range'),
        downloadName: f.originalName,
      });
    },
  ),
  route(
    {
      method: 'GET',
      path: '/files/:id/thumbnail',
      access: 'user',
      api: true,
      team: TEAM.everyone,
      params,
      response: rawAnswer('image/jpeg', 'The thumbnail of a cover image'),
      summary: "An uploaded cover's thumbnail",
    },
    async ({ c, actor, params }) => {
      return serveThumbnail(deps, await getFileForViewer(deps, actor, params.id), c.req.header('Range'));
    },
  ),
];
