// Splits (domain/splits.ts, decision 0013). Routes below /api:
//   the release's owner ('user'), their own releases only (another's: 404):
//   GET  /releases/:id/splits        ReleaseSplitsDto
//   PUT  /releases/:id/splits  body saveSplitSchema   ReleaseSplitsDto (a new version; the same again changes nothing)
//   POST /releases/:id/splits/preview  body saveSplitSchema   SplitPreviewDto (what it would move; nothing saved)
//   a payee ('user'):
//   GET  /splits                     MySplitDto[] (the splits whose invitations they accepted)
//   GET  /splits/statement           text/csv (per usage month, release and role, as payee and as owner)
//   GET  /splits/statement.pdf       application/pdf (the same)
//   whoever holds an invitation's link ('public'; accepting signs in first, 'user'):
//   GET  /splits/invitations/:token          SplitInvitationDto
//   POST /splits/invitations/:token/accept   SplitInvitationDto
//   POST /splits/invitations/:token/decline  SplitInvitationDto
//   POST /splits/invitations/:token/answer-change  body answerChangeSchema  SplitInvitationDto (a lower share: agreed or objected)
//   GET  /splits/invitations/:token/statement      text/csv (that party's alone: what is held for them, or claimable once accepted)
//   GET  /splits/invitations/:token/statement.pdf  application/pdf (the same)
import { TEAM } from '../../../domain/teams.ts';
import { z } from 'zod';
import { mySplitDto, releaseSplitsDto, splitInvitationDto, splitPreviewDto } from '../../../domain/splits-dto.ts';
import { answerChangeSchema, saveSplitSchema, splitTokenParams } from '../../../domain/splits-schema.ts';
import type { Deps } from '../../deps.ts';
import { idParams } from '../../http/id-param.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { rawAnswer, route } from '../../http/route.ts';
import { SPLIT_STATEMENT_HEADER, splitStatementCsv, splitStatementPdf, type StatementOf } from './split-statement.ts';
import { acceptInvitation, answerInvitationChange, declineInvitation, getInvitation, partyOf } from './answer-invitation.ts';
import { getReleaseSplits, RELEASE_NOT_FOUND } from './get-release-splits.ts';
import { listMySplits } from './list-my-splits.ts';
import { previewSplit, saveSplit } from './save-split.ts';

const params = idParams(RELEASE_NOT_FOUND);

/** The owner's: a release's splits, a new version and what it would move. */
const ownerRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/releases/:id/splits',
      access: 'user',
      api: true,
      team: TEAM.everyone,
      params,
      response: releaseSplitsDto,
      summary: "A release's revenue splits",
    },
    ({ actor, params }) => getReleaseSplits(deps.db, actor, params.id),
  ),
  route(
    {
      method: 'PUT',
      path: '/releases/:id/splits',
      access: 'user',
      api: true,
      params,
      body: saveSplitSchema,
      response: releaseSplitsDto,
      summary: "A new version of a release's (or a track's) revenue split",
    },
    ({ actor, params, body }) => saveSplit(deps, actor, params.id, body),
  ),
  route(
    {
      method: 'POST',
      path: '/releases/:id/splits/preview',
      access: 'user',
      api: true,
      team: TEAM.managersAndAccountants,
      params,
      body: saveSplitSchema,
      response: splitPreviewDto,
      summary: 'What a new version of a split would move, saving nothing',
    },
    ({ actor, params, body }) => previewSplit(deps, actor, params.id, body),
  ),
];

type StatementContext = { actor: { userId: string }; params: Record<string, unknown> };

/** The statement as CSV and PDF at `path` and `path`.pdf: a signed-in user's, or a party's by their link. */
function statementRoutes(deps: Deps, path: string, access: 'user' | 'public', of: (ctx: StatementContext) => Promise<StatementOf>) {
  return [
    route(
      {
        method: 'GET',
        path,
        access,
        // a signed-in user's own statement, as payee and as owner, whichever account they act in
        ...(access === 'public' ? { params: splitTokenParams } : { team: 'person' as const }),
        response: rawAnswer('text/csv', 'The split statement as CSV'),
        summary: 'What splits paid, per usage month, release and role',
      },
      async (ctx) => csvResponse('split-statement.csv', SPLIT_STATEMENT_HEADER, splitStatementCsv(deps, await of(ctx as StatementContext))),
    ),
    route(
      {
        method: 'GET',
        path: `${path}.pdf`,
        access,
        // a signed-in user's own statement, as payee and as owner, whichever account they act in
        ...(access === 'public' ? { params: splitTokenParams } : { team: 'person' as const }),
        response: rawAnswer('application/pdf', 'The split statement as a PDF'),
        summary: 'What splits paid, as a PDF',
      },
      async (ctx) =>
        ctx.c.body(new Uint8Array(await splitStatementPdf(deps, await of(ctx as StatementContext))), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="split-statement.pdf"',
          'Cache-Control': 'private, no-store',
        }),
    ),
  ];
}

/** A payee's (and everyone's statement), and whoever holds an invitation's link. */
const payeeRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/splits',
      access: 'user',
      team: 'person',
      response: z.array(mySplitDto),
      summary: 'The splits the user is a payee of',
    },
    ({ actor }) => listMySplits(deps, actor),
  ),
  ...statementRoutes(deps, '/splits/statement', 'user', ({ actor }) => Promise.resolve({ userId: actor.userId })),
  route(
    {
      method: 'GET',
      path: '/splits/invitations/:token',
      access: 'public',
      params: splitTokenParams,
      response: splitInvitationDto,
      summary: 'A split invitation, as its link shows it',
    },
    ({ params }) => getInvitation(deps, params.token),
  ),
  route(
    {
      method: 'POST',
      path: '/splits/invitations/:token/accept',
      access: 'user',
      team: 'person',
      params: splitTokenParams,
      response: splitInvitationDto,
      summary: 'The signed-in user accepts a split invitation',
    },
    ({ actor, params }) => acceptInvitation(deps, actor, params.token),
  ),
  route(
    {
      method: 'POST',
      path: '/splits/invitations/:token/decline',
      access: 'public',
      params: splitTokenParams,
      response: splitInvitationDto,
      summary: 'A payee declines a split invitation (no account needed)',
    },
    ({ params }) => declineInvitation(deps, params.token),
  ),
  route(
    {
      method: 'POST',
      path: '/splits/invitations/:token/answer-change',
      access: 'public',
      params: splitTokenParams,
      body: answerChangeSchema,
      response: splitInvitationDto,
      summary: 'A payee agrees or objects to a change that lowers their share (no account needed)',
    },
    ({ params, body }) => answerInvitationChange(deps, params.token, body.answer),
  ),
  ...statementRoutes(deps, '/splits/invitations/:token/statement', 'public', async ({ params }) => ({
    partyId: (await partyOf(deps, String(params.token))).id,
  })),
];

export const splitRoutes = (deps: Deps) => [...ownerRoutes(deps), ...payeeRoutes(deps)];
