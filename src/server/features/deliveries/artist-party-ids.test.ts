// A release lands on the right artist page: each artist of the release who is one of the owner's
// profiles carries our id for them in every message (Namespace: our DPID) and, in a message to a
// store that gave the artist an id, that store's id (Namespace: the store's DPID; Spotify's as its
// artist URI). The messages pass the DDEX schema (buildCheckedMessages refuses any that does not).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { artistProfileDto } from '../../../domain/artist-profiles-dto.ts';
import { approvedRelease, deliveryRow, giveDpids, queueFor, testDpid } from '../../test/deliveries.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { quickUser, type TestUser } from '../../test/users.ts';

let ctx: TestContext;
let artist: TestUser;
const OURS = testDpid(40);
beforeAll(async () => {
  ctx = await createTestContext({ env: { DDEX_PARTY_ID: OURS } });
  artist = await quickUser(ctx);
  await ctx.deps.db.execute(
    sql`update profiles set plan_type = 'small_label', subscription_status = 'active', subscription_expires_at = now() + interval '300 days' where id = ${artist.id}`,
  );
});
afterAll(() => ctx.close());

const profile = async (body: unknown) =>
  artistProfileDto.parse(await (await ctx.request('POST', '/api/artist-profiles', { cookie: artist.cookie, body })).json());

/** Each party of the message: its name and its ids as Namespace -> id. */
function parties(xml: string): Record<string, Record<string, string>> {
  const list = /<PartyList>([\s\S]*?)<\/PartyList>/.exec(xml)![1]!;
  return Object.fromEntries(
    [...list.matchAll(/<Party>([\s\S]*?)<\/Party>/g)].map(([, body]) => [
      /<FullName>([^<]*)<\/FullName>/.exec(body!)![1],
      Object.fromEntries([...body!.matchAll(/<ProprietaryId Namespace="([^"]+)">([^<]*)<\/ProprietaryId>/g)].map((m) => [m[1], m[2]])),
    ]),
  );
}

it('names our id for each artist with a profile, and the store’s own id to that store only', async () => {
  const mira = await profile({
    name: 'Mira K',
    storeIds: { spotify: 'https://open.spotify.com/artist/4q3ewBCX7sLwd24euuV69X', 'apple-music': '1234567890' },
  });
  const noor = await profile({ name: 'Noor', storeIds: { deezer: 'https://www.deezer.com/artist/27' } });
  const releaseId = await approvedRelease(ctx, artist, { stores: ['spotify', 'deezer'] });
  await ctx.deps.db.execute(sql`update release_tracks set featuring_artists = '{Noor,Someone Else}' where release_id = ${releaseId}`);
  const [spotifyDpid, deezerDpid] = await giveDpids(ctx, ['spotify', 'deezer']);
  const ids = await queueFor(ctx, releaseId, ['spotify', 'deezer'], { jobs: false });
  const messages = await Promise.all(ids.map(async (id) => (await deliveryRow(ctx, id)).message!));
  const toSpotify = parties(messages.find((m) => m.includes(spotifyDpid!))!);
  const toDeezer = parties(messages.find((m) => m.includes(deezerDpid!))!);

  expect(toSpotify['Mira K']).toEqual({ [OURS]: mira.id, [spotifyDpid!]: 'spotify:artist:4q3ewBCX7sLwd24euuV69X' });
  expect(toSpotify['Noor']).toEqual({ [OURS]: noor.id });
  expect(toDeezer['Mira K']).toEqual({ [OURS]: mira.id });
  expect(toDeezer['Noor']).toEqual({ [OURS]: noor.id, [deezerDpid!]: '27' });
  // a featured name that is no profile of the account carries no id
  expect(toSpotify['Someone Else']).toEqual({});
  // the Apple Music id goes to Apple Music alone
  for (const m of messages) expect(m).not.toContain('1234567890');
});
