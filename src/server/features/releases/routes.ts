// The artist's releases: create, list, view, edit (a release in stores: its update, reviewed before
// stores get it), its versions, submit for review, withdraw from review,
// delete, and the plan's monthly limit. Every query is scoped to the signed-in artist; another
// artist's release answers 404.
import { TEAM } from '../../../domain/teams.ts';
import { releaseInputSchema, releaseListQuerySchema, submitReleaseSchema } from '../../../domain/releases.ts';
import { releaseDto, releaseListDto, releaseQuotaDto, releaseStoreDto } from '../../../domain/releases-dto.ts';
import { releaseVersionDto } from '../../../domain/release-updates-dto.ts';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { idParams } from '../../http/id-param.ts';
import { route } from '../../http/route.ts';
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

/** Reading the account's releases: every member of a label's team. */
const readRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/releases',
      access: 'user',
      api: true,
      team: TEAM.everyone,
      query: releaseListQuerySchema,
      response: releaseListDto,
      summary: 'The account’s releases, a page at a time',
    },
    ({ actor, query }) => listReleases(deps, actor, query),
  ),
  route(
    {
      method: 'POST',
      path: '/releases',
      access: 'user',
      api: true,
      team: TEAM.managers,
      body: releaseInputSchema,
      response: z.object({ id: z.string() }),
      status: 201,
      summary: 'Creates a release (a draft)',
    },
    ({ actor, body }) => createRelease(deps, actor, body),
  ),
  // Before '/releases/:id', which would take "quota" for an id.
  route(
    {
      method: 'GET',
      path: '/releases/quota',
      access: 'user',
      api: true,
      team: TEAM.everyone,
      response: releaseQuotaDto,
      summary: 'The plan’s monthly release limit and its use',
    },
    ({ actor }) => getReleaseQuota(deps, actor),
  ),
  route(
    {
      method: 'GET',
      path: '/releases/stores',
      access: 'user',
      api: true,
      team: TEAM.everyone,
      response: z.array(releaseStoreDto),
      summary: 'The stores a release can choose',
    },
    () => listReleaseStores(deps),
  ),
  route(
    {
      method: 'GET',
      path: '/releases/:id',
      access: 'user',
      api: true,
      team: TEAM.everyone,
      params,
      response: releaseDto,
      summary: 'One release',
    },
    ({ actor, params }) => getRelease(deps, actor, params.id),
  ),
  route(
    {
      method: 'GET',
      path: '/releases/:id/versions',
      access: 'user',
      api: true,
      team: TEAM.everyone,
      params,
      response: z.array(releaseVersionDto),
      summary: 'What changed in each version of a release',
    },
    ({ actor, params }) => listReleaseVersions(deps, actor, params.id),
  ),
];

/** Changing them: the owner and managers (deleting: the owner only). */
const writeRoutes = (deps: Deps) => [
  // A release in stores is not changed: the edit waits for review (propose-revision.ts).
  route(
    {
      method: 'PUT',
      path: '/releases/:id',
      access: 'user',
      api: true,
      team: TEAM.managers,
      params,
      body: releaseInputSchema,
      response: releaseDto,
      summary: 'Changes a release (one in stores waits for review)',
    },
    async ({ actor, params, body }) => {
      await updateRelease(deps, actor, params.id, body);
      return getRelease(deps, actor, params.id);
    },
  ),
  route(
    {
      method: 'POST',
      path: '/releases/:id/submit',
      access: 'user',
      api: true,
      team: TEAM.managers,
      params,
      body: submitReleaseSchema,
      response: releaseDto,
      summary: 'Submits a release for review',
    },
    async ({ actor, params, body }) => {
      await submitRelease(deps, actor, params.id, body.note);
      return getRelease(deps, actor, params.id);
    },
  ),
  route(
    {
      method: 'POST',
      path: '/releases/:id/withdraw',
      access: 'user',
      api: true,
      team: TEAM.managers,
      params,
      response: releaseDto,
      summary: 'Withdraws a release from review',
    },
    async ({ actor, params }) => {
      await withdrawRelease(deps, actor, params.id);
      return getRelease(deps, actor, params.id);
    },
  ),
  route(
    { method: 'DELETE', path: '/releases/:id', access: 'user', api: true, params, response: 'empty', summary: 'Deletes a release' },
    ({ actor, params }) => deleteRelease(deps, actor, params.id),
  ),
];

export const releaseRoutes = (deps: Deps) => [...readRoutes(deps), ...writeRoutes(deps)];
