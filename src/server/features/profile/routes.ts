import { updateProfileSchema } from '../../../domain/profile.ts';
import { meDto, profileDto } from '../../../domain/profile-dto.ts';
import type { Deps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { getMe } from './get-me.ts';
import { updateProfile } from './update-profile.ts';

export const profileRoutes = (deps: Deps) => [
  route(
    { method: 'GET', path: '/me', access: 'user', team: 'person', response: meDto, summary: 'The signed-in user: profile and role' },
    ({ actor }) => getMe(deps, actor),
  ),
  route(
    {
      method: 'PATCH',
      path: '/me/profile',
      access: 'user',
      team: 'person',
      body: updateProfileSchema,
      response: profileDto,
      summary: 'Changes the full name and the default artist name',
    },
    ({ actor, body }) => updateProfile(deps, actor, body),
  ),
];
