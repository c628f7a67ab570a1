import { updateProfileSchema } from '../../../domain/profile.ts';
import type { Deps } from '../../http/context.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { jsonBody } from '../../http/validate.ts';
import { getMe } from './get-me.ts';
import { updateProfile } from './update-profile.ts';

export const profileRoutes = (deps: Deps): RouteDef[] => [
  route('GET', '/me', 'user', async (c) => c.json(await getMe(deps.db, c.get('user').id))),
  route('PATCH', '/me/profile', 'user', async (c) => {
    const input = await jsonBody(c, updateProfileSchema);
    return c.json(await updateProfile(deps.db, c.get('user').id, input));
  }),
];
