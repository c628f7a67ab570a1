// A label's team through the API, on PostgreSQL: invitations mailed and accepted by the invited
// person only, on a label plan only; members acting in the label's account for its owner, each
// role only where its routes allow (the whole route table walked as every role), every change in
// the account's activity log with who made it; a removed member refused at their next request, and
// no one acting in an account they do not belong to.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_COOKIE, type MemberRole } from '../../../domain/teams.ts';
import type { ActivityDto, MyAccountsDto, TeamDto, TeamInvitationDto } from '../../../domain/teams-dto.ts';
import { apiRoutes } from '../../composition.ts';
import { releaseBody } from '../../test/releases.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';

let ctx: TestContext;
let owner: TestUser;
const members = {} as Record<MemberRole, TestUser>;

const onPlan = (u: TestUser, plan: string) =>
  ctx.deps.db.execute(
    sql`update profiles set plan_type = ${plan}, subscription_status = 'active', subscription_expires_at = now() + interval '300 days' where id = ${u.id}`,
  );
/** The member's cookie acting in `account`. */
const inAccount = (u: TestUser, account: TestUser) => `${u.cookie}; ${ACCOUNT_COOKIE}=${account.id}`;
const tokenOf = (link: string) => link.split('/team/invitation/')[1]!;

async function invite(as: TestUser, email: string, role: MemberRole): Promise<string> {
  const res = await ctx.request('POST', '/api/team/invitations', { cookie: as.cookie, body: { email, role } });
  expect(res.status, await res.clone().text()).toBe(200);
  const mail = await ctx.waitForMail((m) => m.to === email.toLowerCase() && !!m.link?.includes('/team/invitation/'));
  ctx.mails.splice(ctx.mails.indexOf(mail), 1);
  return tokenOf(mail.link!);
}

beforeAll(async () => {
  ctx = await createTestContext({ jobs: ['team-mail'] });
  owner = await createUser(ctx, { name: 'Tideline Records' });
  await onPlan(owner, 'small_label');
  for (const role of ['manager', 'accountant', 'viewer'] as const) {
    members[role] = await createUser(ctx, { name: `The ${role}` });
    const token = await invite(owner, members[role].email, role);
    const res = await ctx.request('POST', `/api/team/invitations/${token}/accept`, { cookie: members[role].cookie });
    expect(res.status).toBe(200);
  }
});
afterAll(() => ctx.close());

describe('invitations', () => {
  it('lists the team, and is only for label plans', async () => {
    const team = (await (await ctx.request('GET', '/api/team', { cookie: owner.cookie })).json()) as TeamDto;
    expect(team.members.map((m) => [m.name, m.role])).toEqual([
      ['The manager', 'manager'],
      ['The accountant', 'accountant'],
      ['The viewer', 'viewer'],
    ]);
    expect(team.locked).toBeNull();
    const solo = await createUser(ctx);
    const refused = await ctx.request('POST', '/api/team/invitations', {
      cookie: solo.cookie,
      body: { email: 'a@example.com', role: 'viewer' },
    });
    expect(refused.status).toBe(402);
    expect((await refused.json()).error.message).toBe(
      'Teams are part of the Small Label and Enterprise Label plans. Upgrade to invite your team.',
    );
  });

  it('is accepted once, by the invited address only; a forged link is refused', async () => {
    const invited = await createUser(ctx, { email: `invited-${Date.now()}@example.com` });
    const stranger = await createUser(ctx);
    const token = await invite(owner, invited.email.toUpperCase(), 'viewer');
    const shown = (await (await ctx.request('GET', `/api/team/invitations/${token}`)).json()) as TeamInvitationDto;
    expect(shown).toEqual({ accountName: 'Tideline Records', email: invited.email, role: 'viewer', status: 'open' });
    const wrong = await ctx.request('POST', `/api/team/invitations/${token}/accept`, { cookie: stranger.cookie });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error.message).toBe(`This invitation is for ${invited.email}. Sign in with that address to accept it.`);
    expect((await ctx.request('POST', `/api/team/invitations/${token}/accept`, { cookie: invited.cookie })).status).toBe(200);
    const again = await ctx.request('POST', `/api/team/invitations/${token}/accept`, { cookie: invited.cookie });
    expect(again.status).toBe(409);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await ctx.request('GET', `/api/team/invitations/${forged}`)).status).toBe(400);
    // inviting a member again is refused; inviting oneself too
    const twice = await ctx.request('POST', '/api/team/invitations', {
      cookie: owner.cookie,
      body: { email: invited.email, role: 'manager' },
    });
    expect((await twice.json()).error).toMatchObject({ field: 'email', message: 'That person is already in your team' });
    await ctx.request('DELETE', `/api/team/members/${invited.id}`, { cookie: owner.cookie });
  });

  it('renews an open invitation when the same address is invited again, ending the old link', async () => {
    const email = `renewed-${Date.now()}@example.com`;
    const first = await invite(owner, email, 'viewer');
    const second = await invite(owner, email, 'accountant');
    expect((await ctx.request('GET', `/api/team/invitations/${first}`)).status).toBe(400);
    expect(((await (await ctx.request('GET', `/api/team/invitations/${second}`)).json()) as TeamInvitationDto).role).toBe('accountant');
    const team = (await (await ctx.request('GET', '/api/team', { cookie: owner.cookie })).json()) as TeamDto;
    const open = team.invitations.filter((i) => i.email === email);
    expect(open).toHaveLength(1);
    expect((await ctx.request('DELETE', `/api/team/invitations/${open[0]!.id}`, { cookie: owner.cookie })).status).toBe(200);
    expect(((await (await ctx.request('GET', `/api/team/invitations/${second}`)).json()) as TeamInvitationDto).status).toBe('withdrawn');
  });
});

