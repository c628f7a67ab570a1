// One payment's receipt as a PDF, with the same access as its page: the payer and admins.
import type { UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { getReceipt } from './get-receipt.ts';
import { receiptPdf } from './render-receipt-pdf.ts';
import { receiptFileName } from './render-receipt.ts';

export async function getReceiptPdf(deps: Deps, actor: UserActor, paymentId: string): Promise<{ pdf: Buffer; fileName: string }> {
  const { payment, party } = await getReceipt(deps, actor, paymentId);
  return { pdf: await receiptPdf(payment, party), fileName: receiptFileName(payment) };
}
