// The OpenAPI 3.1 document of the API, made from the route table: each route's path and query
// parameters, body and answer come from the same zod schemas that check them at run time, so the
// document cannot drift from what the server does. Served to admins at GET /api/openapi.json.
import { z } from 'zod';
import { sessionCookieName } from '../auth/read-session.ts';
import { isRaw, rawAnswer, route, type RouteDef } from './route.ts';

/** The contract's version: raised when a change would break a caller. */
const API_VERSION = '1.0.0';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const toJson = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  return rest;
};

const errorBody: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string' }, message: { type: 'string' }, field: { type: 'string' } },
    },
  },
};

/** `/releases/:id` as OpenAPI writes it: `/releases/{id}`, below the document's base. */
const openApiPath = (path: string, base: string) => `${base}${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;

/** "GET /admin/releases/:id/review" -> "getAdminReleasesIdReview": unique as the route keys are. */
function operationId(r: RouteDef): string {
  const words = r.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return r.method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** The path or query parameters an object schema declares, each with its own schema. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): Operation[] {
  if (!schema) return [];
  const json = toJson(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}

function requestBody(r: RouteDef): Operation | undefined {
  if (r.bodyKind === 'json' && r.schemas.body)
    return { required: true, content: { 'application/json': { schema: toJson(r.schemas.body, 'input') } } };
  if (r.bodyKind === 'stream')
    return { required: true, content: { 'application/octet-stream': { schema: { type: 'string', contentEncoding: 'binary' } } } };
  if (r.bodyKind === 'raw') return { required: true, content: { 'application/json': { schema: {} } } };
  return undefined;
}

function answers(r: RouteDef): Operation {
  const failed = {
    description: 'Refused: the code says why, the message is for people',
    content: { 'application/json': { schema: errorBody } },
  };
  const errors = { '4XX': failed, '5XX': failed };
  if (r.response === 'empty') return { 204: { description: 'Done' }, ...errors };
  if (isRaw(r.response)) return { 200: { description: r.response.description, content: { [r.response.contentType]: {} } }, ...errors };
  return { [r.status]: { description: 'OK', content: { 'application/json': { schema: toJson(r.response, 'output') } } }, ...errors };
}

/** "/admin/releases/:id" -> "admin releases", "/releases/:id" -> "releases". */
const tag = (path: string) =>
  path
    .split('/')
    .slice(1, path.startsWith('/admin/') ? 3 : 2)
    .join(' ');

/** What the web app's document says of who may call a route: its access, team roles and session. */
const sessionAccess = (r: RouteDef): Operation => ({
  'x-access': r.access,
  // who in a label's team may call it: the member roles, or 'person' (the signed-in person's own)
  ...(r.access === 'user' ? { 'x-team': r.team } : {}),
  security: r.auth === 'session' ? [{ session: [] }] : r.auth === 'optional-session' ? [{}, { session: [] }] : [],
});

/** What the public API's document says: the key, and the scope a key needs for the call. */
const keyAccess = (r: RouteDef): Operation => ({ 'x-scope': r.method === 'GET' ? 'read' : 'read-write', security: [{ apiKey: [] }] });

const IDEMPOTENCY_HEADER: Operation = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any unique value (a UUID): a retry with the same key gets the first answer instead of making the change again. Kept for a day.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

function operation(r: RouteDef, access: (r: RouteDef) => Operation): Operation {
  const body = requestBody(r);
  const headers = access === keyAccess && r.method !== 'GET' ? [IDEMPOTENCY_HEADER] : [];
  return {
    operationId: operationId(r),
    ...(r.summary ? { summary: r.summary } : {}),
    tags: [tag(r.path)],
    ...access(r),
    parameters: [...parameters(r.schemas.params, 'path'), ...parameters(r.schemas.query, 'query'), ...headers],
    ...(body ? { requestBody: body } : {}),
    responses: answers(r),
  };
}

function pathsOf(routes: RouteDef[], base: string, access: (r: RouteDef) => Operation): Record<string, Record<string, Operation>> {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const r of routes) (paths[openApiPath(r.path, base)] ??= {})[r.method.toLowerCase()] = operation(r, access);
  return paths;
}

/**
 * The public API's document (/api/v1/openapi.json, docs/openapi-v1.json): the routes an API key may
 * call, below the relative server /api/v1, each with the scope it needs.
 */
export function apiDocument(routes: RouteDef[]): JsonSchema {
  return {
    openapi: '3.1.1',
    info: {
      title: 'Tunelane API',
      version: API_VERSION,
      description:
        'The Tunelane API for Enterprise Label accounts: the same operations, checks and errors as the web app. ' +
        'Authenticate with an API key (Authorization: Bearer <key>); a read key makes GET calls only. Lists are paged by cursor ' +
        '(nextCursor, then ?cursor=). Writes accept an Idempotency-Key. Past its per-minute limit a key hears 429 with Retry-After.',
    },
    servers: [{ url: '/api/v1' }],
    paths: pathsOf(routes, '', keyAccess),
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key from Developers in the dashboard' } },
    },
  };
}

export function openApiDocument(routes: RouteDef[], publicUrl: string): JsonSchema {
  const paths = pathsOf(routes, '/api', sessionAccess);
  return {
    openapi: '3.1.1',
    info: { title: 'Tunelane API', version: API_VERSION, description: 'The API the Tunelane web app and console call.' },
    servers: [{ url: publicUrl }],
    paths,
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(publicUrl) } } },
  };
}

/**
 * The route table with the document's own route added (admins only: it lists the console's
 * routes too). The document is made on its first request and kept.
 */
export function withOpenApi<R extends RouteDef>(routes: R[], publicUrl: string) {
  let doc: JsonSchema | undefined;
  const described: RouteDef[] = [...routes];
  const self = route(
    {
      method: 'GET',
      path: '/openapi.json',
      access: 'admin',
      response: rawAnswer('application/json', 'The OpenAPI 3.1 document of this API'),
      summary: 'The OpenAPI document of this API',
    },
    ({ c }) => c.json((doc ??= openApiDocument(described, publicUrl))),
  );
  described.push(self);
  return [...routes, self];
}
