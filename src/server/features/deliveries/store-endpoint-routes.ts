// The admin's store endpoints (Settings): the list, adding one, trying one as the form holds it,
// changing one.
import { z } from 'zod';
import { ENDPOINT_NOT_FOUND } from '../../../domain/deliveries.ts';
import { endpointTestDto, storeEndpointDto } from '../../../domain/deliveries-dto.ts';
import { createStoreEndpointSchema, testStoreEndpointSchema, updateStoreEndpointSchema } from '../../../domain/deliveries-schema.ts';
import type { Deps } from '../../deps.ts';
import { idParams } from '../../http/id-param.ts';
import { route } from '../../http/route.ts';
import { createStoreEndpoint } from './create-store-endpoint.ts';
import { listStoreEndpoints } from './store-endpoints.ts';
import { testStoreEndpoint } from './test-store-endpoint.ts';
import { updateStoreEndpoint } from './update-store-endpoint.ts';

export const storeEndpointRoutes = (deps: Deps) => [
  route(
    { method: 'GET', path: '/admin/store-endpoints', access: 'admin', response: z.array(storeEndpointDto), summary: 'The store endpoints' },
    ({ actor }) => listStoreEndpoints(deps, actor),
  ),
  route(
    {
      method: 'POST',
      path: '/admin/store-endpoints',
      access: 'admin',
      body: createStoreEndpointSchema,
      response: storeEndpointDto,
      status: 201,
      summary: 'Add a store endpoint',
    },
    ({ actor, body }) => createStoreEndpoint(deps, actor, body),
  ),
  route(
    {
      method: 'POST',
      path: '/admin/store-endpoints/test',
      access: 'admin',
      body: testStoreEndpointSchema,
      response: endpointTestDto,
      summary: 'Try a store endpoint as the form holds it',
    },
    ({ actor, body }) => testStoreEndpoint(deps, actor, body),
  ),
  route(
    {
      method: 'PUT',
      path: '/admin/store-endpoints/:id',
      access: 'admin',
      params: idParams(ENDPOINT_NOT_FOUND),
      body: updateStoreEndpointSchema,
      response: storeEndpointDto,
      summary: 'Change a store endpoint',
    },
    ({ actor, params, body }) => updateStoreEndpoint(deps, actor, params.id, body),
  ),
];
