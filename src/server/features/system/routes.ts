import type { Deps } from '../../deps.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { checkHealth } from './check-health.ts';
import { currentPublicConfig } from '../settings/page-settings.ts';

export const systemRoutes = (deps: Deps) => [
  route({ method: 'GET', path: '/health', access: 'public' }, async ({ c }) => {
    await checkHealth(deps);
    return c.json({ status: 'ok' });
  }),
  route({ method: 'GET', path: '/config', access: 'public' }, async ({ c }) =>
    c.json((await currentPublicConfig(deps)).config, 200, { 'Cache-Control': 'no-cache' }),
  ),
  // The admin screen asks the server whether this session is an admin's; access does the check.
  route({ method: 'GET', path: '/admin/access', access: 'admin' }, ({ c }) => c.json({ isAdmin: true })),
];
