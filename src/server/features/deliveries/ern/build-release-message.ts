// One release as a DDEX ERN 4.3 NewReleaseMessage, written with xmlbuilder2 (every text escaped)
// in the schema's order: the header (a TestMessage to a local test store, else a LiveMessage, to
// every recipient of the endpoint), the parties, the resources (build-resources.ts), the main
// release and one TrackRelease per track, and the deals (build-deals.ts). A takedown is the same
// message without deals and without files (ERN 4 has no takedown flag). The message's language is
// the release's. Before anything is written the release is checked for what a store needs
// (release-problems.ts); afterwards the message itself is checked for what the schema cannot see
// (check-ern.ts). Either refusal is a DomainError VALIDATION naming the reason.
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { ARTIST_STORES, storeArtistId } from '../../../../domain/artist-profiles.ts';
import { invalid } from '../../../../domain/errors.ts';
import { dealList } from './build-deals.ts';
import { resourceList } from './build-resources.ts';
import { checkErn } from './check-ern.ts';
import { AVS_VERSION, ERN_NAMESPACE, isoDuration, languageCode, RELEASE_TYPE, utcDateTime, xmlText } from './ddex-values.ts';
import { artists, mainArtists, partyTable, pLine, title, type Parties } from './message-parts.ts';
import { releaseProblems } from './release-problems.ts';
import type { BuildMessageOptions, BuiltMessage, DdexParty, ReleaseSnapshot, SnapshotTrack } from './types.ts';

function party(el: XMLBuilder, p: DdexParty): void {
  el.ele('PartyId').txt(p.dpid).up().ele('PartyName').ele('FullName').txt(xmlText(p.name));
}

/**
 * One party. An artist with a profile carries our id for them (Namespace: our DPID), which stores
 * use to keep an artist's releases on one page, and, to a store that gave the artist an id, that
 * id (Namespace: the store's DPID), which places the release on that artist's page.
 */
function partyEntry(
  list: XMLBuilder,
  p: { ref: string; name: string },
  ids: ReleaseSnapshot['artistIds'][string] | undefined,
  o: BuildMessageOptions,
): void {
  const el = list.ele('Party');
  el.ele('PartyReference').txt(p.ref).up().ele('PartyName').ele('FullName').txt(p.name);
  if (!ids) return;
  el.ele('PartyId').ele('ProprietaryId', { Namespace: o.sender.dpid }).txt(ids.profileId);
  const store = ARTIST_STORES.find((a) => a.key === o.storeKey);
  const storeId = store && ids.storeIds[store.key];
  if (store && storeId) el.ele('PartyId').ele('ProprietaryId', { Namespace: o.recipient.dpid }).txt(storeArtistId(store.key, storeId));
}

function header(root: XMLBuilder, o: BuildMessageOptions): void {
  const h = root.ele('MessageHeader');
  h.ele('MessageThreadId').txt(o.messageId).up().ele('MessageId').txt(o.messageId);
  party(h.ele('MessageSender'), o.sender);
  party(h.ele('MessageRecipient'), o.recipient);
  for (const dpid of o.extraRecipients ?? []) h.ele('MessageRecipient').ele('PartyId').txt(dpid);
  h.ele('MessageCreatedDateTime').txt(utcDateTime(o.createdAt));
  h.ele('MessageControlType').txt(o.test ? 'TestMessage' : 'LiveMessage');
}

/**
 * The release's own featured artists: those featured on every track (a single's are its track's).
 * The release-level field of the form only prefills new tracks, so it is never copied here.
 */
function featuredOnEvery(tracks: SnapshotTrack[]): string[] {
  const [first, ...rest] = tracks;
  const on = (t: SnapshotTrack, name: string) => t.featuringArtists.some((f) => f.toLowerCase() === name.toLowerCase());
  return (first?.featuringArtists ?? []).filter((name) => rest.every((t) => on(t, name)));
}

type ReleaseContext = { parties: Parties; labelRef: string; year: number; holder: string; coverRef: string; takedown: boolean };

