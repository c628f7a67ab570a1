// Our own conformance suite: every kind of message we produce (a new release and its takedown, for
// a single, an EP and an album, live and to a local test store) read back as XML and held to what
// a store's ingestion checks beyond the schema: sizes in kilobytes, DPIDs with their check
// characters, one Contributor per person, the release's language, takedowns without deals, deal
// periods in one kind of time, technical details of the files, first publication dates, durations
// to the millisecond and precise UseTypes. Every message also passes the official XSD (xmllint),
// and DDEX's own sample messages pass our checks. The choreography's side: a batch manifest says
// how the message is delivered (NewReleaseDelivery, ReDelivery after a store's error, TakeDown),
// and the stores' acknowledgements read as the choreography schema and the status values mean.
import fs from 'node:fs';
import path from 'node:path';
import { create } from 'xmlbuilder2';
import { describe, expect, it } from 'vitest';
import { joinedNamesSeparator } from '../../../../domain/artist-names.ts';
import { dpidProblem } from '../../../../domain/dpid.ts';
import { releaseTypeFor, titleTypeWord } from '../../../../domain/release-type.ts';
import { acknowledgementXml } from '../../../test/acknowledgement-fixture.ts';
import { ackOutcome, parseAcknowledgement } from '../parse-acknowledgement.ts';
import { buildManifest } from './build-manifest.ts';
import { buildReleaseMessage } from './build-release-message.ts';
import { checkErn } from './check-ern.ts';
import { ddexDirForTests, SENDER, snapshot, STORE, track } from '../../../test/ern-fixtures.ts';
import type { BuildMessageOptions, MessageKind, ReleaseSnapshot } from './types.ts';
import { validateErn, validateErnAll, validateManifestAll } from './validate-xml.ts';

const dir = ddexDirForTests();
const CONTENT_ID = 'PADPIDA00000001058'; // a further recipient of a test (a well-formed DPID never allocated)
const OURS = 'INT7L'; // our ISRC registrant in these messages

type Node = {
  nodeType: number;
  localName: string;
  textContent: string | null;
  childNodes: ArrayLike<Node>;
  getAttribute(n: string): string | null;
};
const kids = (el: Node) => Array.from(el.childNodes).filter((c) => c.nodeType === 1);
const child = (el: Node, name: string) => kids(el).find((c) => c.localName === name);
const children = (el: Node, name: string) => kids(el).filter((c) => c.localName === name);
const text = (el: Node | undefined) => (el?.textContent ?? '').trim();
/** Every element named `name` under el, in document order. */
function all(el: Node, name: string): Node[] {
  const out: Node[] = [];
  const walk = (n: Node) => {
    for (const c of kids(n)) {
      if (c.localName === name) out.push(c);
      walk(c);
    }
  };
  walk(el);
  return out;
}
const parse = (xml: string) => (create(xml).node as unknown as { documentElement: Node }).documentElement;

// The releases: a single (featuring Kavi) whose writer also produced it and whose length has a
// fraction; an EP with a featured artist on one track only, in Spanish, one of its recordings someone else's (an ISRC of another
// registrant); an album by two main artists with a pre-order, sold worldwide but two countries; and a single without a
// street date in a language we cannot name.
function single(): ReleaseSnapshot {
  const s = snapshot({ language: 'Hindi', title: 'Monsoon Letters' }, 1);
  s.tracks[0] = track(1, {
    durationSeconds: 29.6,
    writerComposer: 'Asha Rao',
    producer: 'asha rao, Noor Khan',
    featuringArtists: ['Kavi'],
  });
  s.tracks[0].audio = {
    ...s.tracks[0].audio!,
    sizeBytes: 1_234_567,
    mimeType: 'audio/wav',
    audio: { codec: 'PCM', sampleRate: 44_100, bitDepth: 16, channels: 2 },
  };
  s.cover = { ...s.cover!, sizeBytes: 2_000_000, mimeType: 'image/png', image: { width: 3000, height: 3000 } };
  return s;
}
const ep = () => {
  const s = snapshot({ releaseType: 'ep', title: 'Four Rooms', featuringArtists: ['Mira'], language: 'Spanish' }, 4);
  s.tracks[2] = track(3, { isrc: 'USRC17607839', durationSeconds: 200.125 });
  // The release-level Mira only prefilled the form: she is featured on track 2 alone.
  s.tracks[1] = track(2, { featuringArtists: ['Mira'] });
  return s;
};
const album = () =>
  snapshot(
    {
      releaseType: 'album',
      title: 'Salt & Rivers',
      otherMainArtists: ['Noor Khan'],
      preOrderDate: '2026-12-01',
      explicit: true,
      territories: { mode: 'except', codes: ['CN', 'RU'] },
      language: 'Japanese',
    },
    12,
  );
