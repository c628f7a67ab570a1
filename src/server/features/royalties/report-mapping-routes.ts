// The console's Report mappings: list, read, create, change and preview a mapping (listed in
// routes.ts, mounted with royaltiesRoutes).
import { z } from 'zod';
import {
  changeMappingSchema,
  mappingParamsSchema,
  mappingPreviewSchema,
  reportMappingSchema,
} from '../../../domain/report-mapping-schema.ts';
import { mappingPreviewDto, reportMappingDto } from '../../../domain/report-mappings-dto.ts';
import type { Deps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { getReportMapping, listReportMappings } from './list-report-mappings.ts';
import { createReportMapping } from './create-report-mapping.ts';
import { changeReportMapping } from './change-report-mapping.ts';

export const reportMappingRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/admin/report-mappings',
      access: 'admin',
      response: z.array(reportMappingDto),
      summary: "The report mappings: the shipped ones first, then the admins' by name",
    },
    () => listReportMappings(deps),
  ),
  route(
    {
      method: 'POST',
      path: '/admin/report-mappings/preview',
      access: 'admin',
      body: mappingPreviewSchema,
      response: mappingPreviewDto,
      summary: "The first rows of a report's start as a mapping reads them",
    },
    async ({ actor, body }) => {
      // the reader (csv-parse) loads with the first preview, as with the first import
      const { previewReportMapping } = await import('./preview-report-mapping.ts');
      return previewReportMapping(deps, actor, body);
    },
  ),
  route(
    {
      method: 'GET',
      path: '/admin/report-mappings/:id',
      access: 'admin',
      params: mappingParamsSchema,
      response: reportMappingDto,
      summary: 'One report mapping (a stored one by its id, a shipped one by its name)',
    },
    ({ params }) => getReportMapping(deps.db, params.id),
  ),
  route(
    {
      method: 'POST',
      path: '/admin/report-mappings',
      access: 'admin',
      body: reportMappingSchema,
      response: reportMappingDto,
      status: 201,
      summary: 'Add a report mapping',
    },
    ({ actor, body }) => createReportMapping(deps, actor, body),
  ),
  route(
    {
      method: 'PUT',
      path: '/admin/report-mappings/:id',
      access: 'admin',
      params: mappingParamsSchema,
      body: changeMappingSchema,
      response: reportMappingDto,
      summary: "Change an admin's report mapping at the version the console loaded",
    },
    ({ actor, params, body }) => changeReportMapping(deps, actor, params.id, body),
  ),
];
