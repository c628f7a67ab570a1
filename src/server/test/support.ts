// Shared by the support tests: opening tickets through the API and running the mail jobs that
// operations enqueued (the test databases have the queues but no workers).
import type { CreateTicketInput } from '../../domain/support.ts';
import type { TicketDto } from '../../domain/support-dto.ts';
import type { TestContext } from './test-context.ts';
import type { TestUser } from './users.ts';
import { bindJobs } from '../jobs/job.ts';
import { supportJobs } from '../features/support/jobs.ts';
import { sendTicketMail } from '../features/support/send-ticket-mail.ts';
import { SUPPORT_TICKET_MAIL, ticketMailPayload } from '../features/support/ticket-mail-job.ts';

export const ticketBody = (over: Partial<CreateTicketInput> = {}): CreateTicketInput => ({
  category: 'distribution',
  subject: 'My release is not live yet',
  message: 'It was approved last week but I cannot find it on the stores.',
  priority: 'high',
  ...over,
});

export async function openTicket(ctx: TestContext, user: TestUser, over: Partial<CreateTicketInput> = {}): Promise<TicketDto> {
  const res = await ctx.request('POST', '/api/support/tickets', { cookie: user.cookie, body: ticketBody(over) });
  if (res.status !== 201) throw new Error(`ticket not created: ${res.status} ${await res.text()}`);
  return (await res.json()) as TicketDto;
}

/** The queue without workers, so that operations can enqueue; the tests run the jobs themselves. */
export const startQueue = (ctx: TestContext) => ctx.deps.jobs.start(bindJobs(ctx.deps, supportJobs()), { workers: false });

/** The payloads of the ticket mails waiting in the queue, oldest first. */
export async function queuedTicketMails(ctx: TestContext) {
  const { rows } = await ctx.deps.pool.query<{ data: unknown }>(
    "select data from pgboss.job where name = $1 and state = 'created' order by created_on, id",
    [SUPPORT_TICKET_MAIL.name],
  );
  return rows.map((r) => ticketMailPayload.parse(r.data));
}

/** Runs every waiting ticket mail job through its operation (as the worker would) and marks it done. */
export async function runTicketMails(ctx: TestContext): Promise<number> {
  const waiting = await queuedTicketMails(ctx);
  for (const payload of waiting) await sendTicketMail(ctx.deps, payload);
  await ctx.deps.pool.query("update pgboss.job set state = 'completed' where name = $1 and state = 'created'", [SUPPORT_TICKET_MAIL.name]);
  return waiting.length;
}
