import type { Deps } from '../../deps.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { checkHealth } from './check-health.ts';
import { publicConfig } from './public-config.ts';

export const systemRoutes = (deps: Deps): RouteDef[] => [
  route({ method: 'GET', path: '/health', access: 'public' }, async ({ c }) => {
    await checkHealth(deps);
    return c.json({ status: 'ok' });
  }),
  route({ method: 'GET', path: '/config', access: 'public' }, ({ c }) => c.json(publicConfig(deps.env), 200, { 'Cache-Control': 'public, max-age=60' })),
  // The admin screen asks the server whether this session is an admin's; access does the check.
  route({ method: 'GET', path: '/admin/access', access: 'admin' }, ({ c }) => c.json({ isAdmin: true })),
];
