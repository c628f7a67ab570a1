// A release's timeline per store read from its deliveries and the stores' answers (each step's
// time, the error in the store's words and ours), artists seeing only their own and no engineering;
// the deliveries overdue for an answer after the console's set time; approval to live per store.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverdueDeliveriesDto, ReleaseTimelineDto, StoreLiveTimesDto } from '../../../domain/delivery-timeline-dto.ts';
import type { SettingsDto } from '../../../domain/settings-dto.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createUser, type TestUser } from '../../test/users.ts';
import { formatBatchId } from './batch-id.ts';

let ctx: TestContext;
let admin: TestUser;
let artist: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx, { admin: true });
  artist = await createUser(ctx, { name: 'Mira K' });
  other = await createUser(ctx, { name: 'Someone Else' });
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
let batches = 0; // each delivery's batch id a millisecond apart, as the service numbers them
const get = async <T>(path: string, cookie: string, status = 200): Promise<T> => {
  const res = await ctx.request('GET', path, { cookie });
  expect(res.status, path).toBe(status);
  return (await res.json()) as T;
};

async function release(title: string, user = artist): Promise<string> {
  const { rows } = await ctx.deps.db.execute<{ id: string }>(sql`
    insert into music_releases (user_id, title, artist_name, genre, status, release_date, copyright_holder)
    values (${user.id}, ${title}, 'Mira K', 'Pop', 'distributed', current_date, 'Mira K') returning id`);
  return rows[0]!.id;
}

/** A delivery of the release to the store (key) with the given state and times (ISO). */
async function delivery(
  releaseId: string,
  store: string,
  o: { state: string; queuedAt: string; deliveredAt?: string; since?: string; kind?: string; lastError?: string },
): Promise<string> {
  const { rows } = await ctx.deps.db.execute<{ id: string }>(sql`
    insert into deliveries (release_id, endpoint_id, kind, state, batch_id, message_id, attempts, last_error, queued_at, state_changed_at, delivered_at, created_at)
    select ${releaseId}, id, ${o.kind ?? 'new'}, ${o.state}, ${formatBatchId(new Date(Date.parse(o.queuedAt) + ++batches))}, 'MSG-1', 1, ${o.lastError ?? null},
      ${o.queuedAt}, ${o.since ?? o.deliveredAt ?? o.queuedAt}, ${o.deliveredAt ?? null}, ${o.queuedAt}
    from store_endpoints where store_key = ${store} returning id`);
  return rows[0]!.id;
}

async function answer(
  deliveryId: string,
  o: { status: string; sentAt: string | null; pickedUpAt?: string; releaseStatus?: string; errorText?: string; proposedAction?: string },
) {
  await ctx.deps.db.execute(sql`
    insert into delivery_acknowledgements (endpoint_id, delivery_id, release_id, file_name, status, release_status, error_text, proposed_action, sent_at, created_at, delivery_state)
    select endpoint_id, id, release_id, ${`ACK_${Math.random()}.xml`}, ${o.status}, ${o.releaseStatus ?? null}, ${o.errorText ?? null},
      ${o.proposedAction ?? null}, ${o.sentAt}, ${o.pickedUpAt ?? o.sentAt ?? new Date().toISOString()}, ${o.status}
    from deliveries where id = ${deliveryId}`);
}

