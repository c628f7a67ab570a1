// The console's Settings (admins): read them, change them.
import { settingsDto } from '../../../domain/settings-dto.ts';
import { updateSettingsSchema } from '../../../domain/settings.ts';
import type { Deps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { getSettings } from './get-settings.ts';
import { updateSettings } from './update-settings.ts';

export const settingsRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/admin/settings',
      access: 'admin',
      response: settingsDto,
      summary: 'The Settings in force, with their defaults',
    },
    ({ actor }) => getSettings(deps, actor),
  ),
  route(
    {
      method: 'PUT',
      path: '/admin/settings',
      access: 'admin',
      body: updateSettingsSchema,
      response: settingsDto,
      summary: 'Change Settings (null puts one back to its default)',
    },
    ({ actor, body }) => updateSettings(deps, actor, body),
  ),
];
