// The brand in force for an account: its saved name and logo while it is on Enterprise Label (a
// paid plan whose subscription runs), else none. Read by the dashboard (get-branding.ts) and by the
// mails a label's members and payees receive (its logo by its public address, logo-route).
import { sql } from 'drizzle-orm';
import { effectivePlan } from '../../../domain/payments.ts';
import type { DbOrTx } from '../../db/pool.ts';
import type { Env } from '../../env.ts';

export type Brand = { name: string; logoFileId: string | null };

export async function brandOf(db: DbOrTx, accountId: string): Promise<Brand | null> {
  const { rows } = await db.execute<{
    name: string;
    logo_file_id: string | null;
    plan_type: string;
    subscription_status: string;
    subscription_expires_at: string | null;
  }>(sql`
    select b.name, b.logo_file_id, p.plan_type, p.subscription_status, p.subscription_expires_at
      from account_branding b join profiles p on p.id = b.account_id where b.account_id = ${accountId}`);
  const b = rows[0];
  if (!b) return null;
  const plan = effectivePlan(
    { planType: b.plan_type, subscriptionStatus: b.subscription_status, subscriptionExpiresAt: b.subscription_expires_at },
    new Date(),
  );
  return plan === 'enterprise_label' ? { name: b.name, logoFileId: b.logo_file_id } : null;
}

/** The logo's public address (for mails, which open without a session); null without a logo. */
export const publicLogoUrl = (env: Pick<Env, 'PUBLIC_URL'>, accountId: string, brand: Brand): string | null =>
  brand.logoFileId ? `${env.PUBLIC_URL}/api/branding/${accountId}/logo` : null;

/** What a mail from a label says it comes from: "Tideline Records via Tunelane". */
export const mailBrand = (env: Pick<Env, 'PUBLIC_URL' | 'BRAND_NAME'>, accountId: string, brand: Brand | null) =>
  brand ? { name: brand.name, via: env.BRAND_NAME, logoUrl: publicLogoUrl(env, accountId, brand) } : undefined;
