// Resumable uploads (the public API's large files): a session is made with the file's name and
// size, takes the file in parts at the offset it has reached, and answers the uploaded file once
// the last part arrived and passed the single upload's checks.
import { TEAM } from '../../../domain/teams.ts';
import { createUploadSessionSchema, UPLOAD_SESSION_MESSAGES, uploadChunkQuery } from '../../../domain/upload-sessions.ts';
import { uploadSessionDto } from '../../../domain/upload-sessions-dto.ts';
import type { Deps } from '../../deps.ts';
import { idParams } from '../../http/id-param.ts';
import { route } from '../../http/route.ts';
import { abandonUploadSession } from './abandon-upload-session.ts';
import { createUploadSession } from './create-upload-session.ts';
import { getUploadSession } from './get-upload-session.ts';
import { putUploadChunk } from './put-upload-chunk.ts';
import { requestBody } from './request-body.ts';

const params = idParams(UPLOAD_SESSION_MESSAGES.notFound);
const who = { access: 'user', api: true, team: TEAM.managers } as const;

export const uploadSessionRoutes = (deps: Deps) => [
  route(
    {
      method: 'POST',
      path: '/uploads/sessions',
      ...who,
      body: createUploadSessionSchema,
      response: uploadSessionDto,
      status: 201,
      summary: 'Starts a resumable upload of an audio file or cover art of the given size',
    },
    ({ actor, body }) => createUploadSession(deps, actor, body),
  ),
  route(
    {
      method: 'PUT',
      path: '/uploads/sessions/:id',
      ...who,
      params,
      query: uploadChunkQuery,
      bodyKind: 'stream',
      response: uploadSessionDto,
      summary: 'Sends the part of the file that starts at the offset (the request body); the last part answers the file',
    },
    ({ c, actor, params, query }) => putUploadChunk(deps, actor, params.id, { offset: query.offset, ...requestBody(c) }),
  ),
  route(
    {
      method: 'GET',
      path: '/uploads/sessions/:id',
      ...who,
      params,
      response: uploadSessionDto,
      summary: 'A resumable upload: where to continue, or its file',
    },
    ({ actor, params }) => getUploadSession(deps, actor, params.id),
  ),
  route(
    {
      method: 'DELETE',
      path: '/uploads/sessions/:id',
      ...who,
      params,
      response: 'empty',
      summary: 'Abandons a resumable upload and removes the parts it received',
    },
    ({ actor, params }) => abandonUploadSession(deps, actor, params.id),
  ),
];
