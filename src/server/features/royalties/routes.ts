// Sales figures and the money behind them (SPEC sections 2, 3, 5, 9; DESIGN section 6).
//
// Routes (below /api; DTOs in src/domain/earnings-dto.ts, inputs in earnings.ts and claims.ts):
//   artist ('user'), scoped to the caller:
//   GET    /earnings/analytics?period=7|30|90|365        AnalyticsPageDto   (period defaults to 30)
//   GET    /earnings/analytics/csv?period=               text/csv of what the analytics page shows
//   GET    /earnings/revenue?period=                     RevenuePageDto
//   GET    /earnings/statements/:month                   MonthlyStatementDto (month YYYY-MM)
//   GET    /earnings/statements/:month/csv               text/csv statement
//   GET    /payouts/balance                              BalanceDto
//   GET    /payouts/claims                               ClaimDto[] newest first
//   POST   /payouts/claims      body claimRequestSchema  ClaimDto (201); the spec's messages as 400 VALIDATION
//   admin ('admin'):
//   GET    /admin/analytics?range=                       PlatformAnalyticsDto (console Analytics)
//   GET    /admin/revenue/totals                         AdminRevenueTotalsDto
//   GET    /admin/royalties/template.csv                 the documented CSV template (docs/sales-report-format.md)
//   POST   /admin/royalties/imports?name=&format=&source=   body: the file (stream, gzip ok)  ImportPreviewDto (201)
//   GET    /admin/royalties/imports?status=&cursor=&limit=  PageDto<ImportListItemDto> newest first
//   GET    /admin/royalties/imports/:id                  ImportPreviewDto
//   GET    /admin/royalties/imports/:id/rows?state=all|matched|unmatched|refused&cursor=  ImportRowsPageDto
//   POST   /admin/royalties/imports/:id/confirm   body importActionSchema  ImportListItemDto
//   POST   /admin/royalties/imports/:id/discard   body importActionSchema  ImportListItemDto
//   POST   /admin/royalties/imports/:id/rollback  body importActionSchema  ImportListItemDto
//   POST   /admin/royalties/imports/:id/rematch   body importActionSchema  ImportPreviewDto (unmatched rows matched again
//          against today's ISRCs and UPCs; newly matched rows of a confirmed import are booked)
//   (claims, in features/payouts/routes.ts)
//   GET    /admin/claims?q=&status=&method=&sort=&dir=&cursor=&limit=  PageDto<AdminClaimDto> newest first
//   GET    /admin/claims/export?<filters>                 text/csv
//   GET    /admin/claims/:id                             AdminClaimDetailDto (payment details in full)
//   PATCH  /admin/claims/:id   body updateClaimSchema    AdminClaimDto; toast claimUpdatedMessage(status)
import { analyticsQuerySchema } from '../../../domain/analytics-admin.ts';
import type { Deps } from '../../deps.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { platformAnalytics } from './platform-analytics.ts';

export const royaltiesRoutes = (deps: Deps): RouteDef[] => [
  route({ method: 'GET', path: '/admin/analytics', access: 'admin', query: analyticsQuerySchema }, async ({ c, actor, query }) =>
    c.json(await platformAnalytics(deps, actor, query)),
  ),
];