const undated = () => snapshot({ releaseDate: null, language: 'Other', title: 'Somewhere' }, 1);

const RELEASES: [string, () => ReleaseSnapshot][] = [
  ['single', single],
  ['EP', ep],
  ['album', album],
  ['undated single', undated],
];
const CREATED = new Date('2026-11-23T04:00:00Z');

type Case = { label: string; kind: MessageKind; test: boolean; s: ReleaseSnapshot; xml: string; root: Node };
const cases: Case[] = [];
for (const [name, make] of RELEASES)
  for (const kind of ['new', 'takedown'] as const)
    for (const test of [false, true]) {
      const s = make();
      const options: BuildMessageOptions = {
        sender: SENDER,
        recipient: STORE,
        extraRecipients: test ? [] : [CONTENT_ID],
        test,
        isrcRegistrant: OURS,
        kind,
        messageId: `MSG-${cases.length}`,
        createdAt: CREATED,
      };
      const { xml } = buildReleaseMessage(s, options);
      cases.push({
        label: `${kind === 'new' ? 'new' : 'takedown of'} ${name}${test ? ' (test store)' : ''}`,
        kind,
        test,
        s,
        xml,
        root: parse(xml),
      });
    }
const each = (kind?: MessageKind) => cases.filter((c) => !kind || c.kind === kind).map((c) => [c.label, c] as const);
const recordings = (c: Case) => all(c.root, 'SoundRecording');
const partyNames = (c: Case) => new Map(all(c.root, 'Party').map((p) => [text(child(p, 'PartyReference')), text(all(p, 'FullName')[0])]));
/** The display artists of a release or recording, as [name, role]. */
const displayArtists = (c: Case, el: Node) =>
  children(el, 'DisplayArtist').map((a) => [
    partyNames(c).get(text(child(a, 'ArtistPartyReference'))),
    text(child(a, 'DisplayArtistRole')),
  ]);

describe('every message we produce passes the official schema', () => {
  it('all of them, in one xmllint run', async () => {
    const results = await validateErnAll(
      cases.map((c) => c.xml),
      dir,
    );
    results.forEach((r, i) => expect({ message: cases[i]!.label, ...r }).toEqual({ message: cases[i]!.label, valid: true }));
    for (const c of cases) expect(checkErn(c.xml)).toEqual([]);
  });
});

describe('1. File sizes are in kilobytes (ERN 4.3 File/FileSize: "the size of the File in kilobytes", xs:decimal)', () => {
  it.each(each('new'))('%s', (_l, c) => {
    const files = [...c.s.tracks.map((t) => t.audio!), c.s.cover!];
    const sizes = all(c.root, 'File').map((f) => [text(child(f, 'URI')), text(child(f, 'FileSize'))]);
    expect(sizes).toHaveLength(files.length);
    for (const [uri, size] of sizes) {
      const bytes = files.find((f) => f.path === uri)!.sizeBytes;
      expect(size).toMatch(/^\d+(\.\d+)?$/);
      expect(Number(size) * 1000).toBeCloseTo(bytes, 6);
    }
  });
  it('a 1234567-byte audio file is 1234.567 kilobytes, a 2000000-byte cover 2000', () => {
    const c = cases.find((x) => x.label === 'new single')!;
    expect(all(c.root, 'FileSize').map(text)).toEqual(['1234.567', '2000']);
  });
});

