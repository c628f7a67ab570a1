import { updateProfileSchema } from '../../../domain/profile.ts';
import type { Deps } from '../../deps.ts';
import { route, type RouteDef } from '../../http/route.ts';
import { getMe } from './get-me.ts';
import { updateProfile } from './update-profile.ts';

export const profileRoutes = (deps: Deps) => [
  route({ method: 'GET', path: '/me', access: 'user' }, async ({ c, actor }) => c.json(await getMe(deps, actor))),
  route({ method: 'PATCH', path: '/me/profile', access: 'user', body: updateProfileSchema }, async ({ c, actor, body }) =>
    c.json(await updateProfile(deps, actor, body)),
  ),
];
