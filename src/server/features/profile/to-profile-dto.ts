import type { ProfileDto } from '../../../domain/profile-dto.ts';
import type { PlanType } from '../../../domain/plans.ts';
import type { profiles } from '../../db/schema.ts';

export function toProfileDto(row: typeof profiles.$inferSelect, defaultArtistName: string | null): ProfileDto {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    planType: row.planType as PlanType,
    subscriptionPlan: row.subscriptionPlan,
    subscriptionStatus: row.subscriptionStatus === 'active' ? 'active' : 'inactive',
    subscriptionExpiresAt: row.subscriptionExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    defaultArtistName,
  };
}
