// Releases for admins (SPEC section 2, Releases): every artist's releases in one table, its
// export, the review dialog's release, the review (status and notes) and deletion.
import { adminReleaseFiltersSchema, adminReleaseListQuerySchema, reviewReleaseSchema } from '../../../domain/releases-admin.ts';
import { RELEASE_NOT_FOUND } from '../../../domain/releases-admin-dto.ts';
import type { Deps } from '../../deps.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { idParams } from '../../http/id-param.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { adminDeleteRelease } from './admin-delete-release.ts';
import { RELEASES_CSV_HEADER, releasesCsv } from './admin-export-releases.ts';
import { adminGetRelease } from './admin-get-release.ts';
import { adminListReleases } from './admin-list-releases.ts';
import { reviewRelease } from './review-release.ts';

const params = idParams(RELEASE_NOT_FOUND);

export const releaseAdminRoutes = (deps: Deps): RouteDef[] => [
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
  route({ method: 'DELETE', path: '/admin/releases/:id', access: 'admin', params }, async ({ c, actor, params }) => {
    await adminDeleteRelease(deps, actor, params.id);
    return c.body(null, 204);
  }),
];
