// The ResourceList of a NewReleaseMessage: one SoundRecording per track and the front cover Image,
// in the schema's order. With the files (a new release, not a takedown) each names its file, with
// its hash, its size in kilobytes and what the uploads feature read from it (codec, channels,
// sampling rate and bit depth; the image's dimensions and codec).
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { audioCodecType, imageCodecType, isoDuration, kilobytes } from './ddex-values.ts';
import { artists, mainArtists, names, pLine, title, type Parties } from './message-parts.ts';
import type { ReleaseSnapshot, SnapshotFile, SnapshotTrack } from './types.ts';

export type ResourceContext = {
  parties: Parties;
  year: number;
  holder: string;
  withFiles: boolean;
  /** Files the store holds already (an update): their resources carry no TechnicalDetails, so the batch omits them. */
  held?: ReadonlySet<string>;
  /** The language of performance (ISO 639), or null when the release names none. */
  language: string | null;
  /** Our ISRC registrant: the recordings we gave an ISRC were first published by this release. */
  isrcRegistrant?: string;
};

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
    .txt(kilobytes(f.sizeBytes));
}

/** The DeliveryFile of a recording (AudioDeliveryFile's order: Type, AudioCodecType, NumberOfChannels, SamplingRate, BitsPerSample, File). */
function audioFile(tech: XMLBuilder, f: SnapshotFile): void {
  const delivery = tech.ele('DeliveryFile');
  delivery.ele('Type').txt('AudioFile');
  const codec = audioCodecType(f.audio?.codec ?? null, f.mimeType);
  if (codec) delivery.ele('AudioCodecType').txt(codec);
  if (f.audio?.channels) delivery.ele('NumberOfChannels').txt(String(f.audio.channels));
  if (f.audio?.sampleRate) delivery.ele('SamplingRate', { UnitOfMeasure: 'Hz' }).txt(String(f.audio.sampleRate));
  if (f.audio?.bitDepth) delivery.ele('BitsPerSample').txt(String(f.audio.bitDepth));
  fileElement(delivery, f);
}

/**
 * Each person credited on a recording once, with every role they play (ERN Release Profiles 7.4(6)):
 * a writer who also produced is one Contributor with Composer and StudioProducer.
 */
export function contributorsOf(credits: { names: string[]; role: string }[]): { name: string; roles: string[] }[] {
  const byPerson = new Map<string, { name: string; roles: string[] }>();
  for (const { names: people, role } of credits) {
    for (const name of people) {
      const key = name.trim().toLowerCase();
      const entry = byPerson.get(key) ?? { name, roles: [] };
      if (!entry.roles.includes(role)) entry.roles.push(role);
      byPerson.set(key, entry);
    }
  }
  return [...byPerson.values()];
}

function soundRecording(list: XMLBuilder, s: ReleaseSnapshot, t: SnapshotTrack, i: number, ctx: ResourceContext): void {
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
  if (ctx.withFiles && t.audio && !ctx.held?.has(t.audio.fileId)) {
    const tech = edition.ele('TechnicalDetails');
    tech.ele('TechnicalResourceDetailsReference').txt(`T${i + 1}`);
    audioFile(tech, t.audio);
  }
  title(rec, t.title);
  // Featured artists are the track's own: the release's field only prefills new tracks in the form.
  artists(rec, ctx.parties, mainArtists(s), t.featuringArtists);
  const people = contributorsOf([
    { names: names(t.writerComposer ?? s.writerComposer), role: 'Composer' },
    { names: names(t.producer ?? s.producer), role: 'StudioProducer' },
  ]);
  people.forEach(({ name, roles }, j) => {
    const c = rec.ele('Contributor', { SequenceNumber: String(j + 1) });
    c.ele('ContributorPartyReference').txt(ctx.parties.ref(name));
    for (const role of roles) c.ele('Role').txt(role);
  });
  rec.ele('Duration').txt(isoDuration(t.durationSeconds ?? 0));
  // Known only when the recording is ours from this release: it was first published on the street date.
  const ours = !!ctx.isrcRegistrant && !!t.isrc?.startsWith(ctx.isrcRegistrant.toUpperCase());
  if (ours && s.releaseDate) rec.ele('FirstPublicationDate').txt(s.releaseDate);
  rec.ele('ParentalWarningType').txt(t.explicit ? 'Explicit' : 'NotExplicit');
  if (ctx.language) rec.ele('LanguageOfPerformance').txt(ctx.language);
}

function image(list: XMLBuilder, s: ReleaseSnapshot, ref: string, tech: string, dpid: string, withFiles: boolean): void {
  const img = list.ele('Image');
  img.ele('ResourceReference').txt(ref).up().ele('Type').txt('FrontCoverImage');
  img.ele('ResourceId').ele('ProprietaryId', { Namespace: dpid }).txt(`COVER:${s.icpn}`);
  img.ele('ParentalWarningType').txt(s.explicit ? 'Explicit' : 'NotExplicit');
  if (withFiles && s.cover) {
    const details = img.ele('TechnicalDetails');
    details.ele('TechnicalResourceDetailsReference').txt(tech);
    const codec = imageCodecType(s.cover.mimeType);
    if (codec) details.ele('ImageCodecType').txt(codec);
    if (s.cover.image) {
      details.ele('ImageHeight', { UnitOfMeasure: 'Pixel' }).txt(String(s.cover.image.height));
      details.ele('ImageWidth', { UnitOfMeasure: 'Pixel' }).txt(String(s.cover.image.width));
    }
    fileElement(details, s.cover);
  }
}

/** Writes the ResourceList; the recordings are A1..An in track order, the cover the next reference. Returns the cover's reference. */
export function resourceList(root: XMLBuilder, s: ReleaseSnapshot, tracks: SnapshotTrack[], ctx: ResourceContext, dpid: string): string {
  const resources = root.ele('ResourceList');
  tracks.forEach((t, i) => soundRecording(resources, s, t, i, ctx));
  const coverRef = `A${tracks.length + 1}`;
  image(resources, s, coverRef, `T${tracks.length + 1}`, dpid, ctx.withFiles && !(s.cover && ctx.held?.has(s.cover.fileId)));
  return coverRef;
}
