// Releases for admins (SPEC section 2, Releases): every artist's releases in one table, its
// export, the review dialog's release, the review (status and notes), an admin's change to a
// release in stores (written for the artist), the review of a change and its versions, and deletion.
import { adminReleaseFiltersSchema, adminReleaseListQuerySchema, reviewReleaseSchema } from '../../../domain/releases-admin.ts';
import { adminRevisionQuerySchema, reviewRevisionSchema } from '../../../domain/release-updates-schema.ts';
import { releaseInputSchema } from '../../../domain/releases.ts';
import { listReleaseVersions } from '../deliveries/release-versions.ts';
import { reviewRevision } from './review-revision.ts';
import { adminReleaseDto, adminReleaseRowDto, RELEASE_NOT_FOUND } from '../../../domain/releases-admin-dto.ts';
import { adminRevisionStartDto, releaseVersionDto } from '../../../domain/release-updates-dto.ts';
import { pageDto } from '../../../domain/admin-list-dto.ts';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { idParams } from '../../http/id-param.ts';
import { rawAnswer, route } from '../../http/route.ts';
import { adminDeleteRelease } from './admin-delete-release.ts';
import { RELEASES_CSV_HEADER, releasesCsv } from './admin-export-releases.ts';
import { adminGetRelease } from './admin-get-release.ts';
import { adminGetRevisionStart } from './admin-get-revision-start.ts';
import { adminReviseRelease } from './admin-revise-release.ts';
import { adminListReleases } from './admin-list-releases.ts';
import { reviewRelease } from './review-release.ts';

const params = idParams(RELEASE_NOT_FOUND);
const versionsDto = z.array(releaseVersionDto);

/** Changes to a release in stores, and its versions. */
const revisionRoutes = (deps: Deps) => [
  // An admin's correction of a release stores hold, for its artist: the values the form starts
  // from, then the change, held for review like the artist's own (the same checks).
  route(
    {
      method: 'GET',
      path: '/admin/releases/:id/revision-values',
      access: 'admin',
      params,
      response: adminRevisionStartDto,
      summary: "Where an admin's correction of a release in stores starts",
    },
    ({ actor, params }) => adminGetRevisionStart(deps, actor, params.id),
  ),
  route(
    {
      method: 'PUT',
      path: '/admin/releases/:id/revision-values',
      access: 'admin',
      params,
      query: adminRevisionQuerySchema,
      body: releaseInputSchema,
      response: versionsDto,
      summary: "An admin's correction of a release in stores, held for review; answers the versions",
    },
    async ({ actor, params, query, body }) => {
      await adminReviseRelease(deps, actor, params.id, query.basedOn, body);
      return listReleaseVersions(deps, actor, params.id);
    },
  ),
  // A change to a release stores hold: approved, it goes to every store as an update.
  route(
    {
      method: 'PATCH',
      path: '/admin/releases/:id/revision',
      access: 'admin',
      params,
      body: reviewRevisionSchema,
      response: adminReleaseDto,
      summary: 'Approve or reject the change waiting on a release in stores',
    },
    ({ actor, params, body }) => reviewRevision(deps, actor, params.id, body),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/releases/:id/versions',
      access: 'admin',
      params,
      response: versionsDto,
      summary: "A release's versions",
    },
    ({ actor, params }) => listReleaseVersions(deps, actor, params.id),
  ),
];

export const releaseAdminRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/admin/releases',
      access: 'admin',
      query: adminReleaseListQuerySchema,
      response: pageDto(adminReleaseRowDto),
      summary: "Every artist's releases, filtered and sorted, a page at a time",
    },
    ({ actor, query }) => adminListReleases(deps, actor, query),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/releases/export',
      access: 'admin',
      query: adminReleaseFiltersSchema,
      response: rawAnswer('text/csv', 'The releases matching the filters as CSV'),
      summary: 'The release table as CSV',
    },
    ({ actor, query }) => csvResponse('releases.csv', RELEASES_CSV_HEADER, releasesCsv(deps, actor, query)),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/releases/:id',
      access: 'admin',
      params,
      response: adminReleaseDto,
      summary: 'A release under review, in full',
    },
    ({ actor, params }) => adminGetRelease(deps, actor, params.id),
  ),
  route(
    {
      method: 'PATCH',
      path: '/admin/releases/:id/review',
      access: 'admin',
      params,
      body: reviewReleaseSchema,
      response: adminReleaseDto,
      summary: "Review a release: its status and the artist's notes",
    },
    ({ actor, params, body }) => reviewRelease(deps, actor, params.id, body),
  ),
  ...revisionRoutes(deps),
  route(
    { method: 'DELETE', path: '/admin/releases/:id', access: 'admin', params, response: 'empty', summary: 'Delete a release' },
    ({ actor, params }) => adminDeleteRelease(deps, actor, params.id),
  ),
];