describe('release timeline', () => {
  let id: string;
  beforeAll(async () => {
    id = await release('Timeline');
    const spotify = await delivery(id, 'spotify', {
      state: 'live',
      queuedAt: '2026-03-01T10:00:00Z',
      deliveredAt: '2026-03-01T10:05:00Z',
    });
    await answer(spotify, { status: 'received', sentAt: '2026-03-01T12:00:00Z', releaseStatus: 'ReleaseReceivedByReleaseDistributor' });
    await answer(spotify, { status: 'ingested', sentAt: '2026-03-02T08:00:00Z' });
    // no store time: the pick-up's time counts
    await answer(spotify, { status: 'live', sentAt: null, pickedUpAt: '2026-03-03T09:30:00Z' });
    const deezer = await delivery(id, 'deezer', {
      state: 'error',
      queuedAt: '2026-03-01T10:00:00Z',
      deliveredAt: '2026-03-01T10:06:00Z',
      since: '2026-03-01T14:00:00Z',
    });
    await answer(deezer, {
      status: 'error',
      sentAt: '2026-03-01T14:00:00Z',
      releaseStatus: 'ProcessingErrorAtReleaseDistributor',
      errorText: 'Cover art below 3000 x 3000 pixels',
      proposedAction: 'ResendXmlAndResources',
    });
    // An earlier delivery to Tidal that failed, then one sent again that went out: the latest is shown.
    await delivery(id, 'tidal', { state: 'failed', queuedAt: '2026-02-28T09:00:00Z', lastError: 'connect ECONNREFUSED 203.0.113.7:22' });
    await delivery(id, 'tidal', { state: 'delivered', queuedAt: '2026-03-01T10:00:00Z', deliveredAt: '2026-03-01T10:07:00Z' });
    await delivery(id, 'jiosaavn', {
      state: 'failed',
      queuedAt: '2026-03-01T10:00:00Z',
      since: '2026-03-01T11:00:00Z',
      lastError: 'connect ECONNREFUSED 203.0.113.9:22',
    });
  });

  it('gives each store its steps and times, and the error in the store’s words and ours', async () => {
    const t = await get<ReleaseTimelineDto>(`/api/releases/${id}/timeline`, artist.cookie);
    expect(t.stores.map((s) => s.storeName)).toEqual(['Deezer', 'JioSaavn', 'Spotify', 'TIDAL']);
    const [deezer, jio, spotify, tidal] = t.stores;
    expect(spotify).toEqual({
      storeId: expect.any(String),
      storeName: 'Spotify',
      state: 'live',
      steps: [
        { step: 'queued', at: '2026-03-01T10:00:00.000Z' },
        { step: 'sent', at: '2026-03-01T10:05:00.000Z' },
        { step: 'received', at: '2026-03-01T12:00:00.000Z' },
        { step: 'ingested', at: '2026-03-02T08:00:00.000Z' },
        { step: 'live', at: '2026-03-03T09:30:00.000Z' },
      ],
      problem: null,
      technical: null,
    });
    expect(deezer!.steps.map((s) => s.at !== null)).toEqual([true, true, false, false, false]);
    expect(deezer!.problem).toEqual({
      kind: 'error',
      at: '2026-03-01T14:00:00.000Z',
      storeSays: 'Cover art below 3000 x 3000 pixels',
      weSay: 'The store could not process what we sent.',
      whatToDo: 'Nothing: our team fixes it and sends it to the store again.',
    });
    expect(jio!.problem).toMatchObject({ kind: 'failed', at: '2026-03-01T11:00:00.000Z', storeSays: null });
    expect(tidal).toMatchObject({ state: 'delivered', problem: null });
    expect(tidal!.steps[1]).toEqual({ step: 'sent', at: '2026-03-01T10:07:00.000Z' });
    // nothing technical reaches the artist
    const body = JSON.stringify(t);
    for (const secret of ['ECONNREFUSED', 'ACK_', 'MSG-1', 'ResendXmlAndResources', 'ProcessingErrorAtReleaseDistributor', '"B'])
      expect(body).not.toContain(secret);
  });

  it('is the owner’s and the admins’ only; admins get the technical record', async () => {
    await get(`/api/releases/${id}/timeline`, other.cookie, 404);
    await get(`/api/admin/releases/${id}/timeline`, artist.cookie, 403);
    const t = await get<ReleaseTimelineDto>(`/api/admin/releases/${id}/timeline`, admin.cookie);
    const byName = new Map(t.stores.map((s) => [s.storeName, s]));
    expect(byName.get('JioSaavn')!.technical).toMatchObject({
      messageId: 'MSG-1',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 203.0.113.9:22',
      canResend: true,
      acknowledgements: [],
    });
    expect(byName.get('Deezer')!.technical).toMatchObject({
      canResend: true,
      acknowledgements: [
        { status: 'error', releaseStatus: 'ProcessingErrorAtReleaseDistributor', proposedAction: 'ResendXmlAndResources' },
      ],
    });
    expect(byName.get('Spotify')!.technical!.canResend).toBe(false);
    expect(byName.get('Spotify')!.technical!.acknowledgements.map((a) => a.status)).toEqual(['received', 'ingested', 'live']);
    expect(byName.get('TIDAL')!.technical!.batchId).toMatch(/^\d{17}$/);
  });

  it('a release never sent has no stores, and an unknown one is not found', async () => {
    expect(await get<ReleaseTimelineDto>(`/api/releases/${await release('Unsent')}/timeline`, artist.cookie)).toEqual({ stores: [] });
    await get(`/api/releases/00000000-0000-4000-8000-000000000000/timeline`, artist.cookie, 404);
  });
});

