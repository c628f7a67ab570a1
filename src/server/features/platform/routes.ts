// The console's platform-wide reads for admins: the counters, the Overview with System Health,
// and the live event stream that tells the console when to refresh.
import { countersDto, overviewDto } from '../../../domain/platform-dto.ts';
import type { Deps } from '../../deps.ts';
import { eventStream } from '../../http/event-stream.ts';
import { rawAnswer, route } from '../../http/route.ts';
import { getCounters } from './get-counters.ts';
import { getOverview } from './get-overview.ts';
import { stillAdmin } from './still-admin.ts';

export const platformRoutes = (deps: Deps) => [
  route(
    { method: 'GET', path: '/admin/counters', access: 'admin', response: countersDto, summary: "The console's counters" },
    ({ actor }) => getCounters(deps, actor),
  ),
  route(
    { method: 'GET', path: '/admin/overview', access: 'admin', response: overviewDto, summary: "The Overview's figures and System Health" },
    ({ actor }) => getOverview(deps, actor),
  ),
  route(
    {
      method: 'GET',
      path: '/admin/events',
      access: 'admin',
      bodyKind: 'events',
      response: rawAnswer('text/event-stream', 'What changed, as it happens: the console refreshes what it shows'),
      summary: 'The live event stream for the console',
    },
    ({ c }) => {
      const cookie = c.req.header('cookie');
      return eventStream(c, deps.realtime, () => stillAdmin(deps, cookie));
    },
  ),
];
