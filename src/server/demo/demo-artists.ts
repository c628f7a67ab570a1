// The demo's artists (SEED_DEMO=1), each with a plan and releases at every stage of review, some
// with daily streams for the sales report and how their deliveries went.
import type { DemoDeliveries } from './seed-demo-deliveries.ts';

export type DemoRelease = {
  title: string;
  type: 'single' | 'ep' | 'album';
  genre: string;
  status: string;
  tracks: string[];
  dailyStreams?: number;
  notes?: string;
  /** How its delivery went where it did not simply arrive (approved and distributed releases). */
  stores?: DemoDeliveries['outcomes'];
};
export const ARTISTS: { name: string; email: string; plan: string; releases: DemoRelease[] }[] = [
  {
    name: 'Asha Rao',
    email: 'asha@demo.tunelane.local',
    plan: 'individual_artist',
    releases: [
      {
        title: 'Monsoon Letters',
        type: 'album',
        genre: 'Indie',
        status: 'distributed',
        tracks: ['First Rain', 'Paper Boats', 'Petrichor', 'Old Terrace'],
        dailyStreams: 900,
        stores: { spotify: { state: 'ingested' }, 'apple-music': { state: 'ingested' }, deezer: { state: 'ingested' } },
      },
      {
        title: 'City of Lights',
        type: 'single',
        genre: 'Pop',
        status: 'distributed',
        tracks: ['City of Lights'],
        dailyStreams: 2_400,
        stores: { spotify: { state: 'ingested' }, 'apple-music': { state: 'ingested' } },
      },
      {
        title: 'Night Bus',
        type: 'single',
        genre: 'Electronic',
        status: 'approved',
        tracks: ['Night Bus'],
        // Approved, and still short of one store: the worker gave up after its retries.
        stores: { tidal: { state: 'failed', error: "EACCES: permission denied, mkdir 'deliveries/tidal'" } },
      },
      { title: 'Saffron Skies', type: 'ep', genre: 'World', status: 'pending', tracks: ['Dawn', 'Noon', 'Dusk'] },
      { title: 'Untitled Sketch', type: 'single', genre: 'Folk', status: 'draft', tracks: ['Untitled Sketch'] },
    ],
  },
  {
    name: 'The Lowland Echo',
    email: 'lowland@demo.tunelane.local',
    plan: 'free',
    releases: [
      {
        title: 'Static Hearts',
        type: 'ep',
        genre: 'Rock',
        status: 'distributed',
        tracks: ['Static Hearts', 'Wires', 'Afterglow'],
        dailyStreams: 600,
        stores: {
          spotify: { state: 'ingested' },
          deezer: {
            state: 'ack-error',
            error: 'Track 2 (Wires): the audio file is shorter than its declared duration.',
            action: 'ResendXmlAndResources',
          },
        },
      },
      {
        title: 'Fault Lines',
        type: 'single',
        genre: 'Alternative',
        status: 'rejected',
        tracks: ['Fault Lines'],
        notes: 'The cover art contains a website address. Please upload artwork without URLs.',
      },
      { title: 'B-Sides Vol. 1', type: 'single', genre: 'Rock', status: 'draft', tracks: ['B-Side'] },
    ],
  },
  {
    name: 'Kabir Beats',
    email: 'kabir@demo.tunelane.local',
    plan: 'small_label',
    releases: [
      {
        title: 'Tabla Sessions',
        type: 'album',
        genre: 'Hip-Hop',
        status: 'distributed',
        tracks: ['Intro', 'Dhin', 'Taal', 'Bol', 'Outro'],
        dailyStreams: 1_500,
      },
      { title: 'Late Checkout', type: 'single', genre: 'R&B', status: 'distributed', tracks: ['Late Checkout'], dailyStreams: 700 },
      { title: 'Basement Tapes', type: 'ep', genre: 'Hip-Hop', status: 'pending', tracks: ['One', 'Two'] },
    ],
  },
];
