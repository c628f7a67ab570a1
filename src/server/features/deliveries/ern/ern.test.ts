// The ERN builder: single, EP and album messages (pre-order, territories, takedown) validated by
// xmllint against the official schema, the manifest against the choreography schema, and the
// checks the schema cannot do refusing broken messages.
import { describe, expect, it } from 'vitest';
import { DPID_MESSAGES } from '../../../../domain/dpid.ts';
import { DomainError } from '../../../../domain/errors.ts';
import { buildManifest } from './build-manifest.ts';
import { buildReleaseMessage } from './build-release-message.ts';
import { checkErn } from './check-ern.ts';
import { ddexDirForTests, SENDER, snapshot, STORE, track } from '../../../test/ern-fixtures.ts';
import type { BuildMessageOptions } from './types.ts';
import { validateErn, validateErnAll, validateManifest, ValidatorUnavailable } from './validate-xml.ts';

const dir = ddexDirForTests();
const options = (over: Partial<BuildMessageOptions> = {}): BuildMessageOptions => ({
  sender: SENDER,
  recipient: STORE,
  kind: 'new',
  messageId: 'MSG-1',
  createdAt: new Date('2026-11-23T04:00:00Z'),
  ...over,
});

const single = () => snapshot();
const ep = () => snapshot({ releaseType: 'ep', title: 'Four Rooms', featuringArtists: ['Mira'] }, 4);
const album = () =>
  snapshot(
    {
      releaseType: 'album',
      title: 'Salt & Rivers',
      preOrderDate: '2026-12-01',
      explicit: true,
      territories: { mode: 'except', codes: ['CN', 'RU'] },
      subgenre: 'Indie Pop',
    },
    12,
  );

describe('ERN messages against the official schema', () => {
  it.each([
    ['a single', single],
    ['an EP', ep],
    ['an album with a pre-order, worldwide except two countries', album],
    ['a release sold only in chosen countries', () => snapshot({ territories: { mode: 'only', codes: ['IN', 'NP', 'US'] } }, 1)],
  ])('%s validates', async (_label, make) => {
    const built = buildReleaseMessage(make(), options());
    expect(await validateErn(built.xml, dir)).toEqual({ valid: true });
  });

  it('a takedown validates, carries no deal and no visibility, and names no files', async () => {
    const built = buildReleaseMessage(album(), options({ kind: 'takedown', messageId: 'MSG-2' }));
    expect(await validateErn(built.xml, dir)).toEqual({ valid: true });
    expect(built.resources).toEqual([]);
    expect(built.xml).not.toContain('<File>');
    expect(built.xml).not.toContain('<DealList>');
    expect(built.xml).not.toContain('Visibility');
  });

  it('the validator reports a message that breaks the schema', async () => {
    const xml = buildReleaseMessage(single(), options()).xml.replace('<MessageControlType>LiveMessage', '<MessageControlType>Live');
    const result = await validateErn(xml, dir);
    expect(result.valid).toBe(false);
    if (!result.valid) expect(result.errors.join('\n')).toContain('MessageControlType');
  });

  it('validates the messages for several stores in one run, each answer for its own message', async () => {
    const good = buildReleaseMessage(single(), options()).xml;
    const bad = good.replace('<MessageControlType>LiveMessage', '<MessageControlType>Live');
    const results = await validateErnAll([good, bad, good], dir);
    expect(results.map((r) => r.valid)).toEqual([true, false, true]);
    if (!results[1]!.valid) expect(results[1]!.errors.join('\n')).toContain('MessageControlType');
  });

  it('without xmllint the validator says so rather than passing anything', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      await expect(validateErn(buildReleaseMessage(single(), options()).xml, dir)).rejects.toBeInstanceOf(ValidatorUnavailable);
    } finally {
      process.env.PATH = path;
    }
  });

  it('a manifest validates against the choreography schema', async () => {
    const xml = buildManifest({
      batchId: '20261123040000123',
      sender: SENDER,
      recipient: STORE,
      createdAt: new Date('2026-11-23T04:00:00Z'),
      messages: [
        { messageId: 'MSG-1', url: '0860000123457/0860000123457.xml', releaseIds: ['0860000123457'], kind: 'new', sha256: 'ab'.repeat(32) },
        {
          messageId: 'MSG-2',
          url: '4006381333931/4006381333931.xml',
          releaseIds: ['4006381333931'],
          kind: 'takedown',
          sha256: 'cd'.repeat(32),
        },
      ],
    });
    expect(await validateManifest(xml, dir)).toEqual({ valid: true });
    expect(xml).toContain('<DeliveryType>TakeDown</DeliveryType>');
    expect(xml).toContain('<NumberOfMessages>2</NumberOfMessages>');
  });
});

