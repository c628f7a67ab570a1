// What a receipt says, line by line, in its mail text and its HTML page: the payment, who paid,
// the plan and until when, and for a plan change what it bought (an upgrade's proration, a renewal,
// a downgrade that starts at the end of the term); a payment not applied says so, why, and that it
// is refunded, with no period. Every receipt names the seller first; the GST lines of rupee
// receipts are in receipt-gst.test.ts. Days in UTC, amounts as paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentDto } from '../../../domain/payments-dto.ts';
import { DEMO_GSTIN } from '../../../domain/gst.ts';
import { receiptHtml, receiptText, type ReceiptParty } from './render-receipt.ts';

// Far from UTC, so a receipt that followed the machine's time zone would show other days.
const tz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Pacific/Kiritimati';
});
afterAll(() => {
  if (tz === undefined) delete process.env.TZ;
  else process.env.TZ = tz;
});

const payment: PaymentDto & { status: 'applied' } = {
  id: '7d1f6a0e-0000-4000-8000-000000000001',
  receiptNumber: 'TL-000042',
  razorpayPaymentId: 'pay_X1',
  orderId: 'order_Y2',
  planType: 'small_label',
  planName: 'Small Label',
  amount: 1500,
  currency: 'USD',
  paidAt: '2026-03-01T23:30:00.000Z',
  status: 'applied',
  periodStart: '2026-03-01T23:30:00.000Z',
  periodEnd: '2027-03-01T23:30:00.000Z',
  refundReason: null,
  kind: 'new',
  fromPlanName: null,
  listPrice: 1500,
  proration: null,
  buyerState: null,
};
const who: ReceiptParty = {
  brand: 'Tunelane',
  supportEmail: 'help@tunelane.test',
  customerName: 'Ana <Beats>',
  customerEmail: 'ana@example.com',
  seller: { legalName: 'Tunelane Music Private Limited', address: '12 Lodhi Road, New Delhi 110003', gstin: DEMO_GSTIN, sac: '998439' },
};
const anonymous: ReceiptParty = { ...who, customerName: null };

const sellerText = ['Seller: Tunelane Music Private Limited', 'Registered address: 12 Lodhi Road, New Delhi 110003'];
const text = (...rows: string[]) =>
  `Tunelane payment receipt\n\n${[...sellerText, ...rows].join('\n')}\n\nThank you for your payment. Questions? Write to help@tunelane.test.\n`;
const table = (html: string) => /<table>(.*)<\/table>/.exec(html)![1];
const row = (k: string, v: string) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`;
const sellerRows = [row('Seller', 'Tunelane Music Private Limited'), row('Registered address', '12 Lodhi Road, New Delhi 110003')];

describe('a new payment', () => {
  it('the mail text lists every line, the name with the address, days in UTC and a whole amount without cents', () => {
    expect(receiptText(payment, who)).toBe(
      text(
        'Receipt number: TL-000042',
        'Date: March 1, 2026',
        'Billed to: Ana <Beats> <ana@example.com>',
        'Plan: Small Label (yearly)',
        'Subscription active until: March 1, 2027',
        'Payment ID: pay_X1',
        'Order ID: order_Y2',
        'Amount paid: $15',
      ),
    );
  });

  it('the page is the same lines as a table, escaped, with the brand in its title and heading', () => {
    expect(receiptHtml(payment, who)).toBe(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Receipt TL-000042 · Tunelane</title>
<style>
body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#18181b;background:#f4f4f5;margin:0;padding:24px 12px}
main{max-width:560px;margin:0 auto;background:#fff;border:1px solid #e4e4e7;border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 4px}p{color:#52525b;margin:0 0 16px;font-size:14px}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{text-align:left;padding:10px 0;border-top:1px solid #e4e4e7;vertical-align:top}
th{font-weight:500;color:#52525b;width:45%;padding-right:12px}td{overflow-wrap:anywhere}
tr:last-child th,tr:last-child td{font-weight:700;color:#18181b;font-size:16px}
footer{margin-top:16px;font-size:12px;color:#71717a}
@media print{body{background:#fff;padding:0}main{border:0}}
</style></head>
<body><main>
<h1>Tunelane payment receipt</h1>
<p>Thank you for your payment.</p>
<table><tr><th scope="row">Seller</th><td>Tunelane Music Private Limited</td></tr><tr><th scope="row">Registered address</th><td>12 Lodhi Road, New Delhi 110003</td></tr><tr><th scope="row">Receipt number</th><td>TL-000042</td></tr><tr><th scope="row">Date</th><td>March 1, 2026</td></tr><tr><th scope="row">Billed to</th><td>Ana &#60;Beats&#62; &#60;ana@example.com&#62;</td></tr><tr><th scope="row">Plan</th><td>Small Label (yearly)</td></tr><tr><th scope="row">Subscription active until</th><td>March 1, 2027</td></tr><tr><th scope="row">Payment ID</th><td>pay_X1</td></tr><tr><th scope="row">Order ID</th><td>order_Y2</td></tr><tr><th scope="row">Amount paid</th><td>$15</td></tr></table>
<footer>Questions about this receipt? Write to help@tunelane.test.</footer>
</main></body></html>`);
  });

  it('without a name the receipt is billed to the address alone; rupees with paise show the paise', () => {
    const inr = { ...payment, currency: 'INR' as const, amount: 329050, listPrice: 329050 };
    expect(receiptText(inr, anonymous)).toBe(
      text(
        'GSTIN: 07AAACT1234F1ZT',
        'Receipt number: TL-000042',
        'Date: March 1, 2026',
        'Billed to: ana@example.com',
        'Plan: Small Label (yearly)',
        'Subscription active until: March 1, 2027',
        'Payment ID: pay_X1',
        'Order ID: order_Y2',
        'SAC: 998439',
        'Place of supply: India',
        'Taxable value: ₹2,788.56',
        'CGST (9%): ₹250.97',
        'SGST (9%): ₹250.97',
        'Amount paid: ₹3,290.50',
      ),
    );
  });
});

