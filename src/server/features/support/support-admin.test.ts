// The admin's side of support tickets: the table (filters, search, sort, pages, previews), the
// status changes and responses, two admins at once, and the artist's mail.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDto } from '../../../domain/admin-list.ts';
import type { AdminTicketDto, AdminTicketRowDto, TicketDetailDto } from '../../../domain/support-dto.ts';
import { TICKET_CHANGED, TICKET_NOT_FOUND, TICKET_PRIORITIES, type TicketStatus } from '../../../domain/support-options.ts';
import { supportTickets } from '../../db/schema-support.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { openTicket, startQueue, queuedTicketMails, runTicketMails } from '../../test/support.ts';

let ctx: TestContext;
let artist: TestUser;
let other: TestUser;
let admin: TestUser;
let admin2: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  await startQueue(ctx);
  artist = await createUser(ctx, { name: 'Mira K', email: 'mira@example.com' });
  other = await createUser(ctx, { name: 'Dev Patel', email: 'dev@example.com' });
  admin = await createUser(ctx, { admin: true, name: 'Asha Admin' });
  admin2 = await createUser(ctx, { admin: true, name: 'Ravi Admin' });
});
afterAll(() => ctx.close());

const table = async (query = '') => {
  const res = await ctx.request('GET', `/api/admin/support/tickets${query}`, { cookie: admin.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as PageDto<AdminTicketRowDto>;
};
const detail = async (id: string, who = admin) => {
  const res = await ctx.request('GET', `/api/admin/support/tickets/${id}`, { cookie: who.cookie });
  return { status: res.status, body: (await res.json()) as AdminTicketDto };
};
const change = async (id: string, body: { status: TicketStatus; adminResponse?: string; version: number }, who = admin) => {
  const res = await ctx.request('PATCH', `/api/admin/support/tickets/${id}`, { cookie: who.cookie, body });
  return { status: res.status, body: await res.json() };
};

describe('who may', () => {
  it('refuses visitors and artists on every admin ticket route', async () => {
    const t = await openTicket(ctx, artist);
    for (const [method, path, body] of [
      ['GET', '/api/admin/support/tickets', undefined],
      ['GET', '/api/admin/support/tickets/export', undefined],
      ['GET', `/api/admin/support/tickets/${t.id}`, undefined],
      ['PATCH', `/api/admin/support/tickets/${t.id}`, { status: 'closed', version: 1 }],
    ] as const) {
      expect((await ctx.request(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await ctx.request(method, path, { body, cookie: artist.cookie })).status, `${method} ${path}`).toBe(403);
    }
    expect((await detail(t.id)).body.status).toBe('open');
  });

  it('answers 404 for a ticket that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await detail(missing)).status).toBe(404);
    const res = await change(missing, { status: 'resolved', version: 1 });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(TICKET_NOT_FOUND);
  });
});

describe('the table', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    await ctx.deps.db.delete(supportTickets);
    const long = `${'Long message. '.repeat(20)}END`;
    const rows = [
      ['low', 'billing', 'Invoice copy', artist],
      ['medium', 'distribution', 'Release stuck in review', artist],
      ['high', 'royalties', 'Missing royalties for May', other],
      ['urgent', 'account', 'Cannot sign in on my phone', other],
    ] as const;
    ids = {};
    for (const [priority, category, subject, user] of rows) {
      ids[subject] = (await openTicket(ctx, user, { priority, category, subject, message: long })).id;
      await new Promise((r) => setTimeout(r, 5));
    }
    await ctx.deps.db.update(supportTickets).set({ status: 'resolved' }).where(eq(supportTickets.id, ids['Invoice copy']!));
  });

  it('lists every artist tickets newest first with the owner and a preview cut at 100 characters', async () => {
    const all = await table();
    expect(all.total).toBe(4);
    expect(all.items.map((t) => t.subject)).toEqual([
      'Cannot sign in on my phone',
      'Missing royalties for May',
      'Release stuck in review',
      'Invoice copy',
    ]);
    const first = all.items[0]!;
    expect(first.owner).toEqual({ id: other.id, name: 'Dev Patel', email: 'dev@example.com' });
    expect(first.preview).toBe(`${'Long message. '.repeat(20).slice(0, 100)}...`);
    expect(first).not.toHaveProperty('message');
  });

  it('filters by status, by each of the four priorities and by category', async () => {
    expect((await table('?status=resolved')).items.map((t) => t.subject)).toEqual(['Invoice copy']);
    expect((await table('?status=open')).total).toBe(3);
    for (const p of TICKET_PRIORITIES) {
      const res = await table(`?priority=${p}`);
      expect(res.total, p).toBe(1);
      expect(res.items[0]!.priority).toBe(p);
    }
    expect((await table('?category=royalties')).items.map((t) => t.subject)).toEqual(['Missing royalties for May']);
    expect((await table('?status=open&priority=low')).total).toBe(0);
    const bad = await ctx.request('GET', '/api/admin/support/tickets?priority=critical', { cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({ field: 'priority', message: 'Unknown priority filter' });
  });

  it('searches subject, owner name, owner email and reference; wildcards are literal', async () => {
    expect((await table('?q=royalties')).items.map((t) => t.subject)).toEqual(['Missing royalties for May']);
    expect((await table('?q=mira')).total).toBe(2);
    expect((await table('?q=dev%40example')).total).toBe(2);
    const ref = (await table('?q=invoice')).items[0]!.reference;
    expect((await table(`?q=${ref}`)).items.map((t) => t.subject)).toEqual(['Invoice copy']);
    expect((await table('?q=%25')).total).toBe(0);
  });

  it('sorts on the server and cuts pages with the total', async () => {
    expect((await table('?sort=priority&dir=desc')).items.map((t) => t.priority)).toEqual(['urgent', 'high', 'medium', 'low']);
    expect((await table('?sort=priority&dir=asc')).items.map((t) => t.priority)).toEqual(['low', 'medium', 'high', 'urgent']);
    expect((await table('?sort=subject&dir=asc')).items[0]!.subject).toBe('Cannot sign in on my phone');
    expect((await table('?sort=status&dir=desc')).items[0]!.status).toBe('resolved');
    const p1 = await table('?limit=3');
    expect([p1.total, p1.totalCapped, p1.items.length]).toEqual([4, false, 3]);
    const p2 = await table(`?limit=3&cursor=${p1.nextCursor}`);
    expect([p2.items.length, p2.nextCursor]).toEqual([1, null]);
    expect(new Set([...p1.items, ...p2.items].map((t) => t.id)).size).toBe(4);
    // Keyset pages follow any sort, ties broken by id.
    const byPriority1 = await table('?sort=priority&dir=asc&limit=2');
    const byPriority2 = await table(`?sort=priority&dir=asc&limit=2&cursor=${byPriority1.nextCursor}`);
    expect([...byPriority1.items, ...byPriority2.items].map((t) => t.priority)).toEqual(['low', 'medium', 'high', 'urgent']);
    expect((await ctx.request('GET', '/api/admin/support/tickets?cursor=nonsense', { cookie: admin.cookie })).status).toBe(400);
  });

  it('exports every matching ticket as CSV, whole messages included, in the table order', async () => {
    const res = await ctx.request('GET', '/api/admin/support/tickets/export?status=open&sort=priority&dir=desc', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('support-tickets.csv');
    const lines = (await res.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Reference,Id,Subject,Message,Category,Priority,Status,Response,Replies,Artist,Artist email,Created,Updated');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('Cannot sign in on my phone');
    expect(lines[1]).toContain('END');
    expect(lines[3]).toContain('Release stuck in review');
    expect((await ctx.request('GET', '/api/admin/support/tickets/export', { cookie: artist.cookie })).status).toBe(403);
  });
});

describe('changing a ticket', () => {
  it('Start Working, Resolve, Close and Save Response keeping the status; transitions are not limited', async () => {
    const t = await openTicket(ctx, artist, { subject: 'Artwork rejected' });
    let v = (await detail(t.id)).body.version;
    const steps: [TicketStatus, string][] = [
      ['in_progress', ''],
      ['in_progress', 'We are looking at your artwork now.'],
      ['resolved', ''],
      ['closed', ''],
      ['open', ''],
    ];
    for (const [status, adminResponse] of steps) {
      const res = await change(t.id, { status, adminResponse, version: v });
      expect(res.status, status).toBe(200);
      expect(res.body.status).toBe(status);
      expect(res.body.version).toBe(v + 1);
      v = res.body.version;
    }
    const final = (await detail(t.id)).body;
    expect(final.adminResponse).toBe('We are looking at your artwork now.');
    expect(final.replies).toMatchObject([{ from: 'support', authorName: 'Asha Admin', message: 'We are looking at your artwork now.' }]);

    // Saving the same response and status again changes nothing.
    const same = await change(t.id, { status: 'open', adminResponse: 'We are looking at your artwork now.', version: v });
    expect(same.body.version).toBe(v);

    // The artist sees the response, signed by the team, and may answer.
    const mine = (await (await ctx.request('GET', `/api/support/tickets/${t.id}`, { cookie: artist.cookie })).json()) as TicketDetailDto;
    expect(mine.adminResponse).toBe('We are looking at your artwork now.');
    expect(mine.replies).toMatchObject([{ from: 'support', authorName: 'Support Team' }]);
    expect(mine).not.toHaveProperty('version');
  });

  it('refuses a bad status or a missing version with a 400', async () => {
    const t = await openTicket(ctx, artist);
    expect((await change(t.id, { status: 'done' as never, version: 1 })).body.error.field).toBe('status');
    const res = await ctx.request('PATCH', `/api/admin/support/tickets/${t.id}`, { cookie: admin.cookie, body: { status: 'resolved' } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.field).toBe('version');
  });

  it('two admins at once: one wins, the other is told the ticket changed and nothing of theirs is saved', async () => {
    const t = await openTicket(ctx, artist);
    const { version } = (await detail(t.id)).body;
    const [a, b] = await Promise.all([
      change(t.id, { status: 'resolved', adminResponse: 'Fixed on our side.', version }),
      change(t.id, { status: 'closed', adminResponse: 'Closing as duplicate.', version }, admin2),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const lost = a.status === 409 ? a : b;
    expect(lost.body.error).toMatchObject({ code: 'CONFLICT', message: TICKET_CHANGED });
    const now = (await detail(t.id)).body;
    expect(now.version).toBe(version + 1);
    expect(now.replies).toHaveLength(1);
    expect([now.status, now.adminResponse]).toEqual(
      a.status === 200 ? ['resolved', 'Fixed on our side.'] : ['closed', 'Closing as duplicate.'],
    );
  });

  it('an artist answer in between also makes a stale admin change fail', async () => {
    const t = await openTicket(ctx, artist);
    const { version } = (await detail(t.id)).body;
    await ctx.request('POST', `/api/support/tickets/${t.id}/replies`, { cookie: artist.cookie, body: { message: 'Any news?' } });
    expect((await change(t.id, { status: 'closed', version })).status).toBe(409);
    expect((await detail(t.id)).body.status).toBe('open');
  });
});

describe('the audit log', () => {
  it('records each admin change (who, from where, before, after) and nothing for refused or empty ones', async () => {
    const t = await openTicket(ctx, artist);
    const r1 = await change(t.id, { status: 'in_progress', adminResponse: 'On it.', version: 1 });
    await change(t.id, { status: 'in_progress', adminResponse: 'On it, and more.', version: r1.body.version });
    await change(t.id, { status: 'closed', version: 1 }); // stale: refused
    await change(t.id, { status: 'in_progress', version: r1.body.version + 1 }); // nothing to change
    const res = await ctx.request('GET', `/api/admin/audit?entityType=ticket&entityId=${t.id}`, { cookie: admin.cookie });
    const entries = (
      (await res.json()) as { items: { action: string; actorId: string; actorLabel: string; before: unknown; after: unknown }[] }
    ).items;
    expect(entries.map((e) => e.action)).toEqual(['ticket.responded', 'ticket.status_changed']);
    expect(entries[1]).toMatchObject({
      actorId: admin.id,
      before: { status: 'open', adminResponse: null },
      after: { status: 'in_progress', adminResponse: 'On it.' },
    });
    expect(entries[0]).toMatchObject({
      before: { adminResponse: 'On it.' },
      after: { status: 'in_progress', adminResponse: 'On it, and more.' },
    });
  });
});

describe('mail to the artist', () => {
  it('is sent when an admin responds or changes the status, from a job enqueued with the change', async () => {
    await runTicketMails(ctx);
    ctx.mails.length = 0;
    const t = await openTicket(ctx, artist, { subject: 'Where is my payout?' });
    let { version } = (await detail(t.id)).body;

    version = (await change(t.id, { status: 'in_progress', adminResponse: 'Your payout left today.', version })).body.version;
    expect(await queuedTicketMails(ctx)).toEqual([{ ticketId: t.id, status: 'in_progress', response: 'Your payout left today.' }]);
    expect(await runTicketMails(ctx)).toBe(1);
    const [responded] = ctx.mails;
    expect(responded).toMatchObject({ to: 'mira@example.com', link: `http://localhost:3000/dashboard/support?ticket=${t.id}` });
    expect(responded!.subject).toBe(`[${t.reference}] New response: Where is my payout?`);
    expect(responded!.text).toContain('Your payout left today.');
    expect(responded!.text).toContain('Status: In Progress');

    version = (await change(t.id, { status: 'resolved', adminResponse: 'Your payout left today.', version })).body.version;
    expect(await runTicketMails(ctx)).toBe(1);
    expect(ctx.mails[1]!.subject).toBe(`[${t.reference}] Ticket resolved: Where is my payout?`);
    expect(ctx.mails[1]!.text).toContain('is now resolved');
    expect(ctx.mails[1]!.html).toContain('Status: <strong>Resolved</strong>');

    // No change: no mail. A refused change: no mail either (the job rolled back with it).
    await change(t.id, { status: 'resolved', adminResponse: '', version });
    await change(t.id, { status: 'closed', version: version - 1 });
    expect(await queuedTicketMails(ctx)).toEqual([]);
    // An artist's own answer mails nobody.
    await ctx.request('POST', `/api/support/tickets/${t.id}/replies`, { cookie: artist.cookie, body: { message: 'Thanks!' } });
    expect(await queuedTicketMails(ctx)).toEqual([]);
    expect(ctx.mails).toHaveLength(2);
  });

  it('escapes what the admin wrote in the HTML part, and skips a ticket deleted since', async () => {
    ctx.mails.length = 0;
    const t = await openTicket(ctx, artist, { subject: '<b>bold</b>' });
    await change(t.id, { status: 'open', adminResponse: '<script>alert(1)</script>', version: 1 });
    await runTicketMails(ctx);
    expect(ctx.mails[0]!.html).toContain('&#60;script&#62;alert(1)');
    expect(ctx.mails[0]!.html).not.toContain('<script>');

    const gone = await openTicket(ctx, artist);
    await change(gone.id, { status: 'closed', version: 1 });
    await ctx.deps.db.delete(supportTickets).where(eq(supportTickets.id, gone.id));
    expect(await runTicketMails(ctx)).toBe(1);
    expect(ctx.mails).toHaveLength(1);
  });
});