describe('2. Parties are DPIDs with their check characters; a test store gets TestMessages; an endpoint may have several recipients', () => {
  it.each(each())('%s', (_l, c) => {
    const header = child(c.root, 'MessageHeader')!;
    const ids = [...children(header, 'MessageSender'), ...children(header, 'MessageRecipient')].map((p) => text(child(p, 'PartyId')));
    for (const id of ids) expect(dpidProblem(id), id).toBeNull();
    expect(children(header, 'MessageRecipient').map((p) => text(child(p, 'PartyId')))).toEqual(
      c.test ? [STORE.dpid] : [STORE.dpid, CONTENT_ID],
    );
    expect(text(child(header, 'MessageControlType'))).toBe(c.test ? 'TestMessage' : 'LiveMessage');
    const namespaces: string[] = [];
    const walk = (n: Node) => {
      const ns = n.getAttribute('Namespace');
      if (ns) namespaces.push(ns);
      kids(n).forEach(walk);
    };
    walk(c.root);
    expect(namespaces.length).toBeGreaterThan(0);
    for (const ns of namespaces) expect(dpidProblem(ns), ns).toBeNull();
  });
});

describe('5. One Contributor per person on a recording, listing every role (Release Profiles 7.4(6))', () => {
  it.each(each())('%s', (_l, c) => {
    for (const rec of recordings(c)) {
      const refs = children(rec, 'Contributor').map((x) => text(child(x, 'ContributorPartyReference')));
      expect(new Set(refs).size).toBe(refs.length);
    }
  });
  it('the writer who also produced is one Contributor, Composer and StudioProducer', () => {
    const c = cases.find((x) => x.label === 'new single')!;
    const parties = new Map(all(c.root, 'Party').map((p) => [text(child(p, 'PartyReference')), text(all(p, 'FullName')[0])]));
    const credits = children(recordings(c)[0]!, 'Contributor').map((x) => [
      parties.get(text(child(x, 'ContributorPartyReference'))),
      children(x, 'Role').map(text),
    ]);
    expect(credits).toEqual([
      ['Asha Rao', ['Composer', 'StudioProducer']],
      ['Noor Khan', ['StudioProducer']],
    ]);
  });
});

describe("8. The release's language: the message's LanguageAndScriptCode and each recording's LanguageOfPerformance", () => {
  const CODES: Record<string, string> = { Hindi: 'hi', Spanish: 'es', Japanese: 'ja', English: 'en' };
  it.each(each())('%s', (_l, c) => {
    const code = CODES[c.s.language];
    expect(c.root.getAttribute('LanguageAndScriptCode')).toBe(code ?? 'und');
    for (const rec of recordings(c)) {
      expect(children(rec, 'LanguageOfPerformance').map(text)).toEqual(code ? [code] : []);
      // in the schema's place: after ParentalWarningType, the last element we write
      if (code) expect(kids(rec).at(-1)!.localName).toBe('LanguageOfPerformance');
    }
  });
});

describe('9. A takedown is the release without deals, without visibility and without files (ERN Part 1, 6.19.4)', () => {
  it.each(each('takedown'))('%s', (_l, c) => {
    expect(child(c.root, 'DealList')).toBeUndefined();
    expect(all(c.root, 'ReleaseVisibilityReference')).toEqual([]);
    expect(all(c.root, 'File')).toEqual([]);
    expect(all(c.root, 'Release').length + all(c.root, 'TrackRelease').length).toBe(1 + c.s.tracks.length);
  });
  it.each(each('new'))('%s has its deals', (_l, c) => {
    expect(all(c.root, 'ReleaseDeal')).toHaveLength(2);
  });
});

describe('16. Featured artists are per track: the release-level field is never copied onto tracks', () => {
  it.each(each())('%s', (_l, c) => {
    const main = all(c.root, 'Release')[0]!;
    const perTrack = recordings(c).map((rec) =>
      displayArtists(c, rec)
        .filter(([, role]) => role === 'FeaturedArtist')
        .map(([n]) => n),
    );
    expect(perTrack).toEqual(c.s.tracks.map((t) => t.featuringArtists));
    // the release credits only who is featured on every track
    const onRelease = displayArtists(c, main).filter(([, role]) => role === 'FeaturedArtist');
    expect(onRelease).toEqual(
      c.s.tracks.every((t) => t.featuringArtists.length) ? c.s.tracks[0]!.featuringArtists.map((n) => [n, 'FeaturedArtist']) : [],
    );
  });
  it('the EP credits Mira on track 2 alone, the single Kavi on the release and its track', () => {
    const epCase = cases.find((x) => x.label === 'new EP')!;
    expect(recordings(epCase).map((r) => text(child(r, 'DisplayArtistName')))).toEqual([
      'The Quiet Hours',
      'The Quiet Hours feat. Mira',
      'The Quiet Hours',
      'The Quiet Hours',
    ]);
    expect(text(child(all(epCase.root, 'Release')[0]!, 'DisplayArtistName'))).toBe('The Quiet Hours');
    const singleCase = cases.find((x) => x.label === 'new single')!;
    expect(text(child(all(singleCase.root, 'Release')[0]!, 'DisplayArtistName'))).toBe('The Quiet Hours feat. Kavi');
  });
});

