// One release as a DDEX ERN 4.3 NewReleaseMessage, written with xmlbuilder2 (every text escaped)
// in the schema's order. A takedown is the same message whose deals end at its creation time
// (ERN 4 has no takedown flag) and that names no files. Before anything is written the release is
// checked for what a store needs (release-problems.ts); afterwards the message itself is checked for
// what the schema cannot see (check-ern.ts). Either refusal is a DomainError VALIDATION naming the reason.
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { invalid } from '../../../../domain/errors.ts';
import { splitList } from '../../../../domain/releases-rules.ts';
import { checkErn } from './check-ern.ts';
import { AVS_VERSION, ERN_NAMESPACE, isoDuration, localMidnight, RELEASE_TYPE, utcDateTime, xmlText } from './ddex-values.ts';
import { releaseProblems } from './release-problems.ts';
import type { BuildMessageOptions, BuiltMessage, DdexParty, ReleaseSnapshot, SnapshotFile, SnapshotTrack } from './types.ts';

type Parties = { ref(name: string): string; list: { ref: string; name: string }[] };

/** Each distinct name once, as P1, P2, ... in order of first use. */
function partyTable(): Parties {
  const byName = new Map<string, string>();
  const list: { ref: string; name: string }[] = [];
  return {
    list,
    ref(name) {
      const clean = xmlText(name);
      let ref = byName.get(clean.toLowerCase());
      if (!ref) {
        ref = `P${list.length + 1}`;
        byName.set(clean.toLowerCase(), ref);
        list.push({ ref, name: clean });
      }
      return ref;
    },
  };
}

const names = (value: string | null | undefined) => splitList(value ?? '');

function party(el: XMLBuilder, p: DdexParty): void {
  el.ele('PartyId').txt(p.dpid).up().ele('PartyName').ele('FullName').txt(xmlText(p.name));
}

function title(el: XMLBuilder, text: string): void {
  el.ele('DisplayTitleText').txt(xmlText(text)).up();
  el.ele('DisplayTitle', { IsDefault: 'true' }).ele('TitleText').txt(xmlText(text));
}

function artists(el: XMLBuilder, parties: Parties, main: string, featuring: string[]): void {
  const display = featuring.length ? `${main} feat. ${featuring.join(', ')}` : main;
  el.ele('DisplayArtistName', { IsDefault: 'true' }).txt(xmlText(display));
  const all: [string, string][] = [[main, 'MainArtist'], ...featuring.map((f): [string, string] => [f, 'FeaturedArtist'])];
  all.forEach(([name, role], i) => {
    el.ele('DisplayArtist', { SequenceNumber: String(i + 1) })
      .ele('ArtistPartyReference')
      .txt(parties.ref(name))
      .up()
      .ele('DisplayArtistRole')
      .txt(role);
  });
}

function fileElement(el: XMLBuilder, f: SnapshotFile): void {
  el.ele('File')
    .ele('URI')
    .txt(f.path)
    .up()
    .ele('HashSum')
    .ele('Algorithm')
    .txt('SHA-256')
    .up()
    .ele('HashSumValue')
    .txt(f.sha256)
    .up()
    .up()
    .ele('FileSize')
    .txt(String(f.sizeBytes));
}

function pLine(el: XMLBuilder, year: number, holder: string): void {
  el.ele('PLine')
    .ele('Year')
    .txt(String(year))
    .up()
    .ele('PLineText')
    .txt(`(P) ${year} ${xmlText(holder)}`);
}

