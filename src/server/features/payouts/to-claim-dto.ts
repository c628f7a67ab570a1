// Claims as the API gives them: amounts (the claim, its fee and what arrives) as decimal strings, the details masked; only the admin's
// review opens the sealed details.
import { sql } from 'drizzle-orm';
import type { AdminClaimDto, ClaimDto, PaymentDetailsDto } from '../../../domain/claims-dto.ts';
import type { Env } from '../../env.ts';
import { secretBox } from '../../crypto/secret-box.ts';
import { versionOf } from '../../db/version.ts';
import { isoTime } from '../../db/iso-time.ts';

export type ClaimRecord = {
  id: string;
  user_id: string;
  amount: string;
  fee: string;
  net: string;
  payment_method: ClaimDto['paymentMethod'];
  payment_summary: string;
  payment_details_sealed: string | null;
  status: ClaimDto['status'];
  request_date: string;
  processed_date: string | null;
  admin_notes: string | null;
  rejection_reason: ClaimDto['rejectionReason'];
  rejection_note: string | null;
  payment_reference: string | null;
  version: string;
  user_name: string | null;
  user_email: string;
};

const iso = (col: string) => isoTime(sql.raw(`c.${col}`));

/** Every claim column the DTOs need (`c` is revenue_claims). */
export const claimColumns = sql`c.id, c.user_id, c.amount::text amount, c.fee::text fee, c.net::text net, c.payment_method, c.payment_summary, c.payment_details_sealed, c.status,
  ${iso('request_date')} request_date, ${iso('processed_date')} processed_date, c.admin_notes,
  c.rejection_reason, c.rejection_note, c.payment_reference, ${versionOf(sql`c.updated_at`)} version,
  p.full_name user_name, p.email user_email`;
export const claimFrom = sql`revenue_claims c join profiles p on p.id = c.user_id`;

export function toClaimDto(r: ClaimRecord): ClaimDto {
  return {
    id: r.id,
    amount: r.amount,
    fee: r.fee,
    net: r.net,
    paymentMethod: r.payment_method,
    paymentSummary: r.payment_summary,
    status: r.status,
    requestDate: r.request_date,
    processedDate: r.processed_date,
    adminNotes: r.admin_notes,
    rejectionReason: r.rejection_reason,
    rejectionNote: r.rejection_note,
    paymentReference: r.payment_reference,
  };
}

export function toAdminClaimDto(r: ClaimRecord): AdminClaimDto {
  return { ...toClaimDto(r), user: { id: r.user_id, name: r.user_name, email: r.user_email }, version: r.version };
}

export const sealContext = (userId: string) => `revenue-claim:${userId}`;

export function openDetails(env: Env, r: ClaimRecord): PaymentDetailsDto {
  if (!r.payment_details_sealed) return {};
  return JSON.parse(secretBox(env).open(r.payment_details_sealed, sealContext(r.user_id))) as PaymentDetailsDto;
}
