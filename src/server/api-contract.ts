// The API's contract as the web client sees it, taken from the route table: each route's key
// ("GET /releases/:id"), inputs and answer. Types only; the web imports nothing else of the server.
import type { apiRoutes } from './composition.ts';

type Routes = ReturnType<typeof apiRoutes>[number];
export type ApiContract = Routes extends { contract?: infer C } ? Exclude<C, undefined> : never;
export type ApiKey = ApiContract extends { key: infer K } ? K : never;
