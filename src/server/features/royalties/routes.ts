// Sales figures: the console's platform-wide Analytics (admins).
import { analyticsQuerySchema } from '../../../domain/analytics-admin.ts';
import type { Deps } from '../../deps.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { platformAnalytics } from './platform-analytics.ts';

export const royaltiesRoutes = (deps: Deps): RouteDef[] => [
  route({ method: 'GET', path: '/admin/analytics', access: 'admin', query: analyticsQuerySchema }, async ({ c, actor, query }) =>
    c.json(await platformAnalytics(deps, actor, query)),
  ),
];
