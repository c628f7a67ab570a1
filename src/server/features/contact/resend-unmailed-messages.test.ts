import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { contactMessages } from '../../db/schema-contact.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { resendUnmailedMessages } from './resend-unmailed-messages.ts';
import { sendContactMessage } from './send-contact-message.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SUPPORT_EMAIL: 'help@tunelane.test' } });
});
afterAll(() => ctx.close());

const input = {
  firstName: 'Ravi',
  lastName: 'K',
  email: 'ravi@example.com',
  category: 'technical' as const,
  message: 'My upload stopped at 90%.',
};

it('sends again the messages whose mail failed, once each', async () => {
  const failing = { ...ctx.deps, mailer: { send: async () => Promise.reject(new Error('SMTP down')) } };
  // stored, its mail job queued (this context runs no contact-mail worker: as if it had given up)
  const stored = await sendContactMessage(ctx.deps, input, { ip: '10.0.0.1', userId: null });
  const [before] = await ctx.deps.db.select().from(contactMessages).where(eq(contactMessages.id, stored.id));
  expect(before?.mailedAt).toBeNull();

  // Too fresh to retry yet: the first attempt may still be under way.
  expect(await resendUnmailedMessages(ctx.deps)).toEqual({ sent: 0, failed: 0 });

  await ctx.deps.db.execute(sql`update contact_messages set created_at = now() - interval '10 minutes' where id = ${stored.id}`);
  expect(await resendUnmailedMessages(failing)).toEqual({ sent: 0, failed: 1 });
  const mailsBefore = ctx.mails.length;
  expect(await resendUnmailedMessages(ctx.deps)).toEqual({ sent: 1, failed: 0 });
  expect(ctx.mails.length).toBe(mailsBefore + 1);
  expect(ctx.mails.at(-1)).toMatchObject({
    to: 'help@tunelane.test',
    replyTo: 'ravi@example.com',
    subject: `[${stored.reference}] Technical problem: message from Ravi K`,
  });
  const [after] = await ctx.deps.db.select().from(contactMessages).where(eq(contactMessages.id, stored.id));
  expect(after?.mailedAt).toBeInstanceOf(Date);

  expect(await resendUnmailedMessages(ctx.deps)).toEqual({ sent: 0, failed: 0 });
});
