// API keys (domain/api-keys.ts). The account owner's alone (a key acts as the owner, so a member
// could not give one more than their role), on Enterprise Label or as an admin:
//   GET    /api-keys        ApiKeysDto (with why the account cannot use the API, if it cannot)
//   POST   /api-keys        body apiKeySchema  CreatedApiKeyDto (the key itself, this once)
//   DELETE /api-keys/:id    204: revoked at once
import { API_KEY_MESSAGES } from '../../../domain/api-keys.ts';
import { apiKeySchema } from '../../../domain/api-keys-schema.ts';
import { apiKeysDto, createdApiKeyDto } from '../../../domain/api-keys-dto.ts';
import type { Deps } from '../../deps.ts';
import { idParams } from '../../http/id-param.ts';
import { route } from '../../http/route.ts';
import { createApiKey } from './create-api-key.ts';
import { listApiKeys } from './list-api-keys.ts';
import { revokeApiKey } from './revoke-api-key.ts';

export const apiKeyRoutes = (deps: Deps) => [
  route({ method: 'GET', path: '/api-keys', access: 'user', response: apiKeysDto, summary: 'The account’s API keys' }, ({ actor }) =>
    listApiKeys(deps, actor),
  ),
  route(
    {
      method: 'POST',
      path: '/api-keys',
      access: 'user',
      body: apiKeySchema,
      response: createdApiKeyDto,
      status: 201,
      summary: 'Creates an API key (shown this once)',
    },
    ({ actor, body }) => createApiKey(deps, actor, body),
  ),
  route(
    {
      method: 'DELETE',
      path: '/api-keys/:id',
      access: 'user',
      params: idParams(API_KEY_MESSAGES.notFound),
      response: 'empty',
      summary: 'Revokes an API key',
    },
    ({ actor, params }) => revokeApiKey(deps, actor, params.id),
  ),
];
