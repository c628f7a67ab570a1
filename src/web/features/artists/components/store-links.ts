// Where an artist's page is at each store, built from the id the profile keeps (the bare id;
// Spotify's without its URI prefix). The edit form starts from these links too: each store's
// field reads its link back to the same id.
import type { ArtistStoreKey } from '../../../../domain/artist-profiles.ts';

const PAGES: Record<ArtistStoreKey, string> = {
  spotify: 'https://open.spotify.com/artist/',
  'apple-music': 'https://music.apple.com/artist/',
  'amazon-music': 'https://music.amazon.com/artists/',
  deezer: 'https://www.deezer.com/artist/',
  'youtube-music': 'https://music.youtube.com/channel/',
};

export const storePageUrl = (key: ArtistStoreKey, id: string): string => PAGES[key] + encodeURIComponent(id);
