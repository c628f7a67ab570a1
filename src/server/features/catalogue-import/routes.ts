// Catalogue import: a label's sheet of releases checked (every problem by row and column), the
// files it names uploaded into it, started, and followed. The owner and the label's managers, on a
// label plan; admins import into an account they choose (admin-routes.ts).
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { z } from 'zod';
import { catalogueImportDto, catalogueImportListDto } from '../../../domain/catalogue-import-dto.ts';
import { attachFileSchema, CATALOGUE_IMPORT_TEXTS, sheetQuerySchema } from '../../../domain/catalogue-import-schema.ts';
import { TEAM } from '../../../domain/teams.ts';
import type { Deps } from '../../deps.ts';
import type { AppEnv } from '../../http/context.ts';
import { idParams } from '../../http/id-param.ts';
import { route } from '../../http/route.ts';
import { attachFile } from './attach-file.ts';
import { createImport } from './create-import.ts';
import { getImport } from './get-import.ts';
import { assertLabelPlan } from './import-account.ts';
import { listImports } from './list-imports.ts';
import { startImport } from './start-import.ts';

const params = idParams(CATALOGUE_IMPORT_TEXTS.notFound);

/** The request body as Node's stream when served by Node, else the web stream. */
export function sheetBody(c: Context<AppEnv>) {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming instanceof Readable ? incoming : c.req.raw.body;
}

export const catalogueImportRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/catalogue-imports',
      access: 'user',
      api: true,
      team: TEAM.managers,
      response: catalogueImportListDto,
      summary: 'The account’s catalogue imports, newest first',
    },
    async ({ actor }) => {
      await assertLabelPlan(deps, actor);
      return listImports(deps, actor);
    },
  ),
  route(
    {
      method: 'POST',
      path: '/catalogue-imports',
      access: 'user',
      api: true,
      team: TEAM.managers,
      bodyKind: 'stream',
      query: sheetQuerySchema,
      response: catalogueImportDto,
      status: 201,
      summary: 'Checks a catalogue sheet (CSV, the request body) and keeps it as an import',
    },
    async ({ c, actor, query }) => {
      await assertLabelPlan(deps, actor);
      return createImport(deps, actor, { fileName: query.name, body: sheetBody(c) });
    },
  ),
  route(
    {
      method: 'GET',
      path: '/catalogue-imports/:id',
      access: 'user',
      api: true,
      team: TEAM.managers,
      params,
      response: catalogueImportDto,
      summary: 'A catalogue import: its problems, files and progress',
    },
    async ({ actor, params }) => {
      await assertLabelPlan(deps, actor);
      return getImport(deps, actor, params.id);
    },
  ),
  route(
    {
      method: 'POST',
      path: '/catalogue-imports/:id/files',
      access: 'user',
      api: true,
      team: TEAM.managers,
      params,
      body: attachFileSchema,
      response: catalogueImportDto,
      summary: 'Adds an uploaded file to a catalogue import (matched by its name)',
    },
    async ({ actor, params, body }) => {
      await assertLabelPlan(deps, actor);
      return attachFile(deps, actor, params.id, body.fileId);
    },
  ),
  route(
    {
      method: 'POST',
      path: '/catalogue-imports/:id/start',
      access: 'user',
      api: true,
      team: TEAM.managers,
      params,
      body: z.object({}),
      response: catalogueImportDto,
      status: 202,
      summary: 'Starts making the releases of a checked catalogue import',
    },
    async ({ actor, params }) => {
      await assertLabelPlan(deps, actor);
      return startImport(deps, actor.userId, params.id);
    },
  ),
];