describe('7. A release by several main artists names each as its own MainArtist, on the release and every recording', () => {
  it.each(each())('%s', (_l, c) => {
    const mains = [c.s.artistName, ...c.s.otherMainArtists];
    for (const el of [all(c.root, 'Release')[0]!, ...recordings(c)]) {
      expect(
        displayArtists(c, el)
          .filter(([, role]) => role === 'MainArtist')
          .map(([n]) => n),
      ).toEqual(mains);
    }
    // each person once in the party list
    const names = [...partyNames(c).values()];
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  });
  it('the album is shown as "The Quiet Hours & Noor Khan"; a third joins the list with a comma', () => {
    const albumCase = cases.find((x) => x.label === 'new album')!;
    expect(text(child(all(albumCase.root, 'Release')[0]!, 'DisplayArtistName'))).toBe('The Quiet Hours & Noor Khan');
    const options = { sender: SENDER, recipient: STORE, kind: 'new', messageId: 'MSG-Z', createdAt: CREATED } as const;
    const xml = buildReleaseMessage(snapshot({ otherMainArtists: ['Noor Khan', 'Mira'] }, 1), options).xml;
    expect(xml).toContain('<DisplayArtistName IsDefault="true">The Quiet Hours, Noor Khan &amp; Mira</DisplayArtistName>');
  });
  it('a further main artist that joins several names stops the message with the fix', () => {
    const options = { sender: SENDER, recipient: STORE, kind: 'new', messageId: 'MSG-W', createdAt: CREATED } as const;
    expect(() => buildReleaseMessage(snapshot({ otherMainArtists: ['Mira feat. Kavi'] }, 1), options)).toThrow(
      'The main artist "Mira feat. Kavi" holds more than one name ("feat."). Enter each artist separately.',
    );
  });
});

describe('17. No price in our namespace: stores set the price by their own rate cards', () => {
  it.each(each('new'))('%s', (_l, c) => {
    expect(all(c.root, 'PriceInformation')).toEqual([]);
    expect(all(c.root, 'PriceCode')).toEqual([]);
    expect(all(c.root, 'Deal').length).toBeGreaterThan(0);
  });
});

describe("18. The label is the release's label name, a party of its own beside the P- and C-line holder", () => {
  it.each(each())('%s', (_l, c) => {
    const names = partyNames(c);
    const labels = [...all(c.root, 'Release'), ...all(c.root, 'TrackRelease')].map((r) =>
      names.get(text(child(r, 'ReleaseLabelReference'))),
    );
    expect(labels).toEqual(Array(1 + c.s.tracks.length).fill('Quiet Hours Records'));
    expect(all(c.root, 'PLineText').map(text)).toContain(`(P) 2026 Quiet Hours Music`);
  });
});

describe("19. The release type is the one the stores' rules give its tracks, and no title carries it", () => {
  const DDEX_TYPE = { single: 'Single', ep: 'EP', album: 'Album' } as const;
  it.each(each())('%s', (_l, c) => {
    const type = releaseTypeFor(c.s.tracks.map((t) => t.durationSeconds));
    expect(text(child(all(c.root, 'Release')[0]!, 'ReleaseType'))).toBe(DDEX_TYPE[type!]);
    for (const t of all(c.root, 'DisplayTitleText')) expect(titleTypeWord(text(t)), text(t)).toBeNull();
  });
  it('a message is not written for a type the tracks contradict: the refusal names the right one', () => {
    const options = { sender: SENDER, recipient: STORE, kind: 'new', messageId: 'MSG-X', createdAt: CREATED } as const;
    expect(() => buildReleaseMessage(snapshot({ releaseType: 'album' }, 3), options)).toThrow(
      'Stores list 3 tracks, 10 minutes in all as an EP, not an Album. Choose EP as the release type, or change the tracks.',
    );
    expect(() => buildReleaseMessage(snapshot({ releaseType: 'single', tracks: [track(1, { durationSeconds: 660 })] }), options)).toThrow(
      'as an EP, not a Single.',
    );
  });
});