describe('what the message says', () => {
  it('carries the header DPIDs, the codes, files with hashes, and escaped text', () => {
    const s = single();
    const built = buildReleaseMessage(s, options());
    expect(built.releaseId).toBe(s.icpn);
    expect(built.resources.map((r) => r.path)).toEqual(['resources/A1_01.flac', 'resources/cover.jpg']);
    expect(built.xml).toContain(`<PartyId>${SENDER.dpid}</PartyId>`);
    expect(built.xml).toContain(`<PartyId>${STORE.dpid}</PartyId>`);
    expect(built.xml).toContain('<FullName>A Store &amp; Co &lt;Test&gt;</FullName>');
    expect(built.xml).toContain(`<ICPN>${s.icpn}</ICPN>`);
    expect(built.xml).toContain('<ISRC>INT7L2600001</ISRC>');
    expect(built.xml).toContain('<Algorithm>SHA-256</Algorithm>');
    expect(built.xml).toContain('<ReleaseType>Single</ReleaseType>');
    expect(built.xml).toContain('<TerritoryCode>Worldwide</TerritoryCode>');
    expect(built.xml).toContain('<Role>StudioProducer</Role>');
    expect(checkErn(built.xml)).toEqual([]);
  });

  it('an album with a pre-order has the pre-order deal and the release visible from the pre-order date', () => {
    const xml = buildReleaseMessage(album(), options()).xml;
    expect(xml).toContain('<IsPreOrderDeal>true</IsPreOrderDeal>');
    expect(xml).toContain('<ReleaseDisplayStartDateTime>2026-12-01T00:00:00</ReleaseDisplayStartDateTime>');
    expect(xml).toContain('<ExcludedTerritoryCode>CN</ExcludedTerritoryCode>');
    expect(xml).not.toContain('<TerritoryCode>');
    expect(xml).toContain('<ParentalWarningType>Explicit</ParentalWarningType>');
    expect(xml.match(/<SoundRecording>/g)).toHaveLength(12);
  });

  it('strips characters XML cannot carry', () => {
    const xml = buildReleaseMessage(snapshot({ title: 'Bell\u0007 Song' }), options()).xml;
    expect(xml).toContain('<TitleText>Bell Song</TitleText>');
  });
});

describe('releases that cannot make a message are refused with the reason', () => {
  const refusal = (s: ReturnType<typeof snapshot>) => {
    try {
      buildReleaseMessage(s, options());
    } catch (err) {
      expect(err).toBeInstanceOf(DomainError);
      return (err as DomainError).message;
    }
    throw new Error('not refused');
  };
  it.each([
    ['an album with one track', snapshot({ releaseType: 'album' }, 1), 'An album needs at least two tracks.'],
    ['no cover', snapshot({ cover: null }), 'The release has no cover art file.'],
    ['a track without its file', snapshot({}, 1), 'Track 1 (Track 1) has no uploaded audio file.', { audio: null }],
    ['no UPC', snapshot({ icpn: null }), 'The release has no UPC yet.'],
    [
      'a UPC with a wrong check digit',
      snapshot({ icpn: '0860000123454' }),
      "The release's UPC 0860000123454 is not valid: This UPC has a wrong check digit.",
    ],
    ['a malformed ISRC', snapshot({}, 1), 'Track 1 (Track 1): the ISRC IN-T7L is not valid.', { isrc: 'IN-T7L' }],
    [
      'a pre-order without a release date',
      snapshot({ preOrderDate: '2026-12-01', releaseDate: null }),
      'A pre-order needs a release date.',
    ],
  ])('%s', (_label, s, message, trackOver?: Partial<ReturnType<typeof track>>) => {
    if (trackOver) s.tracks = [track(1, trackOver)];
    expect(refusal(s)).toBe(message);
  });

  it('two tracks with one ISRC', () => {
    const s = snapshot({ releaseType: 'ep' }, 2);
    s.tracks[1] = track(2, { isrc: s.tracks[0]!.isrc });
    expect(refusal(s)).toBe('Track 2 (Track 2) repeats the ISRC INT7L2600001.');
  });
});