function soundRecording(
  list: XMLBuilder,
  s: ReleaseSnapshot,
  t: SnapshotTrack,
  i: number,
  ctx: { parties: Parties; year: number; holder: string; withFiles: boolean },
): void {
  const rec = list.ele('SoundRecording');
  rec
    .ele('ResourceReference')
    .txt(`A${i + 1}`)
    .up()
    .ele('Type')
    .txt('MusicalWorkSoundRecording');
  const edition = rec.ele('SoundRecordingEdition');
  edition.ele('ResourceId').ele('ISRC').txt(t.isrc!);
  pLine(edition, ctx.year, ctx.holder);
  if (ctx.withFiles && t.audio) {
    const tech = edition.ele('TechnicalDetails');
    tech.ele('TechnicalResourceDetailsReference').txt(`T${i + 1}`);
    const delivery = tech.ele('DeliveryFile');
    delivery.ele('Type').txt('AudioFile');
    fileElement(delivery, t.audio);
  }
  title(rec, t.title);
  const featuring = t.featuringArtists.length ? t.featuringArtists : s.featuringArtists;
  artists(rec, ctx.parties, s.artistName, featuring);
  const contributors: [string, string][] = [
    ...names(t.writerComposer ?? s.writerComposer).map((n): [string, string] => [n, 'Composer']),
    ...names(t.producer ?? s.producer).map((n): [string, string] => [n, 'StudioProducer']),
  ];
  contributors.forEach(([name, role], j) => {
    rec
      .ele('Contributor', { SequenceNumber: String(j + 1) })
      .ele('ContributorPartyReference')
      .txt(ctx.parties.ref(name))
      .up()
      .ele('Role')
      .txt(role);
  });
  rec.ele('Duration').txt(isoDuration(t.durationSeconds ?? 0));
  rec.ele('ParentalWarningType').txt(t.explicit ? 'Explicit' : 'NotExplicit');
}

function image(list: XMLBuilder, s: ReleaseSnapshot, ref: string, tech: string, dpid: string, withFiles: boolean): void {
  const img = list.ele('Image');
  img.ele('ResourceReference').txt(ref).up().ele('Type').txt('FrontCoverImage');
  img.ele('ResourceId').ele('ProprietaryId', { Namespace: dpid }).txt(`COVER:${s.icpn}`);
  img.ele('ParentalWarningType').txt(s.explicit ? 'Explicit' : 'NotExplicit');
  if (withFiles && s.cover) {
    const details = img.ele('TechnicalDetails');
    details.ele('TechnicalResourceDetailsReference').txt(tech);
    fileElement(details, s.cover);
  }
}

function territories(terms: XMLBuilder, s: ReleaseSnapshot): void {
  const { mode, codes } = s.territories;
  if (mode === 'worldwide') terms.ele('TerritoryCode').txt('Worldwide');
  // "Everywhere except": DealTerms takes TerritoryCode or ExcludedTerritoryCode, never both; the
  // excluded codes alone mean worldwide but those.
  else for (const c of codes) terms.ele(mode === 'only' ? 'TerritoryCode' : 'ExcludedTerritoryCode').txt(c);
}

type DealSpec = { models: string[]; uses: string[]; start: string; end?: string; preOrder?: boolean; price?: boolean };

function deal(list: XMLBuilder, s: ReleaseSnapshot, spec: DealSpec, dpid: string): void {
  const terms = list.ele('Deal').ele('DealTerms');
  territories(terms, s);
  const period = terms.ele('ValidityPeriod');
  period.ele('StartDateTime').txt(spec.start);
  if (spec.end) period.ele('EndDateTime').txt(spec.end);
  for (const m of spec.models) terms.ele('CommercialModelType').txt(m);
  for (const u of spec.uses) terms.ele('UseType').txt(u);
  if (spec.price) terms.ele('PriceInformation').ele('PriceCode', { Namespace: dpid }).txt(s.priceTier);
  if (spec.preOrder) terms.ele('IsPreOrderDeal').txt('true');
}

