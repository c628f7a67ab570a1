// The artist's releases: create, list, view, edit, submit for review, delete. Every query is
// scoped to the signed-in artist; another artist's release answers 404.
import type { Context } from 'hono';
import { releaseInputSchema, releaseListQuerySchema, submitReleaseSchema } from '../../../domain/releases.ts';
import type { AppEnv, Deps } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { jsonBody, queryParams } from '../../http/validate.ts';
import { createRelease } from './create-release.ts';
import { deleteRelease } from './delete-release.ts';
import { getRelease } from './get-release.ts';
import { listReleases } from './list-releases.ts';
import { submitRelease } from './submit-release.ts';
import { updateRelease } from './update-release.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The :id of the path; anything that is not a release id is simply not found. */
export function releaseId(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw notFound('Release not found');
  return id;
}

export const releaseRoutes = (deps: Deps): RouteDef[] => [
  route('GET', '/releases', 'user', async (c) => c.json(await listReleases(deps.db, c.get('user').id, queryParams(c, releaseListQuerySchema)))),
  route('POST', '/releases', 'user', async (c) => {
    const values = await jsonBody(c, releaseInputSchema);
    return c.json(await createRelease(deps.db, c.get('user').id, values), 201);
  }),
  route('GET', '/releases/:id', 'user', async (c) => c.json(await getRelease(deps.db, c.get('user').id, releaseId(c)))),
  route('PUT', '/releases/:id', 'user', async (c) => {
    const id = releaseId(c);
    const values = await jsonBody(c, releaseInputSchema);
    await updateRelease(deps.db, c.get('user').id, id, values);
    return c.json(await getRelease(deps.db, c.get('user').id, id));
  }),
  route('POST', '/releases/:id/submit', 'user', async (c) => {
    const id = releaseId(c);
    const { note } = await jsonBody(c, submitReleaseSchema);
    await submitRelease(deps.db, c.get('user').id, id, note);
    return c.json(await getRelease(deps.db, c.get('user').id, id));
  }),
  route('DELETE', '/releases/:id', 'user', async (c) => {
    await deleteRelease(deps.db, c.get('user').id, releaseId(c));
    return c.body(null, 204);
  }),
];
