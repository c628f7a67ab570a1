// A label's white label through the API, on PostgreSQL: saved by the owner on Enterprise Label
// only, with a logo of the account's own uploads; shown to the whole team; carried by the mails its
// members receive (the sender's name and the logo by its public address); gone the day the plan
// lapses. The images a profile or a brand uses are kept by the unattached-upload sweep.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrandingDto } from '../../../domain/branding-dto.ts';
import { ACCOUNT_COOKIE } from '../../../domain/teams.ts';
import { uploadCover } from '../../test/releases.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { sweepUnattachedUploads } from '../uploads/sweep-unattached-uploads.ts';

let ctx: TestContext;
let label: TestUser;
let logo: string;

const onPlan = (u: TestUser, plan: string, days = 300) =>
  ctx.deps.db.execute(
    sql`update profiles set plan_type = ${plan}, subscription_status = 'active', subscription_expires_at = now() + make_interval(days => ${days}) where id = ${u.id}`,
  );
const branding = async (cookie: string) => (await (await ctx.request('GET', '/api/branding', { cookie })).json()) as BrandingDto;

beforeAll(async () => {
  ctx = await createTestContext({ jobs: ['team-mail'] });
  label = await createUser(ctx, { name: 'Tideline Owner' });
  await onPlan(label, 'enterprise_label');
  logo = await uploadCover(ctx, label, 600);
});
afterAll(() => ctx.close());

it('is saved on Enterprise Label only, with a logo of the account’s own', async () => {
  const small = await createUser(ctx);
  await onPlan(small, 'small_label');
  const refused = await ctx.request('PUT', '/api/branding', { cookie: small.cookie, body: { name: 'Small Co' } });
  expect(refused.status).toBe(402);
  expect((await refused.json()).error.message).toBe(
    'White label is part of the Enterprise Label plan. Upgrade to show your label’s name and logo.',
  );
  const theirs = await ctx.request('PUT', '/api/branding', { cookie: small.cookie, body: { name: 'x', logoFileId: logo } });
  expect(theirs.status).toBe(402);
  const stolen = await ctx.request('PUT', '/api/branding', {
    cookie: label.cookie,
    body: { name: 'Tideline Records', logoFileId: await uploadCover(ctx, small, 600) },
  });
  expect((await stolen.json()).error).toMatchObject({ field: 'logoFileId', message: 'That file was not found' });

  const saved = await ctx.request('PUT', '/api/branding', { cookie: label.cookie, body: { name: ' Tideline Records ', logoFileId: logo } });
  expect(saved.status).toBe(200);
  expect((await saved.json()) as BrandingDto).toEqual({
    brand: { name: 'Tideline Records', logoUrl: `/api/files/${logo}/thumbnail` },
    saved: { name: 'Tideline Records', logoFileId: logo },
    locked: null,
  });
  // the logo is public by its brand's address (mails open without a session), as a JPEG
  const open = await ctx.request('GET', `/api/branding/${label.id}/logo`);
  expect(open.status).toBe(200);
  expect(open.headers.get('content-type')).toBe('image/jpeg');
  // and kept while the brand uses it, however old the upload
  await sweepUnattachedUploads(ctx.deps, 0);
  expect((await ctx.request('GET', `/api/branding/${label.id}/logo`)).status).toBe(200);
});

it('shows to the team and goes with the invitation mail', async () => {
  const viewer = await createUser(ctx);
  const res = await ctx.request('POST', '/api/team/invitations', { cookie: label.cookie, body: { email: viewer.email, role: 'viewer' } });
  expect(res.status).toBe(200);
  const mail = await ctx.waitForMail((m) => m.to === viewer.email);
  expect(mail.fromName).toBe(`Tideline Records via ${ctx.deps.env.BRAND_NAME}`);
  expect(mail.text.startsWith('Tideline Records\n')).toBe(true);
  expect(mail.html).toContain(`src="${ctx.deps.env.PUBLIC_URL}/api/branding/${label.id}/logo"`);
  const token = mail.link!.split('/team/invitation/')[1]!;
  expect((await ctx.request('POST', `/api/team/invitations/${token}/accept`, { cookie: viewer.cookie })).status).toBe(200);
  const seen = await branding(`${viewer.cookie}; ${ACCOUNT_COOKIE}=${label.id}`);
  expect(seen.brand).toEqual({ name: 'Tideline Records', logoUrl: `/api/files/${logo}/thumbnail` });
  // only the owner changes it
  const changed = await ctx.request('PUT', '/api/branding', {
    cookie: `${viewer.cookie}; ${ACCOUNT_COOKIE}=${label.id}`,
    body: { name: 'Mine' },
  });
  expect(changed.status).toBe(403);
  // the viewer's own account has no brand
  expect((await branding(viewer.cookie)).brand).toBeNull();
});

it('stops showing the day the plan lapses, and keeps what was saved', async () => {
  await onPlan(label, 'enterprise_label', -1);
  const after = await branding(label.cookie);
  expect(after.brand).toBeNull();
  expect(after.saved).toEqual({ name: 'Tideline Records', logoFileId: logo });
  expect(after.locked).not.toBeNull();
  expect((await ctx.request('GET', `/api/branding/${label.id}/logo`)).status).toBe(404);
});