export function buildReleaseMessage(s: ReleaseSnapshot, o: BuildMessageOptions): BuiltMessage {
  const problem = releaseProblems(s)[0];
  if (problem) throw invalid(problem);
  const withFiles = o.kind === 'new';
  const icpn = s.icpn!;
  const year = Number((s.releaseDate ?? utcDateTime(o.createdAt)).slice(0, 4));
  const holder = s.copyrightHolder || s.artistName;
  const parties = partyTable();
  parties.ref(s.artistName);
  const labelRef = parties.ref(holder);

  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const root = doc.ele(ERN_NAMESPACE, 'ern:NewReleaseMessage', {
    ReleaseProfileVersionId: 'Audio',
    LanguageAndScriptCode: 'en',
    AvsVersionId: AVS_VERSION,
  });
  const header = root.ele('MessageHeader');
  header.ele('MessageThreadId').txt(o.messageId).up().ele('MessageId').txt(o.messageId);
  party(header.ele('MessageSender'), o.sender);
  party(header.ele('MessageRecipient'), o.recipient);
  header.ele('MessageCreatedDateTime').txt(utcDateTime(o.createdAt)).up().ele('MessageControlType').txt('LiveMessage');

  // Parties are named while the resources and releases are written; the list goes in its place after.
  const partyList = root.ele('PartyList');
  const resources = root.ele('ResourceList');
  const tracks = [...s.tracks].sort((a, b) => a.position - b.position);
  tracks.forEach((t, i) => soundRecording(resources, s, t, i, { parties, year, holder, withFiles }));
  const coverRef = `A${tracks.length + 1}`;
  image(resources, s, coverRef, `T${tracks.length + 1}`, o.sender.dpid, withFiles);

  const releases = root.ele('ReleaseList');
  const main = releases.ele('Release');
  main.ele('ReleaseReference').txt('R0').up().ele('ReleaseType').txt(RELEASE_TYPE[s.releaseType]);
  main.ele('ReleaseId').ele('ICPN').txt(icpn);
  title(main, s.title);
  artists(main, parties, s.artistName, s.featuringArtists);
  main.ele('ReleaseLabelReference').txt(labelRef);
  pLine(main, year, holder);
  main
    .ele('CLine')
    .ele('Year')
    .txt(String(year))
    .up()
    .ele('CLineText')
    .txt(`(C) ${year} ${xmlText(holder)}`);
  main.ele('Duration').txt(isoDuration(tracks.reduce((sum, t) => sum + (t.durationSeconds ?? 0), 0)));
  const genre = main.ele('Genre');
  genre.ele('GenreText').txt(xmlText(s.genre!));
  if (s.subgenre) genre.ele('SubGenre').txt(xmlText(s.subgenre));
  if (s.releaseDate) main.ele('ReleaseDate').txt(s.releaseDate);
  if (s.preOrderDate) main.ele('ReleaseVisibilityReference').txt('V1');
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
  group.ele('LinkedReleaseResourceReference').txt(coverRef);
  tracks.forEach((t, i) => {
    const tr = releases.ele('TrackRelease');
    tr.ele('ReleaseReference').txt(`R${i + 1}`);
    tr.ele('ReleaseId').ele('ProprietaryId', { Namespace: o.sender.dpid }).txt(`${icpn}_${t.isrc}`);
    tr.ele('ReleaseResourceReference').txt(`A${i + 1}`);
    tr.ele('ReleaseLabelReference').txt(labelRef);
    tr.ele('Genre').ele('GenreText').txt(xmlText(s.genre!));
  });

  // Deals run from the street date (or now); a takedown sends the same deals ending now.
  const end = o.kind === 'takedown' ? utcDateTime(o.createdAt) : undefined;
  const earliest = (a: string, b?: string) => (b && b < a ? b : a);
  const start = earliest(s.releaseDate ? localMidnight(s.releaseDate) : utcDateTime(o.createdAt), end);
  const dealList = root.ele('DealList');
  const dealsFor = (refs: string[], preOrder: boolean) => {
    const rd = dealList.ele('ReleaseDeal');
    for (const r of refs) rd.ele('DealReleaseReference').txt(r);
    deal(rd, s, { models: ['SubscriptionModel', 'AdvertisementSupportedModel'], uses: ['Stream'], start, end }, o.sender.dpid);
    deal(rd, s, { models: ['PayAsYouGoModel'], uses: ['PermanentDownload'], start, end, price: true }, o.sender.dpid);
    if (preOrder && s.preOrderDate && s.releaseDate) {
      const window = { start: earliest(localMidnight(s.preOrderDate), end), end: earliest(localMidnight(s.releaseDate), end) };
      deal(rd, s, { models: ['PayAsYouGoModel'], uses: ['PermanentDownload'], ...window, price: true, preOrder: true }, o.sender.dpid);
    }
  };
  dealsFor(['R0'], true);
  dealsFor(
    tracks.map((_, i) => `R${i + 1}`),
    false,
  );
  if (s.preOrderDate) {
    const v = dealList.ele('ReleaseVisibility');
    v.ele('VisibilityReference').txt('V1');
    v.ele('ReleaseDisplayStartDateTime').txt(localMidnight(s.preOrderDate));
  }

  for (const p of parties.list) {
    partyList.ele('Party').ele('PartyReference').txt(p.ref).up().ele('PartyName').ele('FullName').txt(p.name);
  }
  const xml = doc.end({ prettyPrint: true });
  const problems = checkErn(xml);
  if (problems.length) throw invalid(`The release message is not valid: ${problems.join('; ')}`);
  const files = withFiles ? [...tracks.map((t) => t.audio!), s.cover!] : [];
  return { xml, releaseId: icpn, resources: files };
}
