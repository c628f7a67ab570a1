import type { Deps } from '../../http/context.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { checkHealth } from './check-health.ts';
import { publicConfig } from './public-config.ts';

export const systemRoutes = (deps: Deps): RouteDef[] => [
  route('GET', '/health', 'public', async (c) => {
    await checkHealth(deps.db);
    return c.json({ status: 'ok' });
  }),
  route('GET', '/config', 'public', (c) => {
    return c.json(publicConfig(deps.env), 200, { 'Cache-Control': 'public, max-age=60' });
  }),
  // The admin screen asks the server whether this session is an admin's; access does the check.
  route('GET', '/admin/access', 'admin', (c) => c.json({ isAdmin: true })),
];
