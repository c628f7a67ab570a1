// The console's Settings (admins): read them, change them.
import { updateSettingsSchema } from '../../../domain/settings.ts';
import type { Deps } from '../../deps.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { getSettings } from './get-settings.ts';
import { updateSettings } from './update-settings.ts';

export const settingsRoutes = (deps: Deps) => [
  route({ method: 'GET', path: '/admin/settings', access: 'admin' }, async ({ c, actor }) => c.json(await getSettings(deps, actor))),
  route({ method: 'PUT', path: '/admin/settings', access: 'admin', body: updateSettingsSchema }, async ({ c, actor, body }) =>
    c.json(await updateSettings(deps, actor, body)),
  ),
];
