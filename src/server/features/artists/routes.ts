// Artist profiles (domain/artist-profiles.ts). Routes below /api, the account's own ('user';
// another account's profile is not found):
//   GET    /artist-profiles        ArtistProfilesDto (with the plan's limit)
//   POST   /artist-profiles        body artistProfileSchema  ArtistProfileDto (within the plan's limit)
//   PUT    /artist-profiles/:id    body artistProfileSchema  ArtistProfileDto
//   DELETE /artist-profiles/:id    204 (only a profile no release names)
import { TEAM } from '../../../domain/teams.ts';
import { artistProfileSchema } from '../../../domain/artist-profile-schema.ts';
import { artistProfileDto, artistProfilesDto } from '../../../domain/artist-profiles-dto.ts';
import type { Deps } from '../../deps.ts';
import { idParams } from '../../http/id-param.ts';
import { route } from '../../http/route.ts';
import { listArtistProfiles } from './list-artist-profiles.ts';
import { createArtistProfile, deleteArtistProfile, PROFILE_NOT_FOUND, updateArtistProfile } from './save-artist-profile.ts';

const params = idParams(PROFILE_NOT_FOUND);

export const artistRoutes = (deps: Deps) => [
  route(
    {
      method: 'GET',
      path: '/artist-profiles',
      access: 'user',
      api: true,
      team: TEAM.everyone,
      response: artistProfilesDto,
      summary: 'The account’s artist profiles and the plan’s limit',
    },
    ({ actor }) => listArtistProfiles(deps, actor),
  ),
  route(
    {
      method: 'POST',
      path: '/artist-profiles',
      access: 'user',
      api: true,
      team: TEAM.managers,
      body: artistProfileSchema,
      response: artistProfileDto,
      status: 201,
      summary: 'Adds an artist profile, within the plan’s limit',
    },
    ({ actor, body }) => createArtistProfile(deps, actor, body),
  ),
  route(
    {
      method: 'PUT',
      path: '/artist-profiles/:id',
      access: 'user',
      api: true,
      team: TEAM.managers,
      params,
      body: artistProfileSchema,
      response: artistProfileDto,
      summary: 'Changes an artist profile (a new name renames its drafts)',
    },
    ({ actor, params, body }) => updateArtistProfile(deps, actor, params.id, body),
  ),
  route(
    {
      method: 'DELETE',
      path: '/artist-profiles/:id',
      access: 'user',
      api: true,
      team: TEAM.managers,
      params,
      response: 'empty',
      summary: 'Deletes an artist profile no release names',
    },
    ({ actor, params }) => deleteArtistProfile(deps, actor, params.id),
  ),
];
