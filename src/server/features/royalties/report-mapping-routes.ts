// The console's Report mappings: list, read, create, change and preview a mapping (listed in
// routes.ts, mounted with royaltiesRoutes).
import {
  changeMappingSchema,
  mappingParamsSchema,
  mappingPreviewSchema,
  reportMappingSchema,
} from '../../../domain/report-mapping-schema.ts';
import type { Deps } from '../../deps.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { getReportMapping, listReportMappings } from './list-report-mappings.ts';
import { createReportMapping } from './create-report-mapping.ts';
import { changeReportMapping } from './change-report-mapping.ts';

export const reportMappingRoutes = (deps: Deps) => [
  // the console's Report mappings
  route({ method: 'GET', path: '/admin/report-mappings', access: 'admin' }, async ({ c }) => c.json(await listReportMappings(deps))),
  route(
    { method: 'POST', path: '/admin/report-mappings/preview', access: 'admin', body: mappingPreviewSchema },
    async ({ c, actor, body }) => {
      // the reader (csv-parse) loads with the first preview, as with the first import
      const { previewReportMapping } = await import('./preview-report-mapping.ts');
      return c.json(await previewReportMapping(deps, actor, body));
    },
  ),
  route({ method: 'GET', path: '/admin/report-mappings/:id', access: 'admin', params: mappingParamsSchema }, async ({ c, params }) =>
    c.json(await getReportMapping(deps.db, params.id)),
  ),
  route({ method: 'POST', path: '/admin/report-mappings', access: 'admin', body: reportMappingSchema }, async ({ c, actor, body }) =>
    c.json(await createReportMapping(deps, actor, body), 201),
  ),
  route(
    { method: 'PUT', path: '/admin/report-mappings/:id', access: 'admin', params: mappingParamsSchema, body: changeMappingSchema },
    async ({ c, actor, params, body }) => c.json(await changeReportMapping(deps, actor, params.id, body)),
  ),
];
