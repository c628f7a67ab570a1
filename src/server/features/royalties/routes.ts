// Sales figures and the money behind them (SPEC sections 2, 3, 5, 9; DESIGN section 6).
//
// Routes (below /api; DTOs in src/domain/earnings-dto.ts, inputs in earnings.ts and claims.ts):
//   artist ('user'), scoped to the caller:
//   GET    /earnings/analytics?period=7|30|90|365&tier=&commercialModel=&useType=   AnalyticsPageDto (period defaults to 30)
//   GET    /earnings/analytics/csv?period=&<filters>     text/csv of what the analytics page shows
//   GET    /earnings/revenue?period=                     RevenuePageDto
//   GET    /earnings/share-periods?period=               SharePeriodsDto (which plan and share paid which usage days)
//   GET    /earnings/statements/:month                   MonthlyStatementDto (month YYYY-MM)
//   GET    /earnings/statements/:month/csv               text/csv statement
//   (payouts, in features/payouts/routes.ts)
//   GET    /payouts/balance                              BalanceDto
//   GET    /payouts/claims                               ClaimDto[] newest first
//   GET    /payouts/claims/:id                           ClaimDto (another artist's: 404)
//   POST   /payouts/claims      body claimRequestSchema  ClaimDto (201); the spec's messages as 400 VALIDATION
//   admin ('admin'):
//   GET    /admin/analytics?range=&tier=&commercialModel=&useType=   PlatformAnalyticsDto (console Analytics)
//   GET    /admin/revenue/totals                         AdminRevenueTotalsDto
//   GET    /admin/royalties/template.csv                 the documented CSV template (docs/sales-report-format.md)
//   POST   /admin/royalties/imports?name=&format=&mapping=&source=&currency=&rate=&kind=   body: the file (stream, gzip ok)  ImportPreviewDto (201)
//          (a file of a DSR report in several files joins the preview of its report's files already here)
//   GET    /admin/royalties/imports?status=&cursor=&limit=  PageDto<ImportListItemDto> newest first
//   GET    /admin/royalties/imports/:id                  ImportPreviewDto
//   GET    /admin/royalties/imports/:id/rows?state=all|matched|unmatched|refused|duplicate&cursor=  ImportRowsPageDto
//   POST   /admin/royalties/imports/:id/rate      body importRateSchema    ImportPreviewDto (a currency's rate to USD)
//   POST   /admin/royalties/imports/:id/confirm   body importActionSchema  ImportListItemDto
//   POST   /admin/royalties/imports/:id/discard   body importActionSchema  ImportListItemDto
//   POST   /admin/royalties/imports/:id/rollback  body importActionSchema  ImportListItemDto
//   POST   /admin/royalties/imports/:id/rematch   body importActionSchema  ImportPreviewDto (unmatched rows matched again against
//          today's ISRCs and UPCs; a confirmed import is re-booked through reversing entries)
//   GET    /admin/royalties/unmatched?q=&importId=&store=&period=&isrc=&upc=&cursor=&limit=  PageDto<UnmatchedLineDto>
//          (the unmatched queue: lines of confirmed imports that match nothing, across imports)
//   GET    /admin/royalties/unmatched/export?<filters>   text/csv of the lines matching
//   GET    /admin/royalties/unmatched/summary?<filters>  UnmatchedSummaryDto (lines and USD matching; imports, stores, months)
//   GET    /admin/royalties/catalogue?q=                 CatalogueMatchDto[] (tracks by ISRC or title, releases by UPC or title)
//   POST   /admin/royalties/unmatched/book   body bookUnmatchedSchema   BookedLinesDto (booked as matched lines are)
//   GET    /admin/report-mappings                      ReportMappingDto[] (the shipped ones first, then the admins' by name)
//   GET    /admin/report-mappings/:id                  ReportMappingDto (a stored mapping's uuid, or a shipped one's id)
//   POST   /admin/report-mappings    body reportMappingSchema     ReportMappingDto (201)
//   PUT    /admin/report-mappings/:id  body changeMappingSchema  ReportMappingDto (a shipped one: 409)
//   POST   /admin/report-mappings/preview  body mappingPreviewSchema  MappingPreviewDto (the first rows of a sample as read)
//   (claims, in features/payouts/routes.ts)
//   GET    /admin/claims?q=&status=&method=&sort=&dir=&cursor=&limit=  PageDto<AdminClaimDto> newest first
//   GET    /admin/claims/export?<filters>                 text/csv
//   GET    /admin/claims/:id                             AdminClaimDetailDto (payment details in full)
//   PATCH  /admin/claims/:id   body updateClaimSchema    AdminClaimDto; toast claimUpdatedMessage(status)
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { analyticsQuerySchema } from '../../../domain/analytics-admin.ts';
import {
  analyticsPageQuerySchema,
  IMPORT_TEXTS,
  importActionSchema,
  importListQuerySchema,
  importRateSchema,
  importRowsQuerySchema,
  importUploadQuerySchema,
  periodQuerySchema,
  statementParamsSchema,
} from '../../../domain/earnings.ts';
import type { Deps } from '../../deps.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { idParams } from '../../http/id-param.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { rematchImport } from './rematch-import.ts';
import { discardImport } from './discard-import.ts';
import { rollBackImport } from './roll-back-import.ts';
import { confirmImport } from './confirm-import.ts';
import { ANALYTICS_CSV_HEADER, analyticsCsv, getAnalytics } from './get-analytics.ts';
import { getImport } from './get-import.ts';
import { getRevenue, getStatement, STATEMENT_CSV_HEADER, statementCsv } from './get-revenue.ts';
import { getRevenueTotals } from './get-revenue-totals.ts';
import { getSharePeriods } from './get-share-periods.ts';
import { listImportRows } from './list-import-rows.ts';
import { listImports } from './list-imports.ts';
import { platformAnalytics } from './platform-analytics.ts';
import { setImportRate } from './set-import-rate.ts';
import { TEMPLATE_HEADER, templateRows } from './report-template.ts';
import { unmatchedRoutes } from './unmatched-routes.ts';
import { reportMappingRoutes } from './report-mapping-routes.ts';

