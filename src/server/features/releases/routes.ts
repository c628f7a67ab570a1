// The artist's releases: create, list, view, edit (a release in stores: its update, reviewed before
// stores get it), its versions, submit for review, withdraw from review,
// delete, and the plan's monthly limit. Every query is scoped to the signed-in artist; another
// artist's release answers 404.
import { releaseInputSchema, releaseListQuerySchema, submitReleaseSchema } from '../../../domain/releases.ts';
import type { Deps } from '../../deps.ts';
import { idParams } from '../../http/id-param.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { createRelease } from './create-release.ts';
import { deleteRelease } from './delete-release.ts';
import { getRelease } from './get-release.ts';
import { listReleaseStores } from './list-release-stores.ts';
import { listReleases } from './list-releases.ts';
import { getReleaseQuota } from './release-quota.ts';
import { submitRelease } from './submit-release.ts';
import { updateRelease } from './update-release.ts';
import { withdrawRelease } from './withdraw-release.ts';
import { listReleaseVersions } from '../deliveries/release-versions.ts';

const params = idParams('Release not found');

export const releaseRoutes = (deps: Deps): RouteDef[] => [
  route({ method: 'GET', path: '/releases', access: 'user', query: releaseListQuerySchema }, async ({ c, actor, query }) =>
    c.json(await listReleases(deps, actor, query)),
  ),
  route({ method: 'POST', path: '/releases', access: 'user', body: releaseInputSchema }, async ({ c, actor, body }) =>
    c.json(await createRelease(deps, actor, body), 201),
  ),
  // Before '/releases/:id', which would take "quota" for an id.
  route({ method: 'GET', path: '/releases/quota', access: 'user' }, async ({ c, actor }) => c.json(await getReleaseQuota(deps, actor))),
  route({ method: 'GET', path: '/releases/stores', access: 'user' }, async ({ c }) => c.json(await listReleaseStores(deps))),
  route({ method: 'GET', path: '/releases/:id', access: 'user', params }, async ({ c, actor, params }) =>
    c.json(await getRelease(deps, actor, params.id)),
  ),
  route({ method: 'GET', path: '/releases/:id/versions', access: 'user', params }, async ({ c, actor, params }) =>
    c.json(await listReleaseVersions(deps, actor, params.id)),
  ),
  // A release in stores is not changed: the edit waits for review (propose-revision.ts).
  route({ method: 'PUT', path: '/releases/:id', access: 'user', params, body: releaseInputSchema }, async ({ c, actor, params, body }) => {
    await updateRelease(deps, actor, params.id, body);
    return c.json(await getRelease(deps, actor, params.id));
  }),
  route(
    { method: 'POST', path: '/releases/:id/submit', access: 'user', params, body: submitReleaseSchema },
    async ({ c, actor, params, body }) => {
      await submitRelease(deps, actor, params.id, body.note);
      return c.json(await getRelease(deps, actor, params.id));
    },
  ),
  route({ method: 'POST', path: '/releases/:id/withdraw', access: 'user', params }, async ({ c, actor, params }) => {
    await withdrawRelease(deps, actor, params.id);
    return c.json(await getRelease(deps, actor, params.id));
  }),
  route({ method: 'DELETE', path: '/releases/:id', access: 'user', params }, async ({ c, actor, params }) => {
    await deleteRelease(deps, actor, params.id);
    return c.body(null, 204);
  }),
];
