// Releases for admins (SPEC section 2, Releases): every artist's releases in one table, its
// export, the review dialog's release, the review (status and notes), an admin's change to a
// release in stores (written for the artist), the review of a change and its versions, and deletion.
import { adminReleaseFiltersSchema, adminReleaseListQuerySchema, reviewReleaseSchema } from '../../../domain/releases-admin.ts';
import { adminRevisionQuerySchema, reviewRevisionSchema } from '../../../domain/release-updates-schema.ts';
import { releaseInputSchema } from '../../../domain/releases.ts';
import { listReleaseVersions } from '../deliveries/release-versions.ts';
import { reviewRevision } from './review-revision.ts';
import { RELEASE_NOT_FOUND } from '../../../domain/releases-admin-dto.ts';
import type { Deps } from '../../deps.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { idParams } from '../../http/id-param.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { adminDeleteRelease } from './admin-delete-release.ts';
import { RELEASES_CSV_HEADER, releasesCsv } from './admin-export-releases.ts';
import { adminGetRelease } from './admin-get-release.ts';
import { adminGetRevisionStart } from './admin-get-revision-start.ts';
import { adminReviseRelease } from './admin-revise-release.ts';
import { adminListReleases } from './admin-list-releases.ts';
import { reviewRelease } from './review-release.ts';

const params = idParams(RELEASE_NOT_FOUND);

export const releaseAdminRoutes = (deps: Deps) => [
  route({ method: 'GET', path: '/admin/releases', access: 'admin', query: adminReleaseListQuerySchema }, async ({ c, actor, query }) =>
    c.json(await adminListReleases(deps, actor, query)),
  ),
  route({ method: 'GET', path: '/admin/releases/export', access: 'admin', query: adminReleaseFiltersSchema }, ({ actor, query }) =>
    csvResponse('releases.csv', RELEASES_CSV_HEADER, releasesCsv(deps, actor, query)),
  ),
  route({ method: 'GET', path: '/admin/releases/:id', access: 'admin', params }, async ({ c, actor, params }) =>
    c.json(await adminGetRelease(deps, actor, params.id)),
  ),
  route(
    { method: 'PATCH', path: '/admin/releases/:id/review', access: 'admin', params, body: reviewReleaseSchema },
    async ({ c, actor, params, body }) => c.json(await reviewRelease(deps, actor, params.id, body)),
  ),
  // An admin's correction of a release stores hold, for its artist: the values the form starts
  // from, then the change, held for review like the artist's own (the same checks).
  route({ method: 'GET', path: '/admin/releases/:id/revision-values', access: 'admin', params }, async ({ c, actor, params }) =>
    c.json(await adminGetRevisionStart(deps, actor, params.id)),
  ),
  route(
    {
      method: 'PUT',
      path: '/admin/releases/:id/revision-values',
      access: 'admin',
      params,
      query: adminRevisionQuerySchema,
      body: releaseInputSchema,
    },
    async ({ c, actor, params, query, body }) => {
      await adminReviseRelease(deps, actor, params.id, query.basedOn, body);
      return c.json(await listReleaseVersions(deps, actor, params.id));
    },
  ),
  // A change to a release stores hold: approved, it goes to every store as an update.
  route(
    { method: 'PATCH', path: '/admin/releases/:id/revision', access: 'admin', params, body: reviewRevisionSchema },
    async ({ c, actor, params, body }) => c.json(await reviewRevision(deps, actor, params.id, body)),
  ),
  route({ method: 'GET', path: '/admin/releases/:id/versions', access: 'admin', params }, async ({ c, actor, params }) =>
    c.json(await listReleaseVersions(deps, actor, params.id)),
  ),
  route({ method: 'DELETE', path: '/admin/releases/:id', access: 'admin', params }, async ({ c, actor, params }) => {
    await adminDeleteRelease(deps, actor, params.id);
    return c.body(null, 204);
  }),
];