const concrete = (path: string) => `/api${path.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000')}`;

describe('every route as every role', () => {
  it('lets each member role call exactly the routes that name it, in the label’s account', async () => {
    const routes = apiRoutes(ctx.deps).filter((r) => r.access === 'user' && r.team !== 'person');
    expect(routes.length).toBeGreaterThan(40);
    for (const role of ['manager', 'accountant', 'viewer'] as const) {
      for (const r of routes) {
        const res = await ctx.request(r.method, concrete(r.path), {
          cookie: inAccount(members[role], owner),
          body: r.method === 'GET' ? undefined : {},
        });
        const allowed = (r.team as readonly string[]).includes(role);
        const what = `${role} ${r.method} ${r.path} answered ${res.status}`;
        if (allowed) expect([401, 403], what).not.toContain(res.status);
        else expect(res.status, what).toBe(403);
        expect(res.status, what).toBeLessThan(500);
      }
    }
  });

  it('refuses anyone acting in an account they are not a member of, on every account route', async () => {
    const stranger = await createUser(ctx);
    for (const r of apiRoutes(ctx.deps).filter((x) => x.access === 'user' && x.team !== 'person')) {
      const res = await ctx.request(r.method, concrete(r.path), {
        cookie: inAccount(stranger, owner),
        body: r.method === 'GET' ? undefined : {},
      });
      expect(res.status, `${r.method} ${r.path}`).toBe(403);
      expect((await res.json()).error.code).toBe('NOT_A_MEMBER');
    }
    // a route about the person themself ignores the account cookie
    const me = await ctx.request('GET', '/api/me', { cookie: inAccount(stranger, owner) });
    expect(me.status).toBe(200);
  });
});

describe('a member at work', () => {
  it('acts for the owner: a manager’s release is the label’s, and the activity log names the manager', async () => {
    const res = await ctx.request('POST', '/api/releases', {
      cookie: inAccount(members.manager, owner),
      body: releaseBody({ title: 'Made by the manager', artistName: 'Harbour Lights' }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = (await ctx.deps.db.execute<{ user_id: string }>(sql`select user_id from music_releases where id = ${id}`)).rows;
    expect(row!.user_id).toBe(owner.id);
    const seen = await ctx.request('GET', `/api/releases/${id}`, { cookie: inAccount(members.viewer, owner) });
    expect(seen.status).toBe(200);
    const changed = await ctx.request('PUT', `/api/releases/${id}`, { cookie: inAccount(members.viewer, owner), body: releaseBody() });
    expect(changed.status).toBe(403);
    expect((await changed.json()).error.message).toBe('As viewer of this account you cannot do this. Ask its owner.');
    // the manager's own account is untouched
    const own = (await (await ctx.request('GET', '/api/releases', { cookie: members.manager.cookie })).json()) as { items: unknown[] };
    expect(own.items).toHaveLength(0);

    const log = (await (await ctx.request('GET', '/api/team/activity', { cookie: owner.cookie })).json()) as ActivityDto;
    expect(log.items[0]).toMatchObject({ who: 'The manager', action: 'Creates a release (a draft)' });
    expect((await ctx.request('GET', '/api/team/activity', { cookie: inAccount(members.viewer, owner) })).status).toBe(403);
  });

  it('lists the accounts a person can act in', async () => {
    const accounts = (await (await ctx.request('GET', '/api/accounts', { cookie: members.accountant.cookie })).json()) as MyAccountsDto;
    expect(accounts).toEqual([
      { accountId: members.accountant.id, name: 'The accountant', role: 'owner' },
      { accountId: owner.id, name: 'Tideline Records', role: 'accountant' },
    ]);
  });

  it('refuses a removed member at their very next request', async () => {
    const before = await ctx.request('GET', '/api/earnings/revenue?period=30', { cookie: inAccount(members.accountant, owner) });
    expect(before.status).toBe(200);
    const removed = await ctx.request('DELETE', `/api/team/members/${members.accountant.id}`, { cookie: owner.cookie });
    expect(((await removed.json()) as TeamDto).members.map((m) => m.role)).toEqual(['manager', 'viewer']);
    const after = await ctx.request('GET', '/api/earnings/revenue?period=30', { cookie: inAccount(members.accountant, owner) });
    expect(after.status).toBe(403);
    expect((await after.json()).error).toMatchObject({
      code: 'NOT_A_MEMBER',
      message: 'You are no longer a member of that account. Switch back to your own account.',
    });
    // their own account goes on
    expect((await ctx.request('GET', '/api/earnings/revenue?period=30', { cookie: members.accountant.cookie })).status).toBe(200);
  });

  it('changes a member’s role, which holds from their next request', async () => {
    const res = await ctx.request('PUT', `/api/team/members/${members.viewer.id}`, { cookie: owner.cookie, body: { role: 'manager' } });
    expect(res.status).toBe(200);
    const made = await ctx.request('POST', '/api/releases', {
      cookie: inAccount(members.viewer, owner),
      body: releaseBody({ artistName: 'Harbour Lights' }),
    });
    expect(made.status).toBe(201);
  });
});