describe("the seller's tax details", () => {
  it('a rupee receipt without a GSTIN says its tax details are not configured, with no GST lines; no address, no address line', () => {
    const inr = { ...payment, currency: 'INR' as const, amount: 124500, listPrice: 124500 };
    const unconfigured = { ...anonymous, seller: { legalName: 'Tunelane', address: null, gstin: null, sac: '998439' } };
    const text = receiptText(inr, unconfigured);
    expect(text).toContain('Tunelane payment receipt\n\nSeller: Tunelane\nTax details: Not configured\nReceipt number: TL-000042\n');
    for (const absent of ['Registered address', 'GSTIN', 'SAC', 'Place of supply', 'Taxable value', 'GST'])
      expect(text).not.toContain(absent);
    expect(text).toContain('Order ID: order_Y2\nAmount paid: ₹1,245\n');
  });

  it('the page links its PDF only when served, not in the mail', () => {
    expect(receiptHtml(payment, who)).not.toContain('Download PDF');
    expect(receiptHtml(payment, who, '/api/payments/x/receipt.pdf')).toContain(
      '<a class="download" href="/api/payments/x/receipt.pdf" download="TL-000042.pdf">Download PDF</a>',
    );
  });
});

describe('a plan change', () => {
  const head = ['Receipt number: TL-000042', 'Date: March 1, 2026', 'Billed to: ana@example.com'];
  const tail = ['Subscription active until: March 1, 2027', 'Payment ID: pay_X1', 'Order ID: order_Y2'];

  it('a renewal says it adds a year after the running term', () => {
    const renewal = { ...payment, kind: 'renewal' as const, fromPlanName: 'Small Label' };
    expect(receiptText(renewal, anonymous)).toBe(
      text(
        ...head,
        'Plan: Small Label (yearly)',
        'Change: Renewal: one more year after the term that was running',
        ...tail,
        'Amount paid: $15',
      ),
    );
  });

  it('a downgrade names the plan it leaves and the day the new one starts', () => {
    const downgrade = {
      ...payment,
      kind: 'downgrade' as const,
      planName: 'Individual Artist',
      fromPlanName: 'Enterprise Label',
      amount: 500,
      listPrice: 500,
      periodStart: '2026-06-30T23:00:00.000Z',
    };
    const lines = [
      ...head,
      'Plan: Individual Artist (yearly)',
      'Change: Switch from Enterprise Label when its term ends',
      'Starts on: June 30, 2026',
      ...tail,
      'Amount paid: $5',
    ];
    expect(receiptText(downgrade, anonymous)).toBe(text(...lines));
    expect(table(receiptHtml(downgrade, anonymous))).toBe(
      [
        ...sellerRows,
        row('Receipt number', 'TL-000042'),
        row('Date', 'March 1, 2026'),
        row('Billed to', 'ana@example.com'),
        row('Plan', 'Individual Artist (yearly)'),
        row('Change', 'Switch from Enterprise Label when its term ends'),
        row('Starts on', 'June 30, 2026'),
        row('Subscription active until', 'March 1, 2027'),
        row('Payment ID', 'pay_X1'),
        row('Order ID', 'order_Y2'),
        row('Amount paid', '$5'),
      ].join(''),
    );
  });

  const upgrade: PaymentDto = {
    ...payment,
    kind: 'upgrade',
    planType: 'enterprise_label',
    planName: 'Enterprise Label',
    fromPlanName: 'Small Label',
    listPrice: 3000,
    amount: 415, // the $15 difference for 101 of 365 days, exactly
    proration: { daysLeft: 101, termDays: 365 },
  };

  it('an upgrade shows the yearly difference, the days it was charged for, and no minimum when the prorated sum was charged', () => {
    const lines = [
      ...head,
      'Plan: Enterprise Label (yearly)',
      'Change: Upgrade from Small Label',
      'Yearly price difference: $15 ($30 - $15)',
      'Charged for: 101 of 365 days left of the term',
      ...tail,
      'Amount paid: $4.15',
    ];
    expect(receiptText(upgrade, anonymous)).toBe(text(...lines));
    expect(table(receiptHtml(upgrade, anonymous))).toBe(
      [
        ...sellerRows,
        row('Receipt number', 'TL-000042'),
        row('Date', 'March 1, 2026'),
        row('Billed to', 'ana@example.com'),
        row('Plan', 'Enterprise Label (yearly)'),
        row('Change', 'Upgrade from Small Label'),
        row('Yearly price difference', '$15 ($30 - $15)'),
        row('Charged for', '101 of 365 days left of the term'),
        row('Subscription active until', 'March 1, 2027'),
        row('Payment ID', 'pay_X1'),
        row('Order ID', 'order_Y2'),
        row('Amount paid', '$4.15'),
      ].join(''),
    );
  });

  it('an upgrade charged more than the prorated difference says a minimum charge applied', () => {
    const small = { ...upgrade, amount: 100, proration: { daysLeft: 1, termDays: 365 } }; // prorated: 4 cents
    expect(receiptText(small, anonymous)).toBe(
      text(
        ...head,
        'Plan: Enterprise Label (yearly)',
        'Change: Upgrade from Small Label',
        'Yearly price difference: $15 ($30 - $15)',
        'Charged for: 1 of 365 days left of the term',
        'Minimum charge: The price difference was below the smallest payment we can take',
        ...tail,
        'Amount paid: $1',
      ),
    );
    // in rupees the difference is shown from the rupee prices
    const inr = { ...small, currency: 'INR' as const, listPrice: 249000, amount: 10000, proration: { daysLeft: 2, termDays: 366 } };
    expect(receiptText(inr, anonymous)).toContain(
      'Yearly price difference: ₹1,245 (₹2,490 - ₹1,245)\nCharged for: 2 of 366 days left of the term\nMinimum charge: The price difference was below the smallest payment we can take\n',
    );
  });

  it('an upgrade without its proration, list price or a known earlier plan shows only what it upgraded from', () => {
    const only = (p: PaymentDto) =>
      text(...head, 'Plan: Enterprise Label (yearly)', `Change: Upgrade from ${p.fromPlanName}`, ...tail, 'Amount paid: $4.15');
    for (const p of [
      { ...upgrade, proration: null },
      { ...upgrade, listPrice: null },
      { ...upgrade, listPrice: null, proration: null },
      { ...upgrade, fromPlanName: 'Retired Plan' },
      { ...upgrade, fromPlanName: 'Retired Plan', proration: null },
    ]) {
      expect(receiptText(p, anonymous)).toBe(only(p));
    }
  });
});

