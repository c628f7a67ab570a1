// The console's sales report imports: the template, the upload read into a preview, the list, an
// import's preview and rows, and what changes one (its rates, confirm, discard, roll back, match
// again), each change at the version the console saw (listed in routes.ts, mounted with royaltiesRoutes).
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import {
  IMPORT_TEXTS,
  importActionSchema,
  importListQuerySchema,
  importRateSchema,
  importRowsQuerySchema,
  importUploadQuerySchema,
} from '../../../domain/earnings.ts';
import { importListItemDto, importListPageDto, importPreviewDto, importRowsPageDto } from '../../../domain/royalty-imports-dto.ts';
import type { Deps } from '../../deps.ts';
import { csvResponse } from '../../http/csv-response.ts';
import { idParams } from '../../http/id-param.ts';
import { rawAnswer, route } from '../../http/route.ts';
import { confirmImport } from './confirm-import.ts';
import { discardImport } from './discard-import.ts';
import { getImport } from './get-import.ts';
import { listImportRows } from './list-import-rows.ts';
import { listImports } from './list-imports.ts';
import { rematchImport } from './rematch-import.ts';
import { TEMPLATE_HEADER, templateRows } from './report-template.ts';
import { rollBackImport } from './roll-back-import.ts';
import { setImportRate } from './set-import-rate.ts';

const params = idParams(IMPORT_TEXTS.notFound);

export const importRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/admin/royalties/template.csv',
      access: 'admin',
      response: rawAnswer('text/csv', 'The sales report template'),
      summary: 'The documented sales report CSV template',
    },
    () => csvResponse('sales-report-template.csv', TEMPLATE_HEADER, templateRows()),
  ),
  route(
    {
      method: 'POST',
      path: '/admin/royalties/imports',
      access: 'admin',
      bodyKind: 'stream',
      query: importUploadQuerySchema,
      response: importPreviewDto,
      status: 201,
      summary: 'Upload a sales report (the file as the body, gzip allowed) and read it into a preview',
    },
    async ({ c, actor, query }) => {
      const length = c.req.header('Content-Length');
      // Served by Node, read the request itself: no web-stream layer in between.
      const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
      const body = incoming instanceof Readable ? incoming : ((c.req.raw.body ?? []) as AsyncIterable<Uint8Array>);
      // The report readers (csv-parse, COPY) load with the first import, not at start-up.
      const { createImport } = await import('./create-import.ts');
      return createImport(deps, actor, {
        body,
        fileName: query.name,
        format: query.format,
        mapping: query.mapping,
        source: query.source,
        contentLength: length !== undefined && /^\d+$/.test(length) ? Number(length) : undefined,
        rate: query.currency && query.rate ? { currency: query.currency, rate: query.rate } : undefined,
        kind: query.kind,
      });
    },
  ),
  route(
    {
      method: 'GET',
      path: '/admin/royalties/imports',
      access: 'admin',
      query: importListQuerySchema,
      response: importListPageDto,
      summary: 'Sales report imports, newest first, a page at a time',
    },
    ({ actor, query }) => listImports(deps, actor, query),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/royalties/imports/:id',
      access: 'admin',
      params,
      response: importPreviewDto,
      summary: "One import's preview",
    },
    ({ params }) => getImport(deps, params.id),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/royalties/imports/:id/rows',
      access: 'admin',
      params,
      query: importRowsQuerySchema,
      response: importRowsPageDto,
      summary: "An import's rows by line, filtered by state, a page at a time",
    },
    ({ actor, params, query }) => listImportRows(deps, actor, params.id, query),
  ),
];

export const importChangeRoutes = (deps: Deps) => [
  route(
    {
      method: 'POST',
      path: '/admin/royalties/imports/:id/rate',
      access: 'admin',
      params,
      body: importRateSchema,
      response: importPreviewDto,
      summary: "Set the rate to USD of one of an import's currencies",
    },
    ({ actor, params, body }) => setImportRate(deps, actor, params.id, body),
  ),
  route(
    {
      method: 'POST',
      path: '/admin/royalties/imports/:id/confirm',
      access: 'admin',
      params,
      body: importActionSchema,
      response: importListItemDto,
      summary: 'Confirm an import: its matched lines are booked',
    },
    ({ actor, params, body }) => confirmImport(deps, actor, params.id, body),
  ),
  route(
    {
      method: 'POST',
      path: '/admin/royalties/imports/:id/discard',
      access: 'admin',
      params,
      body: importActionSchema,
      response: importListItemDto,
      summary: 'Discard an import in preview',
    },
    ({ actor, params, body }) => discardImport(deps, actor, params.id, body),
  ),
  route(
    {
      method: 'POST',
      path: '/admin/royalties/imports/:id/rollback',
      access: 'admin',
      params,
      body: importActionSchema,
      response: importListItemDto,
      summary: 'Roll back a confirmed import through reversing entries',
    },
    ({ actor, params, body }) => rollBackImport(deps, actor, params.id, body),
  ),
  route(
    {
      method: 'POST',
      path: '/admin/royalties/imports/:id/rematch',
      access: 'admin',
      params,
      body: importActionSchema,
      response: importPreviewDto,
      summary: "Match an import's unmatched rows again against today's ISRCs and UPCs",
    },
    ({ actor, params, body }) => rematchImport(deps, actor, params.id, body),
  ),
];