const params = idParams(IMPORT_TEXTS.notFound);

export const royaltiesRoutes = (deps: Deps) => [
  route({ method: 'GET', path: '/admin/analytics', access: 'admin', query: analyticsQuerySchema }, async ({ c, actor, query }) =>
    c.json(await platformAnalytics(deps, actor, query)),
  ),
  // the artist's pages
  route({ method: 'GET', path: '/earnings/analytics', access: 'user', query: analyticsPageQuerySchema }, async ({ c, actor, query }) =>
    c.json(await getAnalytics(deps, actor, query.period, query)),
  ),
  route({ method: 'GET', path: '/earnings/analytics/csv', access: 'user', query: analyticsPageQuerySchema }, ({ actor, query }) =>
    csvResponse(`analytics-last-${query.period}-days.csv`, ANALYTICS_CSV_HEADER, analyticsCsv(deps, actor, query.period, query)),
  ),
  route({ method: 'GET', path: '/earnings/revenue', access: 'user', query: periodQuerySchema }, async ({ c, actor, query }) =>
    c.json(await getRevenue(deps, actor, query.period)),
  ),
  route({ method: 'GET', path: '/earnings/share-periods', access: 'user', query: periodQuerySchema }, async ({ c, actor, query }) =>
    c.json(await getSharePeriods(deps, actor, query.period)),
  ),
  route(
    { method: 'GET', path: '/earnings/statements/:month', access: 'user', params: statementParamsSchema },
    async ({ c, actor, params }) => c.json(await getStatement(deps, actor, params.month)),
  ),
  route({ method: 'GET', path: '/earnings/statements/:month/csv', access: 'user', params: statementParamsSchema }, ({ actor, params }) =>
    csvResponse(`statement-${params.month}.csv`, STATEMENT_CSV_HEADER, statementCsv(deps, actor, params.month)),
  ),
  // the console's Revenue & Payouts
  route({ method: 'GET', path: '/admin/revenue/totals', access: 'admin' }, async ({ c }) => c.json(await getRevenueTotals(deps))),
  route({ method: 'GET', path: '/admin/royalties/template.csv', access: 'admin' }, () =>
    csvResponse('sales-report-template.csv', TEMPLATE_HEADER, templateRows()),
  ),
  route(
    { method: 'POST', path: '/admin/royalties/imports', access: 'admin', bodyKind: 'stream', query: importUploadQuerySchema },
    async ({ c, actor, query }) => {
      const length = c.req.header('Content-Length');
      // Served by Node, read the request itself: no web-stream layer in between.
      const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
      const body = incoming instanceof Readable ? incoming : ((c.req.raw.body ?? []) as AsyncIterable<Uint8Array>);
      // The report readers (csv-parse, COPY) load with the first import, not at start-up.
      const { createImport } = await import('./create-import.ts');
      const preview = await createImport(deps, actor, {
        body,
        fileName: query.name,
        format: query.format,
        mapping: query.mapping,
        source: query.source,
        contentLength: length !== undefined && /^\d+$/.test(length) ? Number(length) : undefined,
        rate: query.currency && query.rate ? { currency: query.currency, rate: query.rate } : undefined,
        kind: query.kind,
      });
      return c.json(preview, 201);
    },
  ),
  route({ method: 'GET', path: '/admin/royalties/imports', access: 'admin', query: importListQuerySchema }, async ({ c, actor, query }) =>
    c.json(await listImports(deps, actor, query)),
  ),
  route({ method: 'GET', path: '/admin/royalties/imports/:id', access: 'admin', params }, async ({ c, params }) =>
    c.json(await getImport(deps, params.id)),
  ),
  route(
    { method: 'GET', path: '/admin/royalties/imports/:id/rows', access: 'admin', params, query: importRowsQuerySchema },
    async ({ c, actor, params, query }) => c.json(await listImportRows(deps, actor, params.id, query)),
  ),
  route(
    { method: 'POST', path: '/admin/royalties/imports/:id/rate', access: 'admin', params, body: importRateSchema },
    async ({ c, actor, params, body }) => c.json(await setImportRate(deps, actor, params.id, body)),
  ),
  route(
    { method: 'POST', path: '/admin/royalties/imports/:id/confirm', access: 'admin', params, body: importActionSchema },
    async ({ c, actor, params, body }) => c.json(await confirmImport(deps, actor, params.id, body)),
  ),
  route(
    { method: 'POST', path: '/admin/royalties/imports/:id/discard', access: 'admin', params, body: importActionSchema },
    async ({ c, actor, params, body }) => c.json(await discardImport(deps, actor, params.id, body)),
  ),
  route(
    { method: 'POST', path: '/admin/royalties/imports/:id/rollback', access: 'admin', params, body: importActionSchema },
    async ({ c, actor, params, body }) => c.json(await rollBackImport(deps, actor, params.id, body)),
  ),
  route(
    { method: 'POST', path: '/admin/royalties/imports/:id/rematch', access: 'admin', params, body: importActionSchema },
    async ({ c, actor, params, body }) => c.json(await rematchImport(deps, actor, params.id, body)),
  ),
  ...unmatchedRoutes(deps),
  ...reportMappingRoutes(deps),
];
