// Payouts: the artist's balance and claims, and the console's claim table and review.
import { TEAM } from '../../../domain/teams.ts';
import { CLAIM_TEXTS, claimFiltersSchema, claimListQuerySchema, claimRequestSchema, updateClaimSchema } from '../../../domain/claims.ts';
import { adminClaimDetailDto, adminClaimDto, balanceDto, claimDto } from '../../../domain/claims-dto.ts';
import { pageDto } from '../../../domain/admin-list-dto.ts';
import type { Deps } from '../../deps.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { idParams } from '../../http/id-param.ts';
import { rawAnswer, route } from '../../http/route.ts';
import { listAdminClaims } from './admin-claims.ts';
import { getAdminClaim } from './get-admin-claim.ts';
import { CLAIMS_CSV_HEADER } from './export-claims.ts';
import { claimsCsv } from './export-claims.ts';
import { claimRequestKey, createClaim } from './create-claim.ts';
import { getMyClaim } from './get-my-claim.ts';
import { listPageDto, pageQuerySchema } from '../../../domain/page-query.ts';
import { listMyClaims } from './list-my-claims.ts';
import { getBalance } from './get-balance.ts';
import { updateClaim } from './update-claim.ts';

const params = idParams(CLAIM_TEXTS.notFound);

export const payoutRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/payouts/balance',
      access: 'user',
      api: true,
      team: TEAM.accountantsAndViewers,
      response: balanceDto,
      summary: "The balance a claim may ask for, and each method's terms",
    },
    ({ actor }) => getBalance(deps, actor),
  ),
  route(
    {
      method: 'GET',
      path: '/payouts/claims',
      access: 'user',
      api: true,
      team: TEAM.accountantsAndViewers,
      query: pageQuerySchema,
      response: listPageDto(claimDto),
      summary: "The artist's claims, newest first, a page at a time",
    },
    ({ actor, query }) => listMyClaims(deps, actor, query),
  ),
  route(
    {
      method: 'POST',
      path: '/payouts/claims',
      access: 'user',
      api: true,
      team: TEAM.accountants,
      body: claimRequestSchema,
      response: claimDto,
      status: 201,
      summary: 'Ask for a payout',
    },
    ({ c, actor, body }) => createClaim(deps, actor, body, claimRequestKey(c.req.header('idempotency-key'), actor)),
  ),
  route(
    {
      method: 'GET',
      path: '/payouts/claims/:id',
      access: 'user',
      api: true,
      team: TEAM.accountantsAndViewers,
      params,
      response: claimDto,
      summary: "One of the artist's claims",
    },
    ({ actor, params }) => getMyClaim(deps, actor, params.id),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/claims',
      access: 'admin',
      query: claimListQuerySchema,
      response: pageDto(adminClaimDto),
      summary: "The console's claims, a page at a time",
    },
    ({ actor, query }) => listAdminClaims(deps, actor, query),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/claims/export',
      access: 'admin',
      query: claimFiltersSchema,
      response: rawAnswer('text/csv', 'The claims matching the filters as CSV'),
      summary: 'The claims as CSV',
    },
    ({ actor, query }) => csvResponse('claims.csv', CLAIMS_CSV_HEADER, claimsCsv(deps, actor, query)),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/claims/:id',
      access: 'admin',
      params,
      response: adminClaimDetailDto,
      summary: 'A claim with its payment details, for review',
    },
    ({ actor, params }) => getAdminClaim(deps, actor, params.id),
  ),
  route(
    {
      method: 'PATCH',
      path: '/admin/claims/:id',
      access: 'admin',
      params,
      body: updateClaimSchema,
      response: adminClaimDto,
      summary: 'Review a claim: its status and notes',
    },
    ({ actor, params, body }) => updateClaim(deps, actor, params.id, body),
  ),
];
