// Releases as the console shows them (SPEC section 2, Releases): the table's sorts, the texts of
// its answers and the file checklist of the review dialog. No validation library here: screens
// import this at once (the filters' schemas are releases-admin.ts, the answers releases-admin-dto.ts).
import type { ReleaseStatus } from './releases-options.ts';
import { MIN_COVER_SIZE, type AudioInfo, type ImageInfo } from './uploads.ts';

/** The columns the console's release table sorts by. */
export const RELEASE_SORTS = ['created', 'title', 'streams', 'revenue'] as const;

/** SPEC section 8. */
export const releaseStatusUpdatedMessage = (status: ReleaseStatus) => `Release status updated to ${status}`;
export const RELEASE_DELETED = 'Release deleted successfully';
export const REJECT_NEEDS_NOTES = 'Please write in the notes why the release is rejected: the artist reads them.';

export type ChecklistItem = { label: string; value: string; ok: boolean };

const khz = (hz: number) => `${(hz / 1000).toFixed(1).replace(/\.0$/, '')} kHz`;

/** The audio file as stores check it: format, sample rate, bit depth, channels. */
export function audioChecklist(a: AudioInfo): ChecklistItem[] {
  return [
    { label: 'Format', value: `${a.container}${a.codec ? ` (${a.codec})` : ''}`, ok: a.lossless },
    { label: 'Sample rate', value: a.sampleRate ? khz(a.sampleRate) : 'Unknown', ok: a.sampleRate === null || a.sampleRate >= 44_100 },
    {
      label: 'Bit depth',
      value: a.bitDepth ? `${a.bitDepth}-bit` : 'Not stored (lossy)',
      ok: !a.lossless || a.bitDepth === null || a.bitDepth === 16 || a.bitDepth === 24,
    },
    {
      label: 'Channels',
      value: a.channels === 2 ? 'Stereo' : a.channels === 1 ? 'Mono' : a.channels ? `${a.channels} channels` : 'Unknown',
      ok: a.channels === null || a.channels === 2,
    },
  ];
}

/** The cover art as stores check it: size, squareness, colour mode. */
export function coverChecklist(i: ImageInfo): ChecklistItem[] {
  return [
    { label: 'Size', value: `${i.width} x ${i.height}`, ok: Math.min(i.width, i.height) >= MIN_COVER_SIZE },
    { label: 'Square', value: i.width === i.height ? 'Yes' : 'No', ok: i.width === i.height },
    { label: 'Colour mode', value: i.colourMode.toUpperCase(), ok: i.colourMode === 'rgb' },
  ];
}
