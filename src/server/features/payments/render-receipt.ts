// A payment receipt as a small self-contained HTML page (served to its owner and mailed), plus
// its plain-text twin for the mail body. A payment that was not applied says so, with the reason
// and that it will be refunded, instead of a period it never bought.
import { formatDate } from '../../../domain/dates.ts';
import { formatMoney, planPrice, type Currency } from '../../../domain/money.ts';
import type { PaymentDto } from '../../../domain/payments.ts';
import { PAYMENT_TEXTS } from '../../../domain/payments-texts.ts';
import { PLANS } from '../../../domain/plans.ts';
import { prorate } from '../../../domain/plan-change.ts';
import { escapeHtml } from '../../../domain/escape-html.ts';

export type ReceiptParty = { brand: string; supportEmail: string; customerName: string | null; customerEmail: string };

// Mail goes to people whose time zone we do not know: days in UTC, amounts as paid ("$15", "₹3,290.50").
const day = (iso: string) => formatDate(iso, 'long', { timeZone: 'UTC' });
const money = (minor: number, currency: Currency) => formatMoney(minor, currency, { cents: 'auto' });

/** What the payment bought, for plan changes: an upgrade's proration, a renewal, a scheduled downgrade. */
function changeLines(p: PaymentDto & { status: 'applied' }): [string, string][] {
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

function lines(p: PaymentDto, who: ReceiptParty): [string, string][] {
  return [
    ['Receipt number', p.receiptNumber],
    ['Date', day(p.paidAt)],
    ['Billed to', who.customerName ? `${who.customerName} <${who.customerEmail}>` : who.customerEmail],
    ['Plan', `${p.planName} (yearly)`],
    ...(p.status === 'applied'
      ? [...changeLines(p), ['Subscription active until', day(p.periodEnd)] as [string, string]]
      : [['Status', 'Not applied: to be refunded'] as [string, string], ['Reason', p.refundReason] as [string, string]]),
    ['Payment ID', p.razorpayPaymentId],
    ['Order ID', p.orderId],
    ['Amount paid', money(p.amount, p.currency)],
  ];
}

const note = (p: PaymentDto) => (p.status === 'applied' ? 'Thank you for your payment.' : PAYMENT_TEXTS.notAppliedBody);

export function receiptText(p: PaymentDto, who: ReceiptParty): string {
  const body = lines(p, who)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  return `${who.brand} payment receipt\n\n${body}\n\n${note(p)} Questions? Write to ${who.supportEmail}.\n`;
}

export function receiptHtml(p: PaymentDto, who: ReceiptParty): string {
  const rows = lines(p, who)
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
th{font-weight:500;color:#52525b;width:45%;padding-right:12px}td{word-break:break-all}
tr:last-child th,tr:last-child td{font-weight:700;color:#18181b;font-size:16px}
footer{margin-top:16px;font-size:12px;color:#71717a}
@media print{body{background:#fff;padding:0}main{border:0}}
</style></head>
<body><main>
<h1>${escapeHtml(who.brand)} payment receipt</h1>
<p>${escapeHtml(note(p))}</p>
<table>${rows}</table>
<footer>Questions about this receipt? Write to ${escapeHtml(who.supportEmail)}.</footer>
</main></body></html>`;
}
