// Sales figures and the money behind them (SPEC sections 2, 3, 5, 9; DESIGN section 6).
//
// Routes (below /api; answers in src/domain/earnings-dto.ts, royalty-imports-dto.ts, analytics-admin-dto.ts,
// unmatched-lines-dto.ts and report-mappings-dto.ts; inputs in earnings.ts and claims.ts):
//   artist ('user'), scoped to the caller:
//   GET    /earnings/analytics?period=7|30|90|365&tier=&commercialModel=&useType=   AnalyticsPageDto (period defaults to 30)
//   GET    /earnings/analytics/csv?period=&<filters>     text/csv of what the analytics page shows
//   GET    /earnings/revenue?period=                     RevenuePageDto
//   GET    /earnings/share-periods?period=               SharePeriodsDto (which plan and share paid which usage days)
//   GET    /earnings/statements/:month                   MonthlyStatementDto (month YYYY-MM; ?artist= one profile's)
//   GET    /earnings/statements/:month/csv               text/csv statement (?artist= likewise)
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
import { TEAM } from '../../../domain/teams.ts';
import { analyticsQuerySchema } from '../../../domain/analytics-admin.ts';
import { platformAnalyticsDto } from '../../../domain/analytics-admin-dto.ts';
import {
  analyticsPageQuerySchema,
  periodQuerySchema,
  revenueQuerySchema,
  statementParamsSchema,
  statementQuerySchema,
} from '../../../domain/earnings.ts';
import {
  adminRevenueTotalsDto,
  analyticsPageDto,
  monthlyStatementDto,
  revenuePageDto,
  sharePeriodsDto,
} from '../../../domain/earnings-dto.ts';
import type { Deps } from '../../deps.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { rawAnswer, route } from '../../http/route.ts';
import { ANALYTICS_CSV_HEADER, analyticsCsv, getAnalytics } from './get-analytics.ts';
import { getRevenue, getStatement, STATEMENT_CSV_HEADER, statementCsv } from './get-revenue.ts';
import { getRevenueTotals } from './get-revenue-totals.ts';
import { getSharePeriods } from './get-share-periods.ts';
import { platformAnalytics } from './platform-analytics.ts';
import { importChangeRoutes, importRoutes } from './import-routes.ts';
import { unmatchedRoutes } from './unmatched-routes.ts';
import { reportMappingRoutes } from './report-mapping-routes.ts';

/** The artist's pages and the console's figures. */
/** The console's Analytics and Revenue & Payouts totals. */
const adminEarningsRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/admin/analytics',
      access: 'admin',
      query: analyticsQuerySchema,
      response: platformAnalyticsDto,
      summary: "Sales figures over every artist for a range (the console's Analytics)",
    },
    ({ actor, query }) => platformAnalytics(deps, actor, query),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/revenue/totals',
      access: 'admin',
      response: adminRevenueTotalsDto,
      summary: 'Revenue booked, claims by state, what is owed to artists and the unmatched rows',
    },
    () => getRevenueTotals(deps),
  ),
];

/** The artist's pages: analytics, revenue and statements. */
const earningsRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/earnings/analytics',
      access: 'user',
      api: true,
      team: TEAM.accountantsAndViewers,
      query: analyticsPageQuerySchema,
      response: analyticsPageDto,
      summary: "The artist's streams and revenue over a period, by platform, country, release and day",
    },
    ({ actor, query }) => getAnalytics(deps, actor, query.period, query),
  ),
  route(
    {
      method: 'GET',
      path: '/earnings/analytics/csv',
      access: 'user',
      api: true,
      team: TEAM.accountantsAndViewers,
      query: analyticsPageQuerySchema,
      response: rawAnswer('text/csv', 'What the analytics page shows, as CSV'),
      summary: "The artist's analytics as CSV",
    },
    ({ actor, query }) =>
      csvResponse(`analytics-last-${query.period}-days.csv`, ANALYTICS_CSV_HEADER, analyticsCsv(deps, actor, query.period, query)),
  ),
  route(
    {
      method: 'GET',
      path: '/earnings/revenue',
      access: 'user',
      api: true,
      team: TEAM.accountantsAndViewers,
      query: revenueQuerySchema,
      response: revenuePageDto,
      summary: "The artist's earnings over a period (with ?artist=, one artist profile's), their balance and latest payouts",
    },
    ({ actor, query }) => getRevenue(deps, actor, query.period, query.artist || undefined),
  ),
  route(
    {
      method: 'GET',
      path: '/earnings/share-periods',
      access: 'user',
      api: true,
      team: TEAM.accountantsAndViewers,
      query: periodQuerySchema,
      response: sharePeriodsDto,
      summary: 'Which plan and share paid which usage days of a period',
    },
    ({ actor, query }) => getSharePeriods(deps, actor, query.period),
  ),
  route(
    {
      method: 'GET',
      path: '/earnings/statements/:month',
      access: 'user',
      api: true,
      team: TEAM.accountantsAndViewers,
      params: statementParamsSchema,
      query: statementQuerySchema,
      response: monthlyStatementDto,
      summary: "The artist's statement of a month (with ?artist=, one artist profile's)",
    },
    ({ actor, params, query }) => getStatement(deps, actor, params.month, query.artist || undefined),
  ),
  route(
    {
      method: 'GET',
      path: '/earnings/statements/:month/csv',
      access: 'user',
      api: true,
      team: TEAM.accountantsAndViewers,
      params: statementParamsSchema,
      query: statementQuerySchema,
      response: rawAnswer('text/csv', 'The statement as CSV'),
      summary: "The artist's statement of a month as CSV (with ?artist=, one artist profile's)",
    },
    ({ actor, params, query }) =>
      csvResponse(
        `statement-${params.month}.csv`,
        STATEMENT_CSV_HEADER,
        statementCsv(deps, actor, params.month, query.artist || undefined),
      ),
  ),
];

export const royaltiesRoutes = (deps: Deps) => [
  ...adminEarningsRoutes(deps),
  ...earningsRoutes(deps),
  ...importRoutes(deps),
  ...importChangeRoutes(deps),
  ...unmatchedRoutes(deps),
  ...reportMappingRoutes(deps),
];
