// Every API route declares who may call it. app.ts mounts the list and enforces the access;
// tests walk the same list to prove that others are refused.
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

export type Access = 'public' | 'user' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RouteDef = {
  method: Method;
  path: string; // below /api, Hono syntax (':id')
  access: Access;
  handler: (c: Context<AppEnv>) => Response | Promise<Response>;
};

export const route = (method: Method, path: string, access: Access, handler: RouteDef['handler']): RouteDef => ({
  method,
  path,
  access,
  handler,
});