function releaseList(root: XMLBuilder, s: ReleaseSnapshot, tracks: SnapshotTrack[], ctx: ReleaseContext, dpid: string): void {
  const releases = root.ele('ReleaseList');
  const main = releases.ele('Release');
  main.ele('ReleaseReference').txt('R0').up().ele('ReleaseType').txt(RELEASE_TYPE[s.releaseType]);
  main.ele('ReleaseId').ele('ICPN').txt(s.icpn!);
  title(main, s.title);
  artists(main, ctx.parties, mainArtists(s), featuredOnEvery(tracks));
  main.ele('ReleaseLabelReference').txt(ctx.labelRef);
  pLine(main, ctx.year, ctx.holder);
  main
    .ele('CLine')
    .ele('Year')
    .txt(String(ctx.year))
    .up()
    .ele('CLineText')
    .txt(`(C) ${ctx.year} ${xmlText(ctx.holder)}`);
  main.ele('Duration').txt(isoDuration(tracks.reduce((sum, t) => sum + (t.durationSeconds ?? 0), 0)));
  const genre = main.ele('Genre');
  genre.ele('GenreText').txt(xmlText(s.genre!));
  if (s.subgenre) genre.ele('SubGenre').txt(xmlText(s.subgenre));
  if (s.releaseDate) main.ele('ReleaseDate').txt(s.releaseDate);
  // A takedown sends no deals, so no visibility either.
  if (s.preOrderDate && !ctx.takedown) main.ele('ReleaseVisibilityReference').txt('V1');
  main.ele('ParentalWarningType').txt(s.explicit || tracks.some((t) => t.explicit) ? 'Explicit' : 'NotExplicit');
  const group = main.ele('ResourceGroup');
  tracks.forEach((_, i) => {
    group
      .ele('ResourceGroupContentItem')
      .ele('SequenceNumber')
      .txt(String(i + 1))
      .up()
      .ele('ReleaseResourceReference')
      .txt(`A${i + 1}`);
  });
  group.ele('LinkedReleaseResourceReference').txt(ctx.coverRef);
  tracks.forEach((t, i) => {
    const tr = releases.ele('TrackRelease');
    tr.ele('ReleaseReference').txt(`R${i + 1}`);
    tr.ele('ReleaseId').ele('ProprietaryId', { Namespace: dpid }).txt(`${s.icpn}_${t.isrc}`);
    tr.ele('ReleaseResourceReference').txt(`A${i + 1}`);
    tr.ele('ReleaseLabelReference').txt(ctx.labelRef);
    tr.ele('Genre').ele('GenreText').txt(xmlText(s.genre!));
  });
}

export function buildReleaseMessage(s: ReleaseSnapshot, o: BuildMessageOptions): BuiltMessage {
  const problem = releaseProblems(s)[0];
  if (problem) throw invalid(problem);
  const withFiles = o.kind !== 'takedown';
  const year = Number((s.releaseDate ?? utcDateTime(o.createdAt)).slice(0, 4));
  const holder = s.copyrightHolder || s.artistName;
  const parties = partyTable();
  for (const name of mainArtists(s)) parties.ref(name);
  // The label is its own field (the artist's name unless they gave one), not the P- or C-line holder.
  const labelRef = parties.ref(s.labelName);
  const language = languageCode(s.language);

  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const root = doc.ele(ERN_NAMESPACE, 'ern:NewReleaseMessage', {
    ReleaseProfileVersionId: 'Audio',
    // The language of the titles and names: the release's (undetermined when it names none).
    LanguageAndScriptCode: language ?? 'und',
    AvsVersionId: AVS_VERSION,
  });
  header(root, o);
  // Parties are named while the resources and releases are written; the list goes in its place after.
  const partyList = root.ele('PartyList');
  const tracks = [...s.tracks].sort((a, b) => a.position - b.position);
  const ctx = { parties, year, holder, withFiles, held: o.heldFiles, language, isrcRegistrant: o.isrcRegistrant };
  const coverRef = resourceList(root, s, tracks, ctx, o.sender.dpid);
  releaseList(root, s, tracks, { parties, labelRef, year, holder, coverRef, takedown: o.kind === 'takedown' }, o.sender.dpid);
  if (o.kind !== 'takedown') dealList(root, s, tracks.length, o.createdAt);

  for (const p of parties.list) partyEntry(partyList, p, s.artistIds[p.name.toLowerCase()], o);
  const xml = doc.end({ prettyPrint: true });
  const problems = checkErn(xml);
  if (problems.length) throw invalid(`The release message is not valid: ${problems.join('; ')}`);
  const files = withFiles ? [...tracks.map((t) => t.audio!), s.cover!].filter((f) => !o.heldFiles?.has(f.fileId)) : [];
  return { xml, releaseId: s.icpn!, resources: files };
}
