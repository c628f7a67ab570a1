// Admins import a label's catalogue into the account they choose, its files uploaded into the
// import by the account or taken from a storage folder the admin names; and follow it.
import { z } from 'zod';
import { catalogueImportDto } from '../../../domain/catalogue-import-dto.ts';
import { adminSheetQuerySchema, CATALOGUE_IMPORT_TEXTS } from '../../../domain/catalogue-import-schema.ts';
import type { Deps } from '../../deps.ts';
import { idParams } from '../../http/id-param.ts';
import { route } from '../../http/route.ts';
import { createImport } from './create-import.ts';
import { accountActor } from './import-account.ts';
import { loadImport } from './get-import.ts';
import { sheetBody } from './routes.ts';
import { startImport } from './start-import.ts';

const params = idParams(CATALOGUE_IMPORT_TEXTS.notFound);

export const catalogueImportAdminRoutes = (deps: Deps) => [
  route(
    {
      method: 'POST',
      path: '/admin/catalogue-imports',
      access: 'admin',
      bodyKind: 'stream',
      query: adminSheetQuerySchema,
      response: catalogueImportDto,
      status: 201,
      summary: 'Checks a catalogue sheet (CSV, the request body) for an account',
    },
    async ({ c, actor, query }) => {
      const owner = await accountActor(deps, actor, query.accountId);
      return createImport(deps, owner, { fileName: query.name, body: sheetBody(c), storagePrefix: query.storagePrefix });
    },
  ),
  route(
    {
      method: 'GET',
      path: '/admin/catalogue-imports/:id',
      access: 'admin',
      params,
      response: catalogueImportDto,
      summary: 'A catalogue import of any account',
    },
    ({ params }) => loadImport(deps, null, params.id),
  ),
  route(
    {
      method: 'POST',
      path: '/admin/catalogue-imports/:id/start',
      access: 'admin',
      params,
      body: z.object({}),
      response: catalogueImportDto,
      status: 202,
      summary: 'Starts making the releases of a checked catalogue import of any account',
    },
    ({ params }) => startImport(deps, null, params.id),
  ),
];
