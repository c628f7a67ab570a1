// The stores and platforms we deliver to, as the public pages name them (SPEC section 2). This
// list is the one source of every store count the service states: the marketing pages, the plans,
// the default delivery endpoints (domain/deliveries.ts), hence the release form and page too.

export type Store = { name: string; kind: string };

/** The main platforms, shown as cards on /stores. */
export const FEATURED_STORES: readonly Store[] = [
  { name: 'Spotify', kind: 'Streaming' },
  { name: 'Apple Music', kind: 'Streaming and downloads' },
  { name: 'YouTube Music', kind: 'Streaming and Content ID' },
  { name: 'Amazon Music', kind: 'Streaming and downloads' },
  { name: 'Deezer', kind: 'Streaming' },
  { name: 'TIDAL', kind: 'Hi-fi streaming' },
  { name: 'TikTok', kind: 'Short video' },
  { name: 'Instagram and Facebook', kind: 'Stories and Reels' },
  { name: 'JioSaavn', kind: 'Streaming in India' },
  { name: 'Gaana', kind: 'Streaming in India' },
  { name: 'Wynk Music', kind: 'Streaming in India' },
  { name: 'SoundCloud', kind: 'Streaming' },
];

/** Eighteen more names listed under the platforms. */
export const MORE_STORES: readonly string[] = [
  'Pandora',
  'iHeartRadio',
  'Anghami',
  'Boomplay',
  'Audiomack',
  'Napster',
  'KKBox',
  'NetEase Cloud Music',
  'Tencent Music',
  'Joox',
  'Yandex Music',
  'Shazam',
  'Beatport',
  'Traxsource',
  'Qobuz',
  '7digital',
  'Snapchat',
  'Hungama',
];

/** Every store we deliver to, featured first. */
export const STORE_NAMES: readonly string[] = [...FEATURED_STORES.map((s) => s.name), ...MORE_STORES];

/** How many stores we deliver to: the length of the list, never a number typed elsewhere. */
export const STORE_COUNT = STORE_NAMES.length;

/** The six names in the site footer. */
export const FOOTER_STORES: readonly string[] = ['Spotify', 'Apple Music', 'YouTube Music', 'Amazon Music', 'JioSaavn', 'TikTok'];
