// The console's unmatched queue: its lines, their export and summary, the catalogue search and
// booking lines to a track or release (listed in routes.ts, mounted with royaltiesRoutes).
import {
  bookUnmatchedSchema,
  catalogueQuerySchema,
  unmatchedListQuerySchema,
  unmatchedSummaryQuerySchema,
} from '../../../domain/unmatched-lines.ts';
import type { Deps } from '../../deps.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { bookUnmatchedLines } from './book-unmatched-lines.ts';
import { getUnmatchedSummary, listUnmatchedLines, UNMATCHED_CSV_HEADER, unmatchedCsv } from './list-unmatched-lines.ts';
import { searchCatalogue } from './search-catalogue.ts';

export const unmatchedRoutes = (deps: Deps) => [
  // the unmatched queue
  route(
    { method: 'GET', path: '/admin/royalties/unmatched', access: 'admin', query: unmatchedListQuerySchema },
    async ({ c, actor, query }) => c.json(await listUnmatchedLines(deps, actor, query)),
  ),
  route(
    { method: 'GET', path: '/admin/royalties/unmatched/export', access: 'admin', query: unmatchedSummaryQuerySchema },
    ({ actor, query }) => csvResponse('unmatched-lines.csv', UNMATCHED_CSV_HEADER, unmatchedCsv(deps, actor, query)),
  ),
  route(
    { method: 'GET', path: '/admin/royalties/unmatched/summary', access: 'admin', query: unmatchedSummaryQuerySchema },
    async ({ c, actor, query }) => c.json(await getUnmatchedSummary(deps, actor, query)),
  ),
  route({ method: 'GET', path: '/admin/royalties/catalogue', access: 'admin', query: catalogueQuerySchema }, async ({ c, actor, query }) =>
    c.json(await searchCatalogue(deps, actor, query.q)),
  ),
  route(
    { method: 'POST', path: '/admin/royalties/unmatched/book', access: 'admin', body: bookUnmatchedSchema },
    async ({ c, actor, body }) => c.json(await bookUnmatchedLines(deps, actor, body)),
  ),
];