describe('20. Each artist and contributor is one party of one name (Release Profiles 7.2): a name joining several is refused, not split; an act’s own name is kept', () => {
  it.each(each())('%s', (_l, c) => {
    const names = partyNames(c);
    const people = [...all(c.root, 'ArtistPartyReference'), ...all(c.root, 'ContributorPartyReference')].map((r) => names.get(text(r))!);
    expect(people.length).toBeGreaterThan(0);
    for (const name of people) expect(joinedNamesSeparator(name), name).toBeNull();
  });
  it('"Mira; Kavi" as the artist stops the message with the fix', () => {
    const options = { sender: SENDER, recipient: STORE, kind: 'new', messageId: 'MSG-Y', createdAt: CREATED } as const;
    expect(() => buildReleaseMessage(snapshot({ artistName: 'Mira; Kavi' }, 1), options)).toThrow(
      'The artist name "Mira; Kavi" holds more than one name (";"). Enter each artist separately.',
    );
  });
});

describe('Batches and answers (ERN choreography, batch profile)', () => {
  it('a manifest names each delivery by its MessageActionType and passes the choreography schema', async () => {
    const deliveries = [
      { kind: 'new' as const, redelivery: false, type: 'NewReleaseDelivery' },
      { kind: 'new' as const, redelivery: true, type: 'ReDelivery' },
      { kind: 'takedown' as const, redelivery: false, type: 'TakeDown' },
    ];
    const manifests = deliveries.map((d, i) =>
      buildManifest({
        batchId: `2026112304000000${i}`,
        sender: SENDER,
        recipient: STORE,
        createdAt: CREATED,
        messages: [
          { messageId: `MSG-${i}`, url: 'R1/R1.xml', releaseIds: ['R1'], kind: d.kind, redelivery: d.redelivery, sha256: 'ab'.repeat(32) },
        ],
      }),
    );
    (await validateManifestAll(manifests, dir)).forEach((r) => expect(r).toEqual({ valid: true }));
    manifests.forEach((m, i) => expect(text(all(parse(m), 'DeliveryType')[0])).toBe(deliveries[i]!.type));
  });

  it("reads the stores' acknowledgements as the choreography means them: only ingested is ingested, only available is live", async () => {
    const answers = [
      { status: 'ReleaseReceivedByReleaseDistributor', outcome: 'received' },
      { status: 'SuccessfullyIngestedByReleaseDistributor', outcome: 'ingested' },
      { status: 'ReleaseMadeAvailableToConsumers', outcome: 'live' },
      { status: 'ProcessingErrorAtReleaseDistributor', outcome: 'error' },
      { status: 'RightsConflict', outcome: 'error' },
    ] as const;
    const xmls = answers.map((a) =>
      acknowledgementXml({
        sender: STORE.dpid,
        recipient: SENDER.dpid,
        icpn: '860000000011',
        status: a.status,
        acknowledged: { batchId: '20261123040000000', messageId: 'MSG-0', status: a.outcome === 'error' ? 'MetadataMissing' : 'FileOK' },
      }),
    );
    (await validateManifestAll(xmls, dir)).forEach((r) => expect(r).toEqual({ valid: true }));
    xmls.forEach((xml, i) => {
      const parsed = parseAcknowledgement(xml)!;
      expect(parsed.sender).toBe(STORE.dpid);
      expect(parsed.statuses[0]).toMatchObject({ icpn: '860000000011', batchIds: ['20261123040000000'], messageIds: ['MSG-0'] });
      expect(ackOutcome(parsed.statuses[0]!)).toBe(answers[i]!.outcome);
    });
  });
});

describe('10. A deal period is in one kind of time: local date-times from a street date, or UTC from the moment of the message', () => {
  it.each(each('new'))('%s', (_l, c) => {
    const periods = [...all(c.root, 'ValidityPeriod')];
    expect(periods.length).toBeGreaterThan(0);
    for (const p of periods) {
      const times = kids(p).map(text);
      const zoned = times.map((t) => /(Z|[+-]\d\d:\d\d)$/.test(t));
      expect(new Set(zoned).size, times.join(' to ')).toBe(1);
      // from a street date: its local midnight; without one: the moment the message was made, in UTC
      expect(zoned[0]).toBe(!c.s.releaseDate);
      if (times[1]) expect(times[1] > times[0]!).toBe(true);
    }
    for (const v of all(c.root, 'ReleaseDisplayStartDateTime')) expect(text(v)).toBe(`${c.s.preOrderDate}T00:00:00`);
  });
});

