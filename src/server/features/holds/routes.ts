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
import { HOLD_TEXTS } from '../../../domain/holds.ts';
import {
  answerHoldSchema,
  holdArtistsQuerySchema,
  holdFiltersSchema,
  holdListQuerySchema,
  placeHoldSchema,
  releaseHoldSchema,
} from '../../../domain/holds-schema.ts';
import type { Deps } from '../../deps.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { idParams } from '../../http/id-param.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { answerHold } from './answer-hold.ts';
import { getAdminHold } from './hold-records.ts';
import { findHoldArtists, getHoldTargets } from './hold-targets.ts';
import { listAdminHolds } from './list-holds.ts';
import { HOLDS_CSV_HEADER } from './export-holds.ts';
import { holdsCsv } from './export-holds.ts';
import { getMyHold } from './get-my-hold.ts';
import { listMyHolds } from './list-my-holds.ts';
import { placeHold } from './place-hold.ts';
import { releaseHold } from './release-hold.ts';

const params = idParams(HOLD_TEXTS.notFound);
const artistParams = idParams(HOLD_TEXTS.artistNotFound);

export const holdRoutes = (deps: Deps) => [
  route({ method: 'GET', path: '/holds', access: 'user' }, async ({ c, actor }) => c.json(await listMyHolds(deps, actor))),
  route({ method: 'GET', path: '/holds/:id', access: 'user', params }, async ({ c, actor, params }) =>
    c.json(await getMyHold(deps, actor, params.id)),
  ),
  route({ method: 'POST', path: '/holds/:id/answer', access: 'user', params, body: answerHoldSchema }, async ({ c, actor, params, body }) =>
    c.json(await answerHold(deps, actor, params.id, body)),
  ),
  route({ method: 'GET', path: '/admin/holds', access: 'admin', query: holdListQuerySchema }, async ({ c, actor, query }) =>
    c.json(await listAdminHolds(deps, actor, query)),
  ),
  route({ method: 'GET', path: '/admin/holds/export', access: 'admin', query: holdFiltersSchema }, ({ actor, query }) =>
    csvResponse('holds.csv', HOLDS_CSV_HEADER, holdsCsv(deps, actor, query)),
  ),
  route({ method: 'GET', path: '/admin/holds/artists', access: 'admin', query: holdArtistsQuerySchema }, async ({ c, actor, query }) =>
    c.json(await findHoldArtists(deps, actor, query.q)),
  ),
  route({ method: 'GET', path: '/admin/holds/artists/:id', access: 'admin', params: artistParams }, async ({ c, actor, params }) =>
    c.json(await getHoldTargets(deps, actor, params.id)),
  ),
  route({ method: 'GET', path: '/admin/holds/:id', access: 'admin', params }, async ({ c, params }) =>
    c.json(await getAdminHold(deps.db, params.id)),
  ),
  route({ method: 'POST', path: '/admin/holds', access: 'admin', body: placeHoldSchema }, async ({ c, actor, body }) =>
    c.json(await placeHold(deps, actor, body), 201),
  ),
  route(
    { method: 'POST', path: '/admin/holds/:id/release', access: 'admin', params, body: releaseHoldSchema },
    async ({ c, actor, params, body }) => c.json(await releaseHold(deps, actor, params.id, body)),
  ),
];
