// Deliveries: the artist's view of a release's stores and takedown requests; the admin's store
// endpoints (store-endpoint-routes.ts), takedown decisions, acknowledgement errors, failed and
// overdue deliveries, delivery times, and each release's timeline per store.
import { TEAM } from '../../../domain/teams.ts';
import { z } from 'zod';
import { DELIVERY_NOT_FOUND, TAKEDOWN_NOT_FOUND } from '../../../domain/deliveries.ts';
import { decideTakedownSchema, takedownRequestSchema } from '../../../domain/deliveries-schema.ts';
import {
  ackErrorDto,
  deliverySummaryDto,
  failedDeliveryDto,
  releaseDeliveriesDto,
  takedownRequestDto,
} from '../../../domain/deliveries-dto.ts';
import { overdueDeliveriesDto, releaseTimelineDto, storeLiveTimesDto } from '../../../domain/delivery-timeline-dto.ts';
import type { Deps } from '../../deps.ts';
import { idParams } from '../../http/id-param.ts';
import { route } from '../../http/route.ts';
import { countAcknowledgementErrors, listAcknowledgementErrors, resolveAcknowledgementError } from './acknowledgement-errors.ts';
import { getDeliveryTimes } from './delivery-times.ts';
import { getLiveTimes } from './get-live-times.ts';
import { getReleaseTimeline } from './get-release-timeline.ts';
import { listOverdueDeliveries } from './list-overdue-deliveries.ts';
import { countFailedDeliveries, listFailedDeliveries } from './failed-deliveries.ts';
import { resendDelivery } from './resend-delivery.ts';
import { getReleaseDeliveries } from './release-deliveries.ts';
import { decideTakedown } from './decide-takedown.ts';
import { listPendingTakedowns } from './list-pending-takedowns.ts';
import { requestTakedown } from './request-takedown.ts';
import { storeEndpointRoutes } from './store-endpoint-routes.ts';

const release = idParams('Release not found');
const done = z.object({ ok: z.literal(true) });

/** A release's stores and timeline, for its artist and for admins, and the artist's takedown request. */
const releaseDeliveryRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/releases/:id/deliveries',
      access: 'user',
      api: true,
      team: TEAM.everyone,
      params: release,
      response: releaseDeliveriesDto,
      summary: "The release's deliveries per store and its takedown requests",
    },
    ({ actor, params }) => getReleaseDeliveries(deps, actor, params.id),
  ),
  route(
    {
      method: 'GET',
      path: '/releases/:id/timeline',
      access: 'user',
      api: true,
      team: TEAM.everyone,
      params: release,
      response: releaseTimelineDto,
      summary: "The release's timeline per store",
    },
    ({ actor, params }) => getReleaseTimeline(deps, actor, params.id),
  ),
  route(
    {
      method: 'POST',
      path: '/releases/:id/takedown',
      access: 'user',
      api: true,
      team: TEAM.managers,
      params: release,
      body: takedownRequestSchema,
      response: releaseDeliveriesDto,
      status: 201,
      summary: 'Ask for the release to be taken down from stores',
    },
    async ({ actor, params, body }) => {
      await requestTakedown(deps, actor, params.id, body);
      return getReleaseDeliveries(deps, actor, params.id);
    },
  ),
  route(
    {
      method: 'GET',
      path: '/admin/releases/:id/deliveries',
      access: 'admin',
      params: release,
      response: releaseDeliveriesDto,
      summary: "A release's deliveries per store and its takedown requests, with the transfer details",
    },
    ({ actor, params }) => getReleaseDeliveries(deps, actor, params.id),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/releases/:id/timeline',
      access: 'admin',
      params: release,
      response: releaseTimelineDto,
      summary: "A release's timeline per store, with the technical record",
    },
    ({ actor, params }) => getReleaseTimeline(deps, actor, params.id),
  ),
];

/** What waits for an admin: takedown requests, overdue deliveries; and the delivery times. */
const consoleRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/admin/takedowns',
      access: 'admin',
      response: z.array(takedownRequestDto),
      summary: 'The takedown requests waiting for a decision',
    },
    ({ actor }) => listPendingTakedowns(deps, actor),
  ),
  route(
    {
      method: 'POST',
      path: '/admin/takedowns/:id',
      access: 'admin',
      params: idParams(TAKEDOWN_NOT_FOUND),
      body: decideTakedownSchema,
      response: done,
      summary: 'Approve or reject a takedown request',
    },
    async ({ actor, params, body }) => {
      await decideTakedown(deps, actor, params.id, body.decision);
      return { ok: true as const };
    },
  ),
  route(
    {
      method: 'GET',
      path: '/admin/deliveries/summary',
      access: 'admin',
      response: deliverySummaryDto,
      summary: 'Delivery times and what waits for an admin',
    },
    async ({ actor }) => ({
      times: await getDeliveryTimes(deps, actor),
      acknowledgementErrors: await countAcknowledgementErrors(deps),
      failedDeliveries: await countFailedDeliveries(deps),
      pendingTakedowns: (await listPendingTakedowns(deps, actor)).length,
    }),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/deliveries/overdue',
      access: 'admin',
      response: overdueDeliveriesDto,
      summary: "Deliveries waiting too long for a store's answer",
    },
    ({ actor }) => listOverdueDeliveries(deps, actor),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/deliveries/live-times',
      access: 'admin',
      response: z.array(storeLiveTimesDto),
      summary: 'How long releases took from approval to live, per store',
    },
    ({ actor }) => getLiveTimes(deps, actor),
  ),
];

/** Deliveries that gave up and stores' error answers: listed, sent again, dealt with. */
const failureRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/admin/deliveries/failed',
      access: 'admin',
      response: z.array(failedDeliveryDto),
      summary: 'Deliveries that gave up, waiting to be sent again',
    },
    ({ actor }) => listFailedDeliveries(deps, actor),
  ),
  route(
    {
      method: 'POST',
      path: '/admin/deliveries/:id/resend',
      access: 'admin',
      params: idParams(DELIVERY_NOT_FOUND),
      body: z.object({}),
      response: z.object({ id: z.string() }),
      summary: 'Send a failed delivery again',
    },
    async ({ actor, params }) => ({ id: await resendDelivery(deps, actor, params.id) }),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/acknowledgement-errors',
      access: 'admin',
      response: z.array(ackErrorDto),
      summary: "Stores' error answers to deal with",
    },
    ({ actor }) => listAcknowledgementErrors(deps, actor),
  ),
  route(
    {
      method: 'POST',
      path: '/admin/acknowledgement-errors/:id/resolve',
      access: 'admin',
      params: idParams('Acknowledgement not found'),
      body: z.object({}),
      response: done,
      summary: "Mark a store's error answer dealt with",
    },
    async ({ actor, params }) => {
      await resolveAcknowledgementError(deps, actor, params.id);
      return { ok: true as const };
    },
  ),
];

export const deliveryRoutes = (deps: Deps) => [
  ...releaseDeliveryRoutes(deps),
  ...storeEndpointRoutes(deps),
  ...consoleRoutes(deps),
  ...failureRoutes(deps),
];