describe('15. Technical details, first publication, durations and UseTypes', () => {
  it.each(each('new'))('%s: each recording and the cover describe their files', (_l, c) => {
    recordings(c).forEach((rec, i) => {
      const audio = c.s.tracks[i]!.audio!;
      const file = all(rec, 'DeliveryFile')[0]!;
      const codec = { 'audio/wav': 'PCM', 'audio/flac': 'FLAC' }[audio.mimeType as 'audio/wav'];
      expect(text(child(file, 'AudioCodecType'))).toBe(codec);
      expect(text(child(file, 'NumberOfChannels'))).toBe(String(audio.audio!.channels));
      expect(child(file, 'SamplingRate')!.getAttribute('UnitOfMeasure')).toBe('Hz');
      expect(text(child(file, 'SamplingRate'))).toBe(String(audio.audio!.sampleRate));
      expect(text(child(file, 'BitsPerSample'))).toBe(String(audio.audio!.bitDepth));
    });
    const image = all(c.root, 'Image')[0]!;
    const tech = child(image, 'TechnicalDetails')!;
    expect(text(child(tech, 'ImageCodecType'))).toBe({ 'image/png': 'PNG', 'image/jpeg': 'JPEG' }[c.s.cover!.mimeType]);
    expect([child(tech, 'ImageHeight'), child(tech, 'ImageWidth')].map((e) => [text(e), e!.getAttribute('UnitOfMeasure')])).toEqual([
      ['3000', 'Pixel'],
      ['3000', 'Pixel'],
    ]);
  });

  it.each(each())('%s: a recording of ours was first published on the street date; of others, the date is not said', (_l, c) => {
    recordings(c).forEach((rec, i) => {
      const t = c.s.tracks[i]!;
      const expected = t.isrc!.startsWith(OURS) && c.s.releaseDate ? [c.s.releaseDate] : [];
      expect(children(rec, 'FirstPublicationDate').map(text)).toEqual(expected);
    });
  });

  it.each(each())('%s: durations to the millisecond', (_l, c) => {
    const seconds = (d: string) => {
      const m = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$/.exec(d)!;
      return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
    };
    recordings(c).forEach((rec, i) => expect(seconds(text(child(rec, 'Duration')))).toBeCloseTo(c.s.tracks[i]!.durationSeconds!, 3));
    const total = c.s.tracks.reduce((sum, t) => sum + t.durationSeconds!, 0);
    expect(seconds(text(child(all(c.root, 'Release')[0]!, 'Duration')))).toBeCloseTo(total, 3);
  });

  it('the 29.6-second single says PT29.6S', () => {
    const c = cases.find((x) => x.label === 'new single')!;
    expect(text(child(recordings(c)[0]!, 'Duration'))).toBe('PT29.6S');
    expect(text(child(all(c.root, 'Release')[0]!, 'Duration'))).toBe('PT29.6S');
  });

  it.each(each('new'))('%s: streams are on-demand and non-interactive, sales permanent downloads, never the bare Stream', (_l, c) => {
    for (const terms of all(c.root, 'DealTerms')) {
      const models = children(terms, 'CommercialModelType').map(text);
      const uses = children(terms, 'UseType').map(text);
      expect(uses).not.toContain('Stream');
      if (models.includes('PayAsYouGoModel')) expect(uses).toEqual(['PermanentDownload']);
      else expect(uses).toEqual(['OnDemandStream', 'NonInteractiveStream']);
    }
  });
});

describe("DDEX's own sample messages", () => {
  const samples = path.join(dir, 'ern43', 'samples');
  const files = fs.readdirSync(samples).filter((f) => f.endsWith('.xml'));
  it('are there to read', () => expect(files.length).toBeGreaterThanOrEqual(2));
  it.each(files)('%s passes the schema and our checks', async (file) => {
    const xml = fs.readFileSync(path.join(samples, file), 'utf8');
    expect(await validateErn(xml, dir)).toEqual({ valid: true });
    expect(checkErn(xml)).toEqual([]);
  });
});
