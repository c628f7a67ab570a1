// Webhooks (domain/webhooks.ts, docs/webhooks.md): an Enterprise label's endpoints, managed by its
// owner and managers (admins whatever their plan; another account's endpoint is not found). Below /api:
//   GET    /webhooks                                   WebhookEndpointsDto
//   POST   /webhooks                                   body webhookEndpointSchema  CreatedWebhookDto (the secret, once)
//   PUT    /webhooks/:id                               body webhookEndpointUpdateSchema  WebhookEndpointDto
//   DELETE /webhooks/:id                               204
//   GET    /webhooks/:id/secret                        WebhookSecretDto (revealed)
//   POST   /webhooks/:id/secret                        WebhookSecretDto (a new one)
//   GET    /webhooks/:id/deliveries                    WebhookDeliveriesDto (the log)
//   POST   /webhooks/:id/deliveries/:deliveryId/replay WebhookDeliveryDto (queued again)
//   POST   /webhooks/:id/test                          WebhookDeliveryDto (a webhook.test queued)
import { z } from 'zod';
import { TEAM } from '../../../domain/teams.ts';
import { UUID_PATTERN } from '../../../domain/uuid.ts';
import { WEBHOOK_MESSAGES } from '../../../domain/webhooks.ts';
import {
  createdWebhookDto,
  webhookDeliveriesDto,
  webhookDeliveryDto,
  webhookEndpointDto,
  webhookEndpointsDto,
  webhookSecretDto,
} from '../../../domain/webhooks-dto.ts';
import { webhookEndpointSchema, webhookEndpointUpdateSchema } from '../../../domain/webhooks-schema.ts';
import type { Deps } from '../../deps.ts';
import { idParams } from '../../http/id-param.ts';
import { route } from '../../http/route.ts';
import { listWebhookEndpoints, revealWebhookSecret, rotateWebhookSecret } from './list-webhook-endpoints.ts';
import { createWebhookEndpoint, deleteWebhookEndpoint, updateWebhookEndpoint } from './save-webhook-endpoint.ts';
import { listWebhookDeliveries, replayWebhookDelivery, sendTestWebhook } from './webhook-deliveries.ts';

const params = idParams(WEBHOOK_MESSAGES.notFound);
const deliveryParams = z.object({
  id: z.string().regex(UUID_PATTERN, WEBHOOK_MESSAGES.notFound),
  deliveryId: z.string().regex(UUID_PATTERN, WEBHOOK_MESSAGES.deliveryNotFound),
});
const team = TEAM.managers;

export const webhookRoutes = (deps: Deps) => [
  route(
    { method: 'GET', path: '/webhooks', access: 'user', team, response: webhookEndpointsDto, summary: 'The account’s webhook endpoints' },
    ({ actor }) => listWebhookEndpoints(deps, actor),
  ),
  route(
    {
      method: 'POST',
      path: '/webhooks',
      access: 'user',
      team,
      body: webhookEndpointSchema,
      response: createdWebhookDto,
      status: 201,
      summary: 'Adds a webhook endpoint (Enterprise Label)',
    },
    ({ actor, body }) => createWebhookEndpoint(deps, actor, body),
  ),
  route(
    {
      method: 'PUT',
      path: '/webhooks/:id',
      access: 'user',
      team,
      params,
      body: webhookEndpointUpdateSchema,
      response: webhookEndpointDto,
      summary: 'Changes a webhook endpoint',
    },
    ({ actor, params, body }) => updateWebhookEndpoint(deps, actor, params.id, body),
  ),
  route(
    { method: 'DELETE', path: '/webhooks/:id', access: 'user', team, params, response: 'empty', summary: 'Deletes a webhook endpoint' },
    ({ actor, params }) => deleteWebhookEndpoint(deps, actor, params.id),
  ),
  route(
    {
      method: 'GET',
      path: '/webhooks/:id/secret',
      access: 'user',
      team,
      params,
      response: webhookSecretDto,
      summary: 'Reveals a webhook endpoint’s signing secret',
    },
    ({ actor, params }) => revealWebhookSecret(deps, actor, params.id),
  ),
  route(
    {
      method: 'POST',
      path: '/webhooks/:id/secret',
      access: 'user',
      team,
      params,
      response: webhookSecretDto,
      summary: 'Replaces a webhook endpoint’s signing secret',
    },
    ({ actor, params }) => rotateWebhookSecret(deps, actor, params.id),
  ),
  route(
    {
      method: 'GET',
      path: '/webhooks/:id/deliveries',
      access: 'user',
      team,
      params,
      response: webhookDeliveriesDto,
      summary: 'A webhook endpoint’s latest deliveries',
    },
    ({ actor, params }) => listWebhookDeliveries(deps, actor, params.id),
  ),
  route(
    {
      method: 'POST',
      path: '/webhooks/:id/deliveries/:deliveryId/replay',
      access: 'user',
      team,
      params: deliveryParams,
      response: webhookDeliveryDto,
      summary: 'Sends a webhook delivery again',
    },
    ({ actor, params }) => replayWebhookDelivery(deps, actor, params.id, params.deliveryId),
  ),
  route(
    {
      method: 'POST',
      path: '/webhooks/:id/test',
      access: 'user',
      team,
      params,
      response: webhookDeliveryDto,
      summary: 'Sends a test event to a webhook endpoint',
    },
    ({ actor, params }) => sendTestWebhook(deps, actor, params.id),
  ),
];