describe('a payment not applied', () => {
  const reason =
    'Priced for an upgrade from Small Label to Enterprise Label, but when it was paid your plan was Enterprise Label until May 1, 2027.';
  const flagged: PaymentDto = {
    ...payment,
    kind: 'upgrade',
    planType: 'enterprise_label',
    planName: 'Enterprise Label',
    fromPlanName: 'Small Label',
    listPrice: 3000,
    amount: 415,
    proration: { daysLeft: 101, termDays: 365 },
    status: 'refund_due',
    periodStart: null,
    periodEnd: null,
    refundReason: reason,
  };

  it('says it was not applied, why, and that it will be refunded, with no term it never bought', () => {
    expect(receiptText(flagged, anonymous)).toBe(
      'Tunelane payment receipt\n\n' +
        [
          ...sellerText,
          'Receipt number: TL-000042',
          'Date: March 1, 2026',
          'Billed to: ana@example.com',
          'Plan: Enterprise Label (yearly)',
          'Status: Not applied: to be refunded',
          `Reason: ${reason}`,
          'Payment ID: pay_X1',
          'Order ID: order_Y2',
          'Amount paid: $4.15',
        ].join('\n') +
        '\n\nThis payment was not applied to your plan, because your plan had changed since it was priced. It will be refunded. Questions? Write to help@tunelane.test.\n',
    );
    const html = receiptHtml(flagged, anonymous);
    expect(html).toContain(
      '<p>This payment was not applied to your plan, because your plan had changed since it was priced. It will be refunded.</p>',
    );
    expect(table(html)).toBe(
      [
        ...sellerRows,
        row('Receipt number', 'TL-000042'),
        row('Date', 'March 1, 2026'),
        row('Billed to', 'ana@example.com'),
        row('Plan', 'Enterprise Label (yearly)'),
        row('Status', 'Not applied: to be refunded'),
        row('Reason', reason),
        row('Payment ID', 'pay_X1'),
        row('Order ID', 'order_Y2'),
        row('Amount paid', '$4.15'),
      ].join(''),
    );
  });
});
