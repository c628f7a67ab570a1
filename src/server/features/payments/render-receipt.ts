// A payment receipt as a small self-contained HTML page (served to its owner and admins, and
// mailed), plus its plain-text twin for the mail body; the PDF (render-receipt-pdf.ts) prints the
// same lines. Every receipt names the seller; one in rupees adds the GST details (GSTIN, SAC,
// place of supply, taxable value and the tax split), or says they are not configured. A payment
// that was not applied says so, with the reason and that it will be refunded, instead of a period
// it never bought.
import { formatDate } from '../../../domain/dates.ts';
import { GST_RATE_PERCENT, gstSplit, placeOfSupply } from '../../../domain/gst.ts';
import { formatMoney, planPrice, type Currency, type MoneyStyle } from '../../../domain/money.ts';
import type { PaymentDto } from '../../../domain/payments-dto.ts';
import { PAYMENT_TEXTS } from '../../../domain/payments-texts.ts';
import { PLANS } from '../../../domain/plans.ts';
import { prorate } from '../../../domain/plan-change.ts';
import { escapeHtml } from '../../../domain/escape-html.ts';

/** Who sells: the legal name, the registered address and, for rupee receipts, the GSTIN (null: not configured) and the SAC code. */
export type Seller = { legalName: string; address: string | null; gstin: string | null; sac: string };

export type ReceiptParty = { brand: string; supportEmail: string; customerName: string | null; customerEmail: string; seller: Seller };

export type ReceiptLine = [label: string, value: string];

// Mail goes to people whose time zone we do not know: days in UTC, amounts as paid ("$15", "₹3,290.50").
const day = (iso: string) => formatDate(iso, 'long', { timeZone: 'UTC' });
type Money = (minor: number, currency: Currency) => string;
const moneyIn =
  (sign: MoneyStyle['sign']): Money =>
  (minor, currency) =>
    formatMoney(minor, currency, { cents: 'auto', sign });

export const TAX_NOT_CONFIGURED = 'Not configured';

function sellerLines({ seller }: ReceiptParty, p: PaymentDto): ReceiptLine[] {
  const rows: ReceiptLine[] = [['Seller', seller.legalName]];
  if (seller.address) rows.push(['Registered address', seller.address]);
  if (p.currency === 'INR') rows.push(seller.gstin ? ['GSTIN', seller.gstin] : ['Tax details', TAX_NOT_CONFIGURED]);
  return rows;
}

/** A rupee payment's GST: the amount paid includes it (gst.ts); the seller's state is its GSTIN's first two digits. */
function taxLines(p: PaymentDto, { seller }: ReceiptParty, money: Money): ReceiptLine[] {
  if (p.currency !== 'INR' || !seller.gstin) return [];
  const place = placeOfSupply(seller.gstin.slice(0, 2), p.buyerState);
  const split = gstSplit(p.amount, place.intraState);
  const half = GST_RATE_PERCENT / 2;
  return [
    ['SAC', seller.sac],
    ['Place of supply', place.label],
    ['Taxable value', money(split.taxable, p.currency)],
    ...((place.intraState
      ? [
          [`CGST (${half}%)`, money(split.cgst, p.currency)],
          [`SGST (${half}%)`, money(split.sgst, p.currency)],
        ]
      : [[`IGST (${GST_RATE_PERCENT}%)`, money(split.igst, p.currency)]]) satisfies ReceiptLine[]),
  ];
}

/** What the payment bought, for plan changes: an upgrade's proration, a renewal, a scheduled downgrade. */
export const receiptFileName = (p: PaymentDto) => `${p.receiptNumber}.pdf`;

function changeLines(p: PaymentDto & { status: 'applied' }, money: Money): ReceiptLine[] {
  switch (p.kind) {
    case 'renewal':
      return [['Change', `Renewal: one more year after the term that was running`]];
    case 'downgrade':
      return [
        ['Change', `Switch from ${p.fromPlanName} when its term ends`],
        ['Starts on', day(p.periodStart)],
      ];
    case 'upgrade': {
      const from = PLANS.find((x) => x.name === p.fromPlanName);
      const rows: [string, string][] = [['Change', `Upgrade from ${p.fromPlanName}`]];
      if (from && p.listPrice !== null && p.proration) {
        const fromPrice = planPrice(from, p.currency);
        const difference = p.listPrice - fromPrice;
        rows.push([
          'Yearly price difference',
          `${money(difference, p.currency)} (${money(p.listPrice, p.currency)} - ${money(fromPrice, p.currency)})`,
        ]);
        rows.push(['Charged for', `${p.proration.daysLeft} of ${p.proration.termDays} days left of the term`]);
        if (prorate(difference, p.proration.daysLeft, p.proration.termDays) < p.amount)
          rows.push(['Minimum charge', 'The price difference was below the smallest payment we can take']);
      }
      return rows;
    }
    default:
      return [];
  }
}

