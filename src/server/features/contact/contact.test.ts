import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages } from '../../db/schema-contact.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { CONTACT_MAIL } from './contact-mail-job.ts';
import { createUser } from '../../test/users.ts';
import { CONTACT_LIMIT } from './send-contact-message.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SUPPORT_EMAIL: 'help@tunelane.test' }, jobs: [CONTACT_MAIL.name] });
});
afterAll(() => ctx.close());

const message = {
  firstName: ' Asha ',
  lastName: 'Verma',
  email: 'asha@example.com',
  category: 'royalties',
  message: 'When will my March earnings arrive?\nThanks!',
};
const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });

it('stores the message, mails support with the sender as Reply-To, and answers with a reference', async () => {
  const res = await ctx.request('POST', '/api/contact', { body: message });
  expect(res.status).toBe(201);
  const body = await res.json();
  expect(body.reference).toMatch(/^[0-9A-F]{8}$/);

  const row = async () => (await ctx.deps.db.select().from(contactMessages).where(eq(contactMessages.id, body.id)))[0];
  expect(await row()).toMatchObject({
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha@example.com',
    category: 'royalties',
    userId: null,
  });

  // mailed by its job, once, and marked so
  const mail = await ctx.waitForMail((m) => m.subject.startsWith(`[${body.reference}]`));
  await ctx.jobsSettled(CONTACT_MAIL.name);
  expect((await row())?.mailedAt).toBeInstanceOf(Date);
  expect(ctx.mails.filter((m) => m.subject.startsWith(`[${body.reference}]`))).toHaveLength(1);
  expect(mail.to).toBe('help@tunelane.test');
  expect(mail.replyTo).toBe('asha@example.com');
  expect(mail.subject).toBe(`[${body.reference}] Royalties and payouts: message from Asha Verma`);
  expect(mail.text).toContain('When will my March earnings arrive?');
  expect(mail.html).not.toContain('<script');
});

it('links the message to the signed-in sender', async () => {
  const user = await createUser(ctx, { name: 'Dev' });
  const res = await ctx.request('POST', '/api/contact', {
    body: { ...message, email: user.email },
    cookie: user.cookie,
    headers: fromIp('10.0.0.2'),
  });
  expect(res.status).toBe(201);
  const [row] = await ctx.deps.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, (await res.json()).id));
  expect(row?.userId).toBe(user.id);
});

it('refuses incomplete input with the field and a message, and stores nothing', async () => {
  const before = (await ctx.deps.db.select().from(contactMessages)).length;
  for (const [patch, field, text] of [
    [{ firstName: '  ' }, 'firstName', 'First name is required'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ category: 'lottery' }, 'category', 'Please choose a category'],
    [{ message: '' }, 'message', 'Message is required'],
    [{ message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
  ] as const) {
    const res = await ctx.request('POST', '/api/contact', { body: { ...message, ...patch } });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'VALIDATION', field, message: text });
  }
  expect((await ctx.deps.db.select().from(contactMessages)).length).toBe(before);
});

it('limits how many messages one address sends in a window', async () => {
  const ctx2 = await createTestContext({ env: { TRUST_PROXY: '1' } });
  try {
    for (let i = 0; i < CONTACT_LIMIT.messages; i++) {
      expect((await ctx2.request('POST', '/api/contact', { body: message, headers: fromIp('203.0.113.9') })).status).toBe(201);
    }
    const refused = await ctx2.request('POST', '/api/contact', { body: message, headers: fromIp('203.0.113.9') });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('RATE_LIMITED');
    expect((await ctx2.request('POST', '/api/contact', { body: message, headers: fromIp('203.0.113.10') })).status).toBe(201);
  } finally {
    await ctx2.close();
  }
});

it('answers without waiting on the mail server, and keeps the message while mailing fails', async () => {
  const failing = await createTestContext({ jobs: [CONTACT_MAIL.name] });
  failing.deps.mailer.send = () => Promise.reject(new Error('smtp down'));
  try {
    const res = await failing.request('POST', '/api/contact', { body: message });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    // its job failed and waits for its retry; the message stays, unmailed
    await expect
      .poll(
        async () => (await failing.deps.pool.query(`select state from pgboss.job where name = $1`, [CONTACT_MAIL.name])).rows[0]?.state,
        {
          timeout: 15_000,
        },
      )
      .toBe('retry');
    const [row] = await failing.deps.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.mailedAt).toBeNull();
  } finally {
    await failing.close();
  }
});
