// The console's platform-wide reads for admins: the counters, the Overview with System Health,
// and the live event stream that tells the console when to refresh.
import type { Deps } from '../../deps.ts';
import { eventStream } from '../../http/event-stream.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { getCounters } from './get-counters.ts';
import { getOverview } from './get-overview.ts';
import { stillAdmin } from './still-admin.ts';

export const platformRoutes = (deps: Deps) => [
  route({ method: 'GET', path: '/admin/counters', access: 'admin' }, async ({ c, actor }) => c.json(await getCounters(deps, actor))),
  route({ method: 'GET', path: '/admin/overview', access: 'admin' }, async ({ c, actor }) => c.json(await getOverview(deps, actor))),
  route({ method: 'GET', path: '/admin/events', access: 'admin', bodyKind: 'events' }, ({ c }) => {
    const cookie = c.req.header('cookie');
    return eventStream(c, deps.realtime, () => stillAdmin(deps, cookie));
  }),
];
