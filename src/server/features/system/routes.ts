// The service's own routes: its health, the public settings the web app reads, and whether the
// session is an admin's.
import { z } from 'zod';
import { publicConfigDto } from '../../../domain/public-config-dto.ts';
import type { Deps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { checkHealth } from './check-health.ts';
import { currentPublicConfig } from '../settings/page-settings.ts';

export const systemRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/health',
      access: 'public',
      response: z.object({ status: z.literal('ok') }),
      summary: 'Whether the service is up',
    },
    async () => {
      await checkHealth(deps);
      return { status: 'ok' as const };
    },
  ),
  route(
    { method: 'GET', path: '/config', access: 'public', response: publicConfigDto, summary: 'The public settings the web app needs' },
    async ({ c }) => {
      c.header('Cache-Control', 'no-cache');
      return (await currentPublicConfig(deps)).config;
    },
  ),
  // The admin screen asks the server whether this session is an admin's; access does the check.
  route(
    {
      method: 'GET',
      path: '/admin/access',
      access: 'admin',
      response: z.object({ isAdmin: z.literal(true) }),
      summary: "Whether the session is an admin's",
    },
    () => ({ isAdmin: true as const }),
  ),
];
