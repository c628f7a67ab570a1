// White label (domain/branding.ts). Routes below /api:
//   GET /branding             BrandingDto (everyone in the account: the dashboard shows the brand)
//   PUT /branding             body brandingSchema  BrandingDto (the owner, on Enterprise Label)
//   GET /branding/:id/logo    image/jpeg (public: the logo of an account whose brand is in force, for its mails)
import { brandingDto } from '../../../domain/branding-dto.ts';
import { brandingSchema } from '../../../domain/branding-schema.ts';
import { notFound } from '../../../domain/errors.ts';
import { TEAM } from '../../../domain/teams.ts';
import type { Deps } from '../../deps.ts';
import { idParams } from '../../http/id-param.ts';
import { rawAnswer, route } from '../../http/route.ts';
import { servePublicThumbnail } from '../uploads/serve-thumbnail.ts';
import { brandOf } from './brand-of.ts';
import { getBranding, saveBranding } from './get-branding.ts';

export const brandingRoutes = (deps: Deps) => [
  route(
    { method: 'GET', path: '/branding', access: 'user', team: TEAM.everyone, response: brandingDto, summary: 'The account’s white label' },
    ({ actor }) => getBranding(deps, actor),
  ),
  route(
    {
      method: 'PUT',
      path: '/branding',
      access: 'user',
      body: brandingSchema,
      response: brandingDto,
      summary: 'Saves the label’s name and logo (Enterprise Label)',
    },
    ({ actor, body }) => saveBranding(deps, actor, body),
  ),
  route(
    {
      method: 'GET',
      path: '/branding/:id/logo',
      access: 'public',
      params: idParams('Logo not found'),
      response: rawAnswer('image/jpeg', 'A label’s logo, as its mails show it'),
      summary: 'A label’s logo (while its white label is in force)',
    },
    async ({ c, params }) => {
      const brand = await brandOf(deps.db, params.id);
      if (!brand?.logoFileId) throw notFound('Logo not found');
      return servePublicThumbnail(deps, brand.logoFileId, c.req.header('Range'));
    },
  ),
];
