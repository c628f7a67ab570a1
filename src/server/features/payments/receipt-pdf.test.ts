// The receipt's page and PDF on PostgreSQL: the same seller and GST details in both, a PDF that is
// one (its content type, %PDF, the receipt number and GSTIN in its text), served to the payer and
// admins only; the buyer's state, given with a rupee order, makes the place of supply.
import { pdfText } from '../../test/pdf-text.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GSTIN } from '../../../domain/gst.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';

let ctx: TestContext;
let artist: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  artist = await createUser(ctx, { name: 'Asha Rao' });
  other = await createUser(ctx);
  admin = await createUser(ctx, { admin: true });
});
afterAll(() => ctx.close());

/** Pays for a plan through the sandbox and returns the payment's id and receipt number. */
async function pay(user: TestUser, body: Record<string, unknown>): Promise<{ id: string; receiptNumber: string }> {
  const o = await ctx.request('POST', '/api/payments/orders', { cookie: user.cookie, body });
  expect(o.status).toBe(201);
  const { order_id } = await o.json();
  const paid = await ctx.request('POST', `/api/payments/sandbox/${order_id}/pay`, { cookie: user.cookie, body: {} });
  const checkout = await paid.json();
  expect((await ctx.request('POST', '/api/payments/verify', { cookie: user.cookie, body: checkout })).status).toBe(200);
  const billing = await (await ctx.request('GET', '/api/payments/billing', { cookie: user.cookie })).json();
  return billing.payments[0];
}

describe('a receipt in rupees', () => {
  let receipt: { id: string; receiptNumber: string };
  beforeAll(async () => {
    receipt = await pay(artist, { plan_type: 'individual_artist', currency: 'INR' });
  });

  it('names the seller and carves the GST out of what was paid, on the page with a link to its PDF', async () => {
    const res = await ctx.request('GET', `/api/payments/${receipt.id}/receipt`, { cookie: artist.cookie });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const [k, v] of [
      ['Seller', 'Tunelane Music Private Limited'],
      ['Registered address', '12 Lodhi Road, New Delhi 110003, India'],
      ['GSTIN', DEMO_GSTIN],
      ['SAC', '998439'],
      ['Place of supply', 'India'],
      // ₹415 paid: 351.69 taxable + 31.66 + 31.65
      ['Taxable value', '₹351.69'],
      ['CGST (9%)', '₹31.66'],
      ['SGST (9%)', '₹31.65'],
      ['Amount paid', '₹415'],
    ])
      expect(html).toContain(`<tr><th scope="row">${k}</th><td>${v}</td></tr>`);
    expect(html).toContain(
      `<a class="download" href="/api/payments/${receipt.id}/receipt.pdf" download="${receipt.receiptNumber}.pdf">Download PDF</a>`,
    );
  });

  it('is a PDF with the same lines, for the payer', async () => {
    const res = await ctx.request('GET', `/api/payments/${receipt.id}/receipt.pdf`, { cookie: artist.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${receipt.receiptNumber}.pdf"`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf).replaceAll('\u00a0', ' '); // Intl puts a no-break space after "INR"
    for (const part of [
      'Tunelane payment receipt',
      receipt.receiptNumber,
      'Tunelane Music Private Limited',
      DEMO_GSTIN,
      'Place of supply',
      'INR 351.69',
      'INR 31.66',
      'INR 31.65',
      'INR 415',
      'Asha Rao',
    ])
      expect(text).toContain(part);
  });

  it('is refused to another artist as not found, served to an admin, and refused to a visitor', async () => {
    for (const path of [`/api/payments/${receipt.id}/receipt.pdf`, `/api/payments/${receipt.id}/receipt`]) {
      const theirs = await ctx.request('GET', path, { cookie: other.cookie });
      expect(theirs.status).toBe(404);
      expect(await theirs.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Receipt not found' } });
      expect((await ctx.request('GET', path, { cookie: admin.cookie })).status).toBe(200);
      expect((await ctx.request('GET', path)).status).toBe(401);
    }
    expect((await ctx.request('GET', '/api/payments/not-a-uuid/receipt.pdf', { cookie: artist.cookie })).status).toBe(404);
  });
});

describe("the buyer's state", () => {
  it("from another state makes the tax IGST, and from the seller's state CGST + SGST, named as the place of supply", async () => {
    const maharashtra = await pay(other, { plan_type: 'small_label', currency: 'INR', billing_state: '27' });
    const html = await (await ctx.request('GET', `/api/payments/${maharashtra.id}/receipt`, { cookie: other.cookie })).text();
    expect(html).toContain('<tr><th scope="row">Place of supply</th><td>Maharashtra (27)</td></tr>');
    // ₹1,245 paid: 1,055.08 taxable + 189.92 IGST
    expect(html).toContain('<tr><th scope="row">Taxable value</th><td>₹1,055.08</td></tr>');
    expect(html).toContain('<tr><th scope="row">IGST (18%)</th><td>₹189.92</td></tr>');
    expect(html).not.toContain('CGST');

    const delhi = await createUser(ctx);
    const own = await pay(delhi, { plan_type: 'small_label', currency: 'INR', billing_state: '07' });
    const ownHtml = await (await ctx.request('GET', `/api/payments/${own.id}/receipt`, { cookie: delhi.cookie })).text();
    expect(ownHtml).toContain('<tr><th scope="row">Place of supply</th><td>Delhi (07)</td></tr>');
    expect(ownHtml).toContain('<tr><th scope="row">CGST (9%)</th><td>₹94.96</td></tr>');
    expect(ownHtml).toContain('<tr><th scope="row">SGST (9%)</th><td>₹94.96</td></tr>');
  });

  it('must be a state of India, and only with rupees', async () => {
    const user = await createUser(ctx);
    for (const [body, message] of [
      [{ plan_type: 'small_label', currency: 'INR', billing_state: '99' }, 'Choose a state or union territory of India'],
      [{ plan_type: 'small_label', currency: 'INR', billing_state: 7 }, 'Choose a state or union territory of India'],
      [{ plan_type: 'small_label', currency: 'USD', billing_state: '27' }, 'A state is given only for payments in rupees'],
    ] as const) {
      const res = await ctx.request('POST', '/api/payments/orders', { cookie: user.cookie, body });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: 'VALIDATION', message, field: 'billing_state' } });
    }
  });
});

describe('a receipt in dollars', () => {
  it('names the seller without GST lines', async () => {
    const user = await createUser(ctx);
    const p = await pay(user, { plan_type: 'small_label', currency: 'USD' });
    const html = await (await ctx.request('GET', `/api/payments/${p.id}/receipt`, { cookie: user.cookie })).text();
    expect(html).toContain('<tr><th scope="row">Seller</th><td>Tunelane Music Private Limited</td></tr>');
    for (const absent of ['GSTIN', 'SAC', 'Place of supply', 'Taxable value', 'Tax details']) expect(html).not.toContain(absent);
  });
});
