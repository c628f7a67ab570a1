import type { ArtistProfileDto } from '../../../domain/artist-profiles-dto.ts';
import type { artistProfiles } from '../../db/schema-artists.ts';

export function toArtistProfileDto(p: typeof artistProfiles.$inferSelect, releaseCount: number): ArtistProfileDto {
  return {
    id: p.id,
    name: p.name,
    country: p.country,
    bio: p.bio,
    imageFileId: p.imageFileId,
    imageUrl: p.imageFileId ? `/api/files/${p.imageFileId}/thumbnail` : null,
    storeIds: p.storeIds,
    newArtist: p.newArtistAt !== null,
    releaseCount,
    createdAt: p.createdAt.toISOString(),
  };
}
