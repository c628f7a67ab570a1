// Holds on earnings (domain/holds.ts). Routes below /api:
//   artist ('user'), their own only (another artist's hold: 404):
//   GET    /holds                                   HoldDto[] (in force first, then released; newest first)
//   GET    /holds/:id                               HoldDto
//   POST   /holds/:id/answer     body answerHoldSchema      HoldDto (again and again while in force; 409 once released)
//   admin ('admin'):
//   GET    /admin/holds?q=&status=&cursor=&limit=   PageDto<AdminHoldDto> newest first
//   GET    /admin/holds/export?<filters>            text/csv
//   GET    /admin/holds/artists?q=                  HoldArtistDto[] (artists with earnings)
//   GET    /admin/holds/artists/:id                 HoldTargetsDto (their months, releases and tracks with earnings)
//   GET    /admin/holds/:id                         AdminHoldDto
//   POST   /admin/holds          body placeHoldSchema       AdminHoldDto (201)
//   POST   /admin/holds/:id/release  body releaseHoldSchema AdminHoldDto
import { TEAM } from '../../../domain/teams.ts';
import { HOLD_TEXTS } from '../../../domain/holds.ts';
import {
  answerHoldSchema,
  holdArtistsQuerySchema,
  holdFiltersSchema,
  holdListQuerySchema,
  placeHoldSchema,
  releaseHoldSchema,
} from '../../../domain/holds-schema.ts';
import { adminHoldDto, holdArtistDto, holdDto, holdTargetsDto } from '../../../domain/holds-dto.ts';
import { pageDto } from '../../../domain/admin-list-dto.ts';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { idParams } from '../../http/id-param.ts';
import { rawAnswer, route } from '../../http/route.ts';
import { answerHold } from './answer-hold.ts';
import { getAdminHold } from './hold-records.ts';
import { findHoldArtists, getHoldTargets } from './hold-targets.ts';
import { listAdminHolds } from './list-holds.ts';
import { HOLDS_CSV_HEADER } from './export-holds.ts';
import { holdsCsv } from './export-holds.ts';
import { getMyHold } from './get-my-hold.ts';
import { listPageDto, pageQuerySchema } from '../../../domain/page-query.ts';
import { listMyHolds } from './list-my-holds.ts';
import { placeHold } from './place-hold.ts';
import { releaseHold } from './release-hold.ts';

const params = idParams(HOLD_TEXTS.notFound);
const artistParams = idParams(HOLD_TEXTS.artistNotFound);

/** The artist's own holds (another artist's: 404). */
const artistHoldRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/holds',
      access: 'user',
      api: true,
      team: TEAM.accountantsAndViewers,
      query: pageQuerySchema,
      response: listPageDto(holdDto),
      summary: "The artist's holds, in force first, newest first, a page at a time",
    },
    ({ actor, query }) => listMyHolds(deps, actor, query),
  ),
  route(
    {
      method: 'GET',
      path: '/holds/:id',
      access: 'user',
      api: true,
      team: TEAM.accountantsAndViewers,
      params,
      response: holdDto,
      summary: "One of the artist's holds",
    },
    ({ actor, params }) => getMyHold(deps, actor, params.id),
  ),
  route(
    {
      method: 'POST',
      path: '/holds/:id/answer',
      access: 'user',
      team: TEAM.accountants,
      params,
      body: answerHoldSchema,
      response: holdDto,
      summary: 'The artist answers a hold on their earnings',
    },
    ({ actor, params, body }) => answerHold(deps, actor, params.id, body),
  ),
];

const adminHoldRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/admin/holds',
      access: 'admin',
      query: holdListQuerySchema,
      response: pageDto(adminHoldDto),
      summary: "The console's holds, a page at a time",
    },
    ({ actor, query }) => listAdminHolds(deps, actor, query),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/holds/export',
      access: 'admin',
      query: holdFiltersSchema,
      response: rawAnswer('text/csv', 'The holds matching the filters as CSV'),
      summary: 'The holds as CSV',
    },
    ({ actor, query }) => csvResponse('holds.csv', HOLDS_CSV_HEADER, holdsCsv(deps, actor, query)),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/holds/artists',
      access: 'admin',
      query: holdArtistsQuerySchema,
      response: z.array(holdArtistDto),
      summary: 'Artists with earnings, by name or email',
    },
    ({ actor, query }) => findHoldArtists(deps, actor, query.q),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/holds/artists/:id',
      access: 'admin',
      params: artistParams,
      response: holdTargetsDto,
      summary: "An artist's months, releases and tracks with earnings, to hold",
    },
    ({ actor, params }) => getHoldTargets(deps, actor, params.id),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/holds/:id',
      access: 'admin',
      params,
      response: adminHoldDto,
      summary: 'One hold, as the console sees it',
    },
    ({ params }) => getAdminHold(deps.db, params.id),
  ),
  route(
    {
      method: 'POST',
      path: '/admin/holds',
      access: 'admin',
      body: placeHoldSchema,
      response: adminHoldDto,
      status: 201,
      summary: "Hold the earnings of an artist's tracks in named months",
    },
    ({ actor, body }) => placeHold(deps, actor, body),
  ),
  route(
    {
      method: 'POST',
      path: '/admin/holds/:id/release',
      access: 'admin',
      params,
      body: releaseHoldSchema,
      response: adminHoldDto,
      summary: 'Release a hold, with a note for the artist',
    },
    ({ actor, params, body }) => releaseHold(deps, actor, params.id, body),
  ),
];

export const holdRoutes = (deps: Deps) => [...artistHoldRoutes(deps), ...adminHoldRoutes(deps)];