describe('the checks the schema cannot do', () => {
  const good = () => buildReleaseMessage(snapshot({ releaseType: 'ep' }, 2), options()).xml;

  it('a reference to nothing', () => {
    const xml = good().replace('<DealReleaseReference>R0</DealReleaseReference>', '<DealReleaseReference>R9</DealReleaseReference>');
    expect(checkErn(xml)).toEqual(['DealReleaseReference R9 does not resolve']);
  });
  it('a resource defined twice', () => {
    const xml = good().replace('<ResourceReference>A2</ResourceReference>', '<ResourceReference>A1</ResourceReference>');
    expect(checkErn(xml)).toEqual(expect.arrayContaining(['ResourceReference A1 is defined twice']));
  });
  it('a party reference to nobody', () => {
    const xml = good().replace('<ArtistPartyReference>P1</ArtistPartyReference>', '<ArtistPartyReference>P77</ArtistPartyReference>');
    expect(checkErn(xml)).toEqual(['ArtistPartyReference P77 does not resolve']);
  });
  it('a sender that is not a DPID', () => {
    const xml = good().replace(`<PartyId>${SENDER.dpid}</PartyId>`, '<PartyId>TUNELANE</PartyId>');
    expect(checkErn(xml)).toEqual([`the MessageSender's PartyId TUNELANE is not a DPID: ${DPID_MESSAGES.format}`]);
  });
  it('a recipient whose DPID has a wrong check character, and a DPID namespace that is none', () => {
    const xml = good()
      .replace(`<PartyId>${STORE.dpid}</PartyId>`, '<PartyId>PADPIDA2011072101U</PartyId>')
      .replace(`<ProprietaryId Namespace="${SENDER.dpid}">`, '<ProprietaryId Namespace="PADPIDATUNELANE">');
    expect(checkErn(xml)).toEqual([
      `the MessageRecipient's PartyId PADPIDA2011072101U is not a DPID: ${DPID_MESSAGES.check}`,
      `the Namespace PADPIDATUNELANE is not a DPID: ${DPID_MESSAGES.format}`,
    ]);
  });
  it('a person credited in two Contributor composites of one recording', () => {
    const xml = good().replace(
      '</Contributor>',
      '</Contributor><Contributor SequenceNumber="9"><ContributorPartyReference>P3</ContributorPartyReference><Role>Lyricist</Role></Contributor>',
    );
    expect(checkErn(xml)).toEqual(['SoundRecording A1: party P3 is a Contributor twice (one Contributor lists all its roles)']);
  });
  it('a deal period from a local time to a UTC time', () => {
    const xml = good().replace(
      '<StartDateTime>2026-12-18T00:00:00</StartDateTime>',
      '<StartDateTime>2026-12-18T00:00:00</StartDateTime><EndDateTime>2027-01-01T00:00:00Z</EndDateTime>',
    );
    expect(checkErn(xml)).toEqual(['a deal period mixes local and zoned times: 2026-12-18T00:00:00 to 2027-01-01T00:00:00Z']);
  });
  it('a wrong ISRC and a wrong ICPN check digit', () => {
    const s = snapshot({ releaseType: 'album' }, 2);
    const xml = good()
      .replace('<ISRC>INT7L2600002</ISRC>', '<ISRC>INT7L26002</ISRC>')
      .replace(`<ICPN>${s.icpn}</ICPN>`, '<ICPN>0860000123454</ICPN>');
    expect(checkErn(xml)).toEqual([
      'ISRC INT7L26002: An ISRC looks like CC-XXX-YY-NNNNN',
      'ICPN 0860000123454: This UPC has a wrong check digit',
    ]);
  });
  it('an album with one recording and no front cover', () => {
    // an EP of one track (a 12-minute one, as stores have it)
    const xml = buildReleaseMessage(snapshot({ releaseType: 'ep', tracks: [track(1, { durationSeconds: 720 })] }), options())
      .xml.replace('<ReleaseType>EP</ReleaseType>', '<ReleaseType>Album</ReleaseType>')
      .replace('<Type>FrontCoverImage</Type>', '<Type>BackCoverImage</Type>');
    expect(checkErn(xml)).toEqual(['an album needs at least two sound recordings', 'the release has no front cover image']);
  });
  it('text that is not XML', () => {
    expect(checkErn('<ern:NewReleaseMessage')).toEqual(['the message is not well-formed XML']);
  });
});
