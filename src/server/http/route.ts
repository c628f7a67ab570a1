// Every API route declares who may call it, how it authenticates, what it reads (its body kind
// and the schemas of its body, query and path parameters) and what it answers (a DTO schema, no
// content, or a file). The route table mounts them (mount-routes.ts), types the web's client
// (api-contract.ts) and yields the OpenAPI document (openapi.ts); tests walk the same list to
// prove that others are refused, that no input answers 5xx and that every answer fits its schema.
import type { Context } from 'hono';
import type { z } from 'zod';
import type { UserActor } from '../actor.ts';
import type { MemberRole } from '../../domain/teams.ts';
import type { AppEnv } from './context.ts';

export type Access = 'public' | 'user' | 'admin';
/**
 * Who in a label's team may call a signed-in route (domain/teams.ts): the member roles that may,
 * in an account they belong to (its owner always may; left out: the owner only), or 'person' for a
 * route about the signed-in person themself (their login, sessions, invitations), never an account.
 */
export type TeamAccess = readonly MemberRole[] | 'person';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * How the caller proves who they are: the session cookie (required by 'user' and 'admin'
 * routes), the session when there is one, or a signature over the raw body (webhooks; no
 * cookie, so no cross-site check either).
 */
export type AuthKind = 'none' | 'session' | 'optional-session' | 'signature';
/**
 * What the handler reads: nothing, JSON checked against a schema (1 MiB at most), the request
 * stream itself (uploads cap it themselves), the raw bytes (signed webhooks, 1 MiB at most), or
 * nothing while it answers with an event stream.
 */
export type BodyKind = 'none' | 'json' | 'stream' | 'raw' | 'events';

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.infer<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** An answer that is not JSON: a file, a page to go to, an event stream, or a webhook's reply. */
export type RawAnswer = { kind: 'raw'; contentType: string; description: string };
export const rawAnswer = (contentType: string, description: string): RawAnswer => ({ kind: 'raw', contentType, description });
/**
 * What a route answers: JSON fitting a DTO schema (the handler returns the data; the answer is
 * the schema's parse of it, so a field not declared never leaves), no content (204), or a raw
 * Response the handler builds.
 */
export type ResponseDecl = Schema | 'empty' | RawAnswer;
export const isRaw = (r: ResponseDecl): r is RawAnswer => typeof r === 'object' && (r as Partial<RawAnswer>).kind === 'raw';
/** What the handler returns for its declared answer. */
export type HandlerResult<R> = R extends Schema ? z.input<R> : R extends 'empty' ? void : Response;
/** What the caller receives. */
type Answer<R> = R extends Schema ? z.output<R> : R extends 'empty' ? undefined : Response;
type BodyIn<B, K> = K extends 'stream' ? Blob : In<B>;

/** A route's contract as the web client sees it: types only, never read at run time. */
export type Contract<M extends Method, Path extends string, Q, B, K, P, R> = {
  key: `${M} ${Path}`;
  params: In<P>;
  query: In<Q>;
  body: BodyIn<B, K>;
  response: Answer<R>;
};

export type RouteSpec<
  A extends Access,
  M extends Method,
  Path extends string,
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
  R extends ResponseDecl,
  K extends Exclude<BodyKind, 'json'> | undefined,
> = {
  method: M;
  /** Below /api, Hono syntax (':id'). */
  path: Path;
  access: A;
  /** Only on 'user' routes: see TeamAccess. */
  team?: TeamAccess;
  /**
   * Only on 'user' routes: also served by the public API at /api/v1 (http/api-v1.ts), to an API
   * key of the account, which acts as the account's owner.
   */
  api?: boolean;
  auth?: AuthKind;
  body?: B;
  /** Only for bodies that are not JSON: 'stream', 'raw' or 'events'. */
  bodyKind?: K;
  query?: Q;
  params?: P;
  response: R;
  /** The status of a JSON answer: 200 unless the route creates (201) or accepts work (202). */
  status?: 200 | 201 | 202;
  /** One line for the OpenAPI document. */
  summary?: string;
};

export type RouteInput<A extends Access, B, Q, P> = {
  c: Context<AppEnv>;
  /** The signed-in caller; on public routes only when the route reads an optional session. */
  actor: A extends 'public' ? UserActor | undefined : UserActor;
  /** The caller's address (the proxy's word only with TRUST_PROXY); null when unknown. */
  ip: string | null;
  body: B;
  query: Q;
  params: P;
};

export type RouteDef<C = unknown> = {
  method: Method;
  path: string;
  access: Access;
  team: TeamAccess;
  api: boolean;
  auth: AuthKind;
  bodyKind: BodyKind;
  schemas: { body?: Schema; query?: Schema; params?: Schema };
  response: ResponseDecl;
  status: 200 | 201 | 202;
  summary: string | undefined;
  handler: (input: RouteInput<Access, unknown, unknown, unknown>) => unknown;
  /** Types only: the contract the web client is typed from. */
  readonly contract?: C;
};

export function route<
  A extends Access,
  const M extends Method,
  const Path extends string,
  R extends ResponseDecl,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  K extends Exclude<BodyKind, 'json'> | undefined = undefined,
>(
  spec: RouteSpec<A, M, Path, B, Q, P, R, K>,
  handler: (input: RouteInput<A, Out<B>, Out<Q>, Out<P>>) => HandlerResult<R> | Promise<HandlerResult<R>>,
): RouteDef<Contract<M, Path, Q, B, K, P, R>> {
  const auth: AuthKind = spec.auth ?? (spec.access === 'public' ? 'none' : 'session');
  if (spec.access !== 'public' && auth !== 'session')
    throw new Error(`${spec.method} ${spec.path}: signed-in routes authenticate by session`);
  if (spec.team && spec.access !== 'user')
    throw new Error(`${spec.method} ${spec.path}: only a user's route says who in a team may call it`);
  if (spec.api && (spec.access !== 'user' || spec.team === 'person'))
    throw new Error(`${spec.method} ${spec.path}: the public API serves an account's routes only`);
  return {
    method: spec.method,
    path: spec.path,
    access: spec.access,
    team: spec.team ?? [],
    api: spec.api ?? false,
    auth,
    bodyKind: spec.body ? 'json' : (spec.bodyKind ?? 'none'),
    schemas: { body: spec.body, query: spec.query, params: spec.params },
    response: spec.response,
    status: spec.status ?? 200,
    summary: spec.summary,
    handler: handler as RouteDef['handler'],
  };
}
