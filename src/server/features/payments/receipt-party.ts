// Who a receipt is between: the seller from the settings (env.ts) and the paying account.
import type { Env } from '../../env.ts';
import type { ReceiptParty } from './render-receipt.ts';

export const receiptParty = (env: Env, payer: { fullName: string | null; email: string }): ReceiptParty => ({
  brand: env.BRAND_NAME,
  supportEmail: env.SUPPORT_EMAIL,
  customerName: payer.fullName,
  customerEmail: payer.email,
  seller: { legalName: env.SELLER_LEGAL_NAME, address: env.SELLER_ADDRESS ?? null, gstin: env.SELLER_GSTIN ?? null, sac: env.SELLER_SAC },
});
