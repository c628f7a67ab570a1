// The console's unmatched queue: its lines, their export and summary, the catalogue search and
// booking lines to a track or release (listed in routes.ts, mounted with royaltiesRoutes).
import { z } from 'zod';
import {
  bookUnmatchedSchema,
  catalogueQuerySchema,
  unmatchedListQuerySchema,
  unmatchedSummaryQuerySchema,
} from '../../../domain/unmatched-lines.ts';
import { bookedLinesDto, catalogueMatchDto, unmatchedPageDto, unmatchedSummaryDto } from '../../../domain/unmatched-lines-dto.ts';
import type { Deps } from '../../deps.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { rawAnswer, route } from '../../http/route.ts';
import { bookUnmatchedLines } from './book-unmatched-lines.ts';
import { getUnmatchedSummary, listUnmatchedLines, UNMATCHED_CSV_HEADER, unmatchedCsv } from './list-unmatched-lines.ts';
import { searchCatalogue } from './search-catalogue.ts';

export const unmatchedRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/admin/royalties/unmatched',
      access: 'admin',
      query: unmatchedListQuerySchema,
      response: unmatchedPageDto,
      summary: 'Lines of confirmed imports that match nothing, a page at a time',
    },
    ({ actor, query }) => listUnmatchedLines(deps, actor, query),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/royalties/unmatched/export',
      access: 'admin',
      query: unmatchedSummaryQuerySchema,
      response: rawAnswer('text/csv', 'The unmatched lines matching the filters as CSV'),
      summary: 'The unmatched lines as CSV',
    },
    ({ actor, query }) => csvResponse('unmatched-lines.csv', UNMATCHED_CSV_HEADER, unmatchedCsv(deps, actor, query)),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/royalties/unmatched/summary',
      access: 'admin',
      query: unmatchedSummaryQuerySchema,
      response: unmatchedSummaryDto,
      summary: 'How many unmatched lines match the filters and their USD, and what the queue can be filtered by',
    },
    ({ actor, query }) => getUnmatchedSummary(deps, actor, query),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/royalties/catalogue',
      access: 'admin',
      query: catalogueQuerySchema,
      response: z.array(catalogueMatchDto),
      summary: 'Tracks and releases an unmatched line can be booked to',
    },
    ({ actor, query }) => searchCatalogue(deps, actor, query.q),
  ),
  route(
    {
      method: 'POST',
      path: '/admin/royalties/unmatched/book',
      access: 'admin',
      body: bookUnmatchedSchema,
      response: bookedLinesDto,
      summary: 'Book unmatched lines to a track or release',
    },
    ({ actor, body }) => bookUnmatchedLines(deps, actor, body),
  ),
];
