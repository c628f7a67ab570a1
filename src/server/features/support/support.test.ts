// The artist's side of support tickets: opening one with the spec's checks, the list and its
// counters, the conversation, and scoping (another artist's ticket is not found).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketDetailDto, TicketListDto } from '../../../domain/support-dto.ts';
import {
  INVALID_CATEGORY,
  INVALID_PRIORITY,
  MISSING_FIELDS,
  REPLY_REQUIRED,
  TICKET_CLOSED,
  TICKET_NOT_FOUND,
} from '../../../domain/support-options.ts';
import { supportTickets } from '../../db/schema-support.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { openTicket, startQueue, queuedTicketMails, ticketBody } from '../../test/support.ts';

let ctx: TestContext;
let artist: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  await startQueue(ctx);
  artist = await createUser(ctx, { name: 'Mira K' });
  other = await createUser(ctx, { name: 'Other Artist' });
});
afterAll(() => ctx.close());

const create = async (user: TestUser, body: unknown) => {
  const res = await ctx.request('POST', '/api/support/tickets', { cookie: user.cookie, body });
  return { status: res.status, body: await res.json() };
};
const list = async (user: TestUser, query = '') => {
  const res = await ctx.request('GET', `/api/support/tickets${query}`, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as TicketListDto;
};
const reply = async (user: TestUser, id: string, message: unknown) => {
  const res = await ctx.request('POST', `/api/support/tickets/${id}/replies`, { cookie: user.cookie, body: { message } });
  return { status: res.status, body: await res.json() };
};
const setStatus = (id: string, status: string) => ctx.deps.db.update(supportTickets).set({ status }).where(eq(supportTickets.id, id));

describe('opening a ticket', () => {
  it('requires subject, message and category with the spec text', async () => {
    for (const over of [{ subject: '  ' }, { message: '' }, { category: '' }]) {
      const res = await create(artist, ticketBody(over));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION', message: MISSING_FIELDS, field: Object.keys(over)[0] });
    }
    const res = await create(artist, {});
    expect(res.body.error.message).toBe(MISSING_FIELDS);
    expect((await list(artist)).stats.total).toBe(0);
  });

  it('takes a category from the list and one of the four priorities, capped lengths, no NUL', async () => {
    expect((await create(artist, ticketBody({ category: 'lunch' as never }))).body.error).toMatchObject({
      message: INVALID_CATEGORY,
      field: 'category',
    });
    expect((await create(artist, ticketBody({ priority: 'critical' as never }))).body.error).toMatchObject({
      message: INVALID_PRIORITY,
      field: 'priority',
    });
    expect((await create(artist, ticketBody({ subject: 'x'.repeat(201) }))).body.error.message).toBe(
      'Subject must be at most 200 characters',
    );
    expect((await create(artist, ticketBody({ message: 'x'.repeat(5001) }))).body.error.message).toBe(
      'Message must be at most 5000 characters',
    );
    expect((await create(artist, ticketBody({ subject: 'a\u0000b' }))).status).toBe(400);
  });

  it('opens it as open, medium unless a priority is chosen, trimmed, and enqueues no mail', async () => {
    const { priority: _, ...noPriority } = ticketBody();
    const res = await create(artist, { ...noPriority, subject: '  Payout question  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'open',
      priority: 'medium',
      subject: 'Payout question',
      category: 'distribution',
      adminResponse: null,
      replyCount: 0,
    });
    expect(res.body.reference).toMatch(/^[0-9A-F]{8}$/);
    const urgent = await openTicket(ctx, artist, { priority: 'urgent' });
    expect(urgent.priority).toBe('urgent');
    expect(await queuedTicketMails(ctx)).toEqual([]);
  });
});

describe('the list', () => {
  it('shows only the artist own tickets, newest first, with the counters', async () => {
    const mine = await list(artist);
    const ids = mine.items.map((t) => t.id);
    expect(mine.items.map((t) => t.createdAt)).toEqual([...mine.items.map((t) => t.createdAt)].sort().reverse());
    const a = await openTicket(ctx, artist, { subject: 'A' });
    const b = await openTicket(ctx, artist, { subject: 'B' });
    const c = await openTicket(ctx, artist, { subject: 'C' });
    await openTicket(ctx, other, { subject: 'Not yours' });
    await setStatus(a.id, 'in_progress');
    await setStatus(b.id, 'resolved');
    await setStatus(c.id, 'closed');
    const after = await list(artist);
    expect(after.items.slice(0, 3).map((t) => t.subject)).toEqual(['C', 'B', 'A']);
    expect(after.items.some((t) => t.subject === 'Not yours')).toBe(false);
    // Open Tickets: open + in_progress; Resolved: resolved + closed.
    expect(after.stats).toEqual({ total: ids.length + 3, open: ids.length + 1, resolved: 2 });
    expect((await list(other)).stats).toEqual({ total: 1, open: 1, resolved: 0 });
  });

  it('pages on (created_at, id)', async () => {
    const first = await list(artist, '?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toBe(first.items[1]!.id);
    const second = await list(artist, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items[0]!.id).not.toBe(first.items[1]!.id);
    const all = await list(artist, '?limit=100');
    expect([...first.items, ...second.items].map((t) => t.id)).toEqual(all.items.slice(0, 4).map((t) => t.id));
    expect(all.nextCursor).toBeNull();
  });
});

describe('one ticket and its conversation', () => {
  it('is not found for another artist, by any path', async () => {
    const t = await openTicket(ctx, artist);
    for (const [method, path, body] of [
      ['GET', `/api/support/tickets/${t.id}`, undefined],
      ['POST', `/api/support/tickets/${t.id}/replies`, { message: 'hi' }],
    ] as const) {
      const res = await ctx.request(method, path, { cookie: other.cookie, body });
      expect(res.status, path).toBe(404);
      expect((await res.json()).error.message).toBe(TICKET_NOT_FOUND);
    }
    expect((await ctx.request('GET', '/api/support/tickets/not-a-uuid', { cookie: artist.cookie })).status).toBe(404);
    expect((await ctx.request('GET', `/api/support/tickets/${t.id}`)).status).toBe(401);
    const [row] = await ctx.deps.db.select().from(supportTickets).where(eq(supportTickets.id, t.id));
    expect(row?.version).toBe(1); // the refused reply changed nothing
  });

  it('takes the artist answers while open; an answer reopens a resolved ticket; a closed one refuses', async () => {
    const t = await openTicket(ctx, artist);
    expect((await reply(artist, t.id, '   ')).body.error.message).toBe(REPLY_REQUIRED);
    const first = await reply(artist, t.id, 'More details: the UPC is 123.');
    expect(first.status).toBe(201);
    const detail = first.body as TicketDetailDto;
    expect(detail.replies).toMatchObject([{ from: 'artist', authorName: 'Mira K', message: 'More details: the UPC is 123.' }]);
    expect(detail.status).toBe('open');

    await setStatus(t.id, 'resolved');
    const reopened = (await reply(artist, t.id, 'It is back again.')).body as TicketDetailDto;
    expect(reopened.status).toBe('open');
    expect(reopened.replyCount).toBe(2);

    await setStatus(t.id, 'closed');
    const closed = await reply(artist, t.id, 'Hello?');
    expect(closed.status).toBe(409);
    expect(closed.body.error).toMatchObject({ code: 'CONFLICT', message: TICKET_CLOSED });
    const got = await ctx.request('GET', `/api/support/tickets/${t.id}`, { cookie: artist.cookie });
    expect(((await got.json()) as TicketDetailDto).replies).toHaveLength(2);
  });
});
