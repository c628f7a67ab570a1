// Payouts: the artist's balance and claims, and the console's claim table and review
// (route list with DTOs: features/royalties/routes.ts).
import { CLAIM_TEXTS, claimFiltersSchema, claimListQuerySchema, claimRequestSchema, updateClaimSchema } from '../../../domain/claims.ts';
import type { Deps } from '../../deps.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { idParams } from '../../http/id-param.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { listAdminClaims } from './admin-claims.ts';
import { getAdminClaim } from './get-admin-claim.ts';
import { CLAIMS_CSV_HEADER } from './export-claims.ts';
import { claimsCsv } from './export-claims.ts';
import { createClaim } from './create-claim.ts';
import { getMyClaim } from './get-my-claim.ts';
import { listMyClaims } from './list-my-claims.ts';
import { getBalance } from './get-balance.ts';
import { updateClaim } from './update-claim.ts';

const params = idParams(CLAIM_TEXTS.notFound);

export const payoutRoutes = (deps: Deps) => [
  route({ method: 'GET', path: '/payouts/balance', access: 'user' }, async ({ c, actor }) => c.json(await getBalance(deps, actor))),
  route({ method: 'GET', path: '/payouts/claims', access: 'user' }, async ({ c, actor }) => c.json(await listMyClaims(deps, actor))),
  route({ method: 'POST', path: '/payouts/claims', access: 'user', body: claimRequestSchema }, async ({ c, actor, body }) =>
    c.json(await createClaim(deps, actor, body), 201),
  ),
  route({ method: 'GET', path: '/payouts/claims/:id', access: 'user', params }, async ({ c, actor, params }) =>
    c.json(await getMyClaim(deps, actor, params.id)),
  ),
  route({ method: 'GET', path: '/admin/claims', access: 'admin', query: claimListQuerySchema }, async ({ c, actor, query }) =>
    c.json(await listAdminClaims(deps, actor, query)),
  ),
  route({ method: 'GET', path: '/admin/claims/export', access: 'admin', query: claimFiltersSchema }, ({ actor, query }) =>
    csvResponse('claims.csv', CLAIMS_CSV_HEADER, claimsCsv(deps, actor, query)),
  ),
  route({ method: 'GET', path: '/admin/claims/:id', access: 'admin', params }, async ({ c, actor, params }) =>
    c.json(await getAdminClaim(deps, actor, params.id)),
  ),
  route(
    { method: 'PATCH', path: '/admin/claims/:id', access: 'admin', params, body: updateClaimSchema },
    async ({ c, actor, params, body }) => c.json(await updateClaim(deps, actor, params.id, body)),
  ),
];
