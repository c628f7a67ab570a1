// The stores and platforms we deliver to, as the public pages name them (SPEC section 2).

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

/** Beyond the names above: the rest of the 150+. */
export const MORE_STORES_COUNT = 130;

/** The six names in the site footer. */
export const FOOTER_STORES: readonly string[] = ['Spotify', 'Apple Music', 'YouTube Music', 'Amazon Music', 'JioSaavn', 'TikTok'];