/**
 * The receipt's lines, label and value, the amount paid last. `sign: 'code'` writes amounts with
 * the currency's code ("INR 2,490"), for the PDF, whose standard font has no rupee sign.
 */
export function receiptLines(p: PaymentDto, who: ReceiptParty, sign: MoneyStyle['sign'] = 'symbol'): ReceiptLine[] {
  const money = moneyIn(sign);
  return [
    ...sellerLines(who, p),
    ['Receipt number', p.receiptNumber],
    ['Date', day(p.paidAt)],
    ['Billed to', who.customerName ? `${who.customerName} <${who.customerEmail}>` : who.customerEmail],
    ['Plan', `${p.planName} (yearly)`],
    ...(p.status === 'applied'
      ? [...changeLines(p, money), ['Subscription active until', day(p.periodEnd)] as ReceiptLine]
      : [['Status', 'Not applied: to be refunded'] as ReceiptLine, ['Reason', p.refundReason] as ReceiptLine]),
    ['Payment ID', p.razorpayPaymentId],
    ['Order ID', p.orderId],
    ...taxLines(p, who, money),
    ['Amount paid', money(p.amount, p.currency)],
  ];
}

export const receiptNote = (p: PaymentDto) => (p.status === 'applied' ? 'Thank you for your payment.' : PAYMENT_TEXTS.notAppliedBody);
export const receiptTitle = (who: ReceiptParty) => `${who.brand} payment receipt`;
export const receiptFooter = (who: ReceiptParty) => `Questions about this receipt? Write to ${who.supportEmail}.`;

export function receiptText(p: PaymentDto, who: ReceiptParty): string {
  const body = receiptLines(p, who)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  return `${receiptTitle(who)}\n\n${body}\n\n${receiptNote(p)} Questions? Write to ${who.supportEmail}.\n`;
}

/** The page; with `pdfUrl` (the page served, not the mail) a "Download PDF" link. */
export function receiptHtml(p: PaymentDto, who: ReceiptParty, pdfUrl?: string): string {
  const rows = receiptLines(p, who)
    .map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Receipt ${escapeHtml(p.receiptNumber)} · ${escapeHtml(who.brand)}</title>
<style>
body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#18181b;background:#f4f4f5;margin:0;padding:24px 12px}
main{max-width:560px;margin:0 auto;background:#fff;border:1px solid #e4e4e7;border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 4px}p{color:#52525b;margin:0 0 16px;font-size:14px}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{text-align:left;padding:10px 0;border-top:1px solid #e4e4e7;vertical-align:top}
th{font-weight:500;color:#52525b;width:45%;padding-right:12px}td{overflow-wrap:anywhere}
tr:last-child th,tr:last-child td{font-weight:700;color:#18181b;font-size:16px}
footer{margin-top:16px;font-size:12px;color:#71717a}${
    pdfUrl
      ? `
.download{display:inline-block;margin:0 0 16px;padding:8px 14px;border:1px solid #d4d4d8;border-radius:8px;color:#18181b;font-size:14px;font-weight:500;text-decoration:none}
.download:hover{background:#f4f4f5}.download:focus-visible{outline:2px solid #18181b;outline-offset:2px}`
      : ''
  }
@media print{body{background:#fff;padding:0}main{border:0}${pdfUrl ? '.download{display:none}' : ''}}
</style></head>
<body><main>
<h1>${escapeHtml(receiptTitle(who))}</h1>
<p>${escapeHtml(receiptNote(p))}</p>${
    pdfUrl
      ? `
<a class="download" href="${escapeHtml(pdfUrl)}" download="${escapeHtml(receiptFileName(p))}">Download PDF</a>`
      : ''
  }
<table>${rows}</table>
<footer>${escapeHtml(receiptFooter(who))}</footer>
</main></body></html>`;
}
