// Deliveries: the artist's view of a release's stores and takedown requests; the admin's store
// endpoints, takedown decisions, acknowledgement errors, failed and overdue deliveries, delivery
// times, and each release's timeline per store.
import { z } from 'zod';
import { DELIVERY_NOT_FOUND, ENDPOINT_NOT_FOUND, TAKEDOWN_NOT_FOUND } from '../../../domain/deliveries.ts';
import {
  createStoreEndpointSchema,
  decideTakedownSchema,
  takedownRequestSchema,
  testStoreEndpointSchema,
  updateStoreEndpointSchema,
} from '../../../domain/deliveries-schema.ts';
import type { Deps } from '../../deps.ts';
import { idParams } from '../../http/id-param.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { createStoreEndpoint } from './create-store-endpoint.ts';
import { countAcknowledgementErrors, listAcknowledgementErrors, resolveAcknowledgementError } from './acknowledgement-errors.ts';
import { getDeliveryTimes } from './delivery-times.ts';
import { getLiveTimes } from './get-live-times.ts';
import { getReleaseTimeline } from './get-release-timeline.ts';
import { listOverdueDeliveries } from './list-overdue-deliveries.ts';
import { countFailedDeliveries, listFailedDeliveries } from './failed-deliveries.ts';
import { resendDelivery } from './resend-delivery.ts';
import { getReleaseDeliveries } from './release-deliveries.ts';
import { listStoreEndpoints } from './store-endpoints.ts';
import { updateStoreEndpoint } from './update-store-endpoint.ts';
import { decideTakedown } from './decide-takedown.ts';
import { listPendingTakedowns } from './list-pending-takedowns.ts';
import { requestTakedown } from './request-takedown.ts';
import { testStoreEndpoint } from './test-store-endpoint.ts';

const release = idParams('Release not found');

export const deliveryRoutes = (deps: Deps) => [
  route({ method: 'GET', path: '/releases/:id/deliveries', access: 'user', params: release }, async ({ c, actor, params }) =>
    c.json(await getReleaseDeliveries(deps, actor, params.id)),
  ),
  route({ method: 'GET', path: '/releases/:id/timeline', access: 'user', params: release }, async ({ c, actor, params }) =>
    c.json(await getReleaseTimeline(deps, actor, params.id)),
  ),
  route(
    { method: 'POST', path: '/releases/:id/takedown', access: 'user', params: release, body: takedownRequestSchema },
    async ({ c, actor, params, body }) => {
      await requestTakedown(deps, actor, params.id, body);
      return c.json(await getReleaseDeliveries(deps, actor, params.id), 201);
    },
  ),
  route({ method: 'GET', path: '/admin/releases/:id/deliveries', access: 'admin', params: release }, async ({ c, actor, params }) =>
    c.json(await getReleaseDeliveries(deps, actor, params.id)),
  ),
  route({ method: 'GET', path: '/admin/releases/:id/timeline', access: 'admin', params: release }, async ({ c, actor, params }) =>
    c.json(await getReleaseTimeline(deps, actor, params.id)),
  ),
  route({ method: 'GET', path: '/admin/store-endpoints', access: 'admin' }, async ({ c, actor }) =>
    c.json(await listStoreEndpoints(deps, actor)),
  ),
  route({ method: 'POST', path: '/admin/store-endpoints', access: 'admin', body: createStoreEndpointSchema }, async ({ c, actor, body }) =>
    c.json(await createStoreEndpoint(deps, actor, body), 201),
  ),
  route(
    { method: 'POST', path: '/admin/store-endpoints/test', access: 'admin', body: testStoreEndpointSchema },
    async ({ c, actor, body }) => c.json(await testStoreEndpoint(deps, actor, body)),
  ),
  route(
    {
      method: 'PUT',
      path: '/admin/store-endpoints/:id',
      access: 'admin',
      params: idParams(ENDPOINT_NOT_FOUND),
      body: updateStoreEndpointSchema,
    },
    async ({ c, actor, params, body }) => c.json(await updateStoreEndpoint(deps, actor, params.id, body)),
  ),
  route({ method: 'GET', path: '/admin/takedowns', access: 'admin' }, async ({ c, actor }) =>
    c.json(await listPendingTakedowns(deps, actor)),
  ),
  route(
    { method: 'POST', path: '/admin/takedowns/:id', access: 'admin', params: idParams(TAKEDOWN_NOT_FOUND), body: decideTakedownSchema },
    async ({ c, actor, params, body }) => {
      await decideTakedown(deps, actor, params.id, body.decision);
      return c.json({ ok: true });
    },
  ),
  route({ method: 'GET', path: '/admin/deliveries/summary', access: 'admin' }, async ({ c, actor }) =>
    c.json({
      times: await getDeliveryTimes(deps, actor),
      acknowledgementErrors: await countAcknowledgementErrors(deps),
      failedDeliveries: await countFailedDeliveries(deps),
      pendingTakedowns: (await listPendingTakedowns(deps, actor)).length,
    }),
  ),
  route({ method: 'GET', path: '/admin/deliveries/overdue', access: 'admin' }, async ({ c, actor }) =>
    c.json(await listOverdueDeliveries(deps, actor)),
  ),
  route({ method: 'GET', path: '/admin/deliveries/live-times', access: 'admin' }, async ({ c, actor }) =>
    c.json(await getLiveTimes(deps, actor)),
  ),
  route({ method: 'GET', path: '/admin/deliveries/failed', access: 'admin' }, async ({ c, actor }) =>
    c.json(await listFailedDeliveries(deps, actor)),
  ),
  route(
    { method: 'POST', path: '/admin/deliveries/:id/resend', access: 'admin', params: idParams(DELIVERY_NOT_FOUND), body: z.object({}) },
    async ({ c, actor, params }) => c.json({ id: await resendDelivery(deps, actor, params.id) }),
  ),
  route({ method: 'GET', path: '/admin/acknowledgement-errors', access: 'admin' }, async ({ c, actor }) =>
    c.json(await listAcknowledgementErrors(deps, actor)),
  ),
  route(
    {
      method: 'POST',
      path: '/admin/acknowledgement-errors/:id/resolve',
      access: 'admin',
      params: idParams('Acknowledgement not found'),
      body: z.object({}),
    },
    async ({ c, actor, params }) => {
      await resolveAcknowledgementError(deps, actor, params.id);
      return c.json({ ok: true });
    },
  ),
];
