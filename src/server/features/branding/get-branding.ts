// The account's white label: the brand in force for its dashboard (owner and team alike), what
// the owner saved, and, off Enterprise Label, why it does not show. Saving is the owner's, on
// Enterprise Label only, with a logo that is one of the account's image uploads.
import { eq, sql } from 'drizzle-orm';
import type { BrandingDto } from '../../../domain/branding-dto.ts';
import { BRANDING_MESSAGES } from '../../../domain/branding.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { UserActor } from '../../actor.ts';
import { accountBranding } from '../../db/schema-artists.ts';
import type { Deps } from '../../deps.ts';
import { checkImage } from '../artists/save-artist-profile.ts';
import { currentPlan } from '../payments/assert-plan-feature.ts';
import { brandOf } from './brand-of.ts';

export async function getBranding(deps: Deps, actor: UserActor): Promise<BrandingDto> {
  const [brand, [saved], plan] = await Promise.all([
    brandOf(deps.db, actor.userId),
    deps.db.select().from(accountBranding).where(eq(accountBranding.accountId, actor.userId)),
    currentPlan(deps, actor),
  ]);
  return {
    brand: brand && { name: brand.name, logoUrl: brand.logoFileId ? `/api/files/${brand.logoFileId}/thumbnail` : null },
    saved: saved ? { name: saved.name, logoFileId: saved.logoFileId } : null,
    locked: plan === 'enterprise_label' ? null : BRANDING_MESSAGES.planRequired,
  };
}

export async function saveBranding(deps: Deps, actor: UserActor, v: { name: string; logoFileId: string | null }): Promise<BrandingDto> {
  if ((await currentPlan(deps, actor)) !== 'enterprise_label') throw new DomainError('PLAN_REQUIRED', BRANDING_MESSAGES.planRequired);
  await deps.db.transaction(async (tx) => {
    await checkImage(tx, actor.userId, v.logoFileId, 'logoFileId');
    await tx
      .insert(accountBranding)
      .values({ accountId: actor.userId, name: v.name, logoFileId: v.logoFileId })
      .onConflictDoUpdate({ target: accountBranding.accountId, set: { name: v.name, logoFileId: v.logoFileId, updatedAt: sql`now()` } });
  });
  return getBranding(deps, actor);
}
