import type { PublicConfigDto } from '../../../domain/profile.ts';
import type { Deps } from '../../http/context.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { checkHealth } from './check-health.ts';

export const systemRoutes = (deps: Deps): RouteDef[] => [
  route('GET', '/health', 'public', async (c) => {
    await checkHealth(deps.db);
    return c.json({ status: 'ok' });
  }),
  route('GET', '/config', 'public', (c) => {
    const body: PublicConfigDto = {
      brand: deps.env.BRAND_NAME,
      googleEnabled: !!deps.env.GOOGLE_CLIENT_ID,
      supportEmail: deps.env.SUPPORT_EMAIL,
    };
    return c.json(body, 200, { 'Cache-Control': 'public, max-age=60' });
  }),
  // The admin screen asks the server whether this session is an admin's; access does the check.
  route('GET', '/admin/access', 'admin', (c) => c.json({ isAdmin: true })),
];