describe('overdue deliveries', () => {
  it('lists the latest deliveries with no new answer for longer than the setting, the oldest first', async () => {
    const id = await release('Waiting');
    const ago = (h: number) => new Date(Date.now() - h * HOUR).toISOString();
    await delivery(id, 'apple-music', { state: 'delivered', queuedAt: ago(101), deliveredAt: ago(100) });
    await delivery(id, 'amazon-music', { state: 'received', queuedAt: ago(81), since: ago(80) });
    await delivery(id, 'tidal', { state: 'delivered', queuedAt: ago(11), deliveredAt: ago(10) });
    await delivery(id, 'deezer', { state: 'ingested', queuedAt: ago(201), since: ago(200) });
    // sent again since: no longer waiting
    await delivery(id, 'spotify', { state: 'delivered', queuedAt: ago(301), deliveredAt: ago(300) });
    await delivery(id, 'spotify', { state: 'queued', queuedAt: ago(1) });
    const overdue = () => get<OverdueDeliveriesDto>('/api/admin/deliveries/overdue', admin.cookie);
    const mine = (o: OverdueDeliveriesDto) => o.deliveries.filter((d) => d.releaseTitle === 'Waiting').map((d) => [d.storeName, d.state]);

    const first = await overdue();
    expect(first.hours).toBe(72);
    expect(mine(first)).toEqual([
      ['Apple Music', 'delivered'],
      ['Amazon Music', 'received'],
    ]);
    expect(first.deliveries.find((d) => d.releaseTitle === 'Waiting')).toMatchObject({ releaseId: id, artistName: 'Mira K', kind: 'new' });

    const settings = await get<SettingsDto>('/api/admin/settings', admin.cookie);
    const put = await ctx.request('PUT', '/api/admin/settings', {
      cookie: admin.cookie,
      body: { values: { ackWaitHours: '8' }, version: settings.version },
    });
    expect(put.status).toBe(200);
    const second = await overdue();
    expect(second.hours).toBe(8);
    expect(mine(second)).toEqual([
      ['Apple Music', 'delivered'],
      ['Amazon Music', 'received'],
      ['TIDAL', 'delivered'],
    ]);

    const bad = await ctx.request('PUT', '/api/admin/settings', {
      cookie: admin.cookie,
      body: { values: { ackWaitHours: '0' }, version: (await get<SettingsDto>('/api/admin/settings', admin.cookie)).version },
    });
    expect(bad.status).toBe(400);
    await get('/api/admin/deliveries/overdue', artist.cookie, 403);
  });
});

describe('approval to live', () => {
  it('gives each store the median and 90th percentile over the last 90 days, from the approval', async () => {
    const day = 24 * HOUR;
    const base = Date.now() - 10 * day;
    const at = (ms: number) => new Date(ms).toISOString();
    // Napster: ten releases live 1..10 hours after approval.
    for (let h = 1; h <= 10; h++) {
      const id = await release(`Napster ${h}`);
      const d = await delivery(id, 'napster', { state: 'live', queuedAt: at(base), deliveredAt: at(base + 60_000) });
      await answer(d, { status: 'received', sentAt: at(base + 30 * 60_000) });
      await answer(d, { status: 'live', sentAt: at(base + h * HOUR) });
    }
    // Pandora: approved, failed, sent again two days later, live 50 hours after approval; and a
    // release live 100 days ago, outside the window.
    const id = await release('Pandora resent');
    await ctx.deps.db.execute(
      sql`insert into release_status_history (release_id, from_status, to_status, created_at) values (${id}, 'pending', 'approved', ${at(base)})`,
    );
    await delivery(id, 'pandora', { state: 'failed', queuedAt: at(base) });
    const again = await delivery(id, 'pandora', { state: 'live', queuedAt: at(base + 2 * day), deliveredAt: at(base + 2 * day + 60_000) });
    await answer(again, { status: 'live', sentAt: at(base + 50 * HOUR) });
    const old = await release('Pandora old');
    const oldD = await delivery(old, 'pandora', { state: 'live', queuedAt: at(Date.now() - 101 * day) });
    await answer(oldD, { status: 'live', sentAt: at(Date.now() - 100 * day) });

    const times = await get<StoreLiveTimesDto[]>('/api/admin/deliveries/live-times', admin.cookie);
    expect(times.find((t) => t.storeName === 'Napster')).toEqual({
      storeName: 'Napster',
      releases: 10,
      medianMs: 5.5 * HOUR,
      p90Ms: 9.1 * HOUR,
    });
    expect(times.find((t) => t.storeName === 'Pandora')).toEqual({
      storeName: 'Pandora',
      releases: 1,
      medianMs: 50 * HOUR,
      p90Ms: 50 * HOUR,
    });
    await get('/api/admin/deliveries/live-times', artist.cookie, 403);
  });
});
