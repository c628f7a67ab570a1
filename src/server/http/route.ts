// Every API route declares who may call it, how it authenticates, and what it reads: its body
// kind and the schemas of its body, query and path parameters. The route table mounts them
// (mount-routes.ts); tests walk the same list to prove that others are refused and that no
// input answers 5xx.
import type { Context } from 'hono';
import type { z } from 'zod';
import type { UserActor } from '../actor.ts';
import type { AppEnv } from './context.ts';

export type Access = 'public' | 'user' | 'admin';
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

export type RouteSpec<A extends Access, B extends Schema | undefined, Q extends Schema | undefined, P extends Schema | undefined> = {
  method: Method;
  /** Below /api, Hono syntax (':id'). */
  path: string;
  access: A;
  auth?: AuthKind;
  body?: B;
  /** Only for bodies that are not JSON: 'stream', 'raw' or 'events'. */
  bodyKind?: Exclude<BodyKind, 'json'>;
  query?: Q;
  params?: P;
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

export type RouteDef = {
  method: Method;
  path: string;
  access: Access;
  auth: AuthKind;
  bodyKind: BodyKind;
  schemas: { body?: Schema; query?: Schema; params?: Schema };
  handler: (input: RouteInput<Access, unknown, unknown, unknown>) => Response | Promise<Response>;
};

export function route<
  A extends Access,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(spec: RouteSpec<A, B, Q, P>, handler: (input: RouteInput<A, Out<B>, Out<Q>, Out<P>>) => Response | Promise<Response>): RouteDef {
  const auth: AuthKind = spec.auth ?? (spec.access === 'public' ? 'none' : 'session');
  if (spec.access !== 'public' && auth !== 'session')
    throw new Error(`${spec.method} ${spec.path}: signed-in routes authenticate by session`);
  return {
    method: spec.method,
    path: spec.path,
    access: spec.access,
    auth,
    bodyKind: spec.body ? 'json' : (spec.bodyKind ?? 'none'),
    schemas: { body: spec.body, query: spec.query, params: spec.params },
    handler: handler as RouteDef['handler'],
  };
}
