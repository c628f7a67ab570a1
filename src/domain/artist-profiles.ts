// Artist profiles: the artists an account releases music for (issue 26). Each has a name, and may
// have the artist's id at the stores that give artists one; a message to that store names it, so
// the release lands on the artist's page rather than on a namesake's. The plan sets how many an
// account may hold. Texts and store-id rules are here; the zod schema is artist-profile-schema.ts.
import type { Plan } from './plans.ts';

export type ArtistStore = {
  /** The store's key (domain/deliveries.ts storeKey). */
  key: 'spotify' | 'apple-music' | 'amazon-music' | 'deezer' | 'youtube-music';
  name: string;
  /** What the field takes, shown under it and in its error. */
  hint: string;
  /** The id read from a link or a bare id, or null when it is neither. */
  read(value: string): string | null;
};

const fromLink = (value: string, pattern: RegExp): string | null => pattern.exec(value.trim())?.[1] ?? null;

export const ARTIST_STORES: readonly ArtistStore[] = [
  {
    key: 'spotify',
    name: 'Spotify',
    hint: 'The artist link (open.spotify.com/artist/…) or URI (spotify:artist:…)',
    read: (v) =>
      fromLink(v, /^(?:https?:\/\/open\.spotify\.com\/(?:intl-[a-z-]+\/)?artist\/|spotify:artist:)?([0-9A-Za-z]{22})(?:[/?#].*)?$/),
  },
  {
    key: 'apple-music',
    name: 'Apple Music',
    hint: 'The artist link (music.apple.com/…/artist/…) or its number',
    read: (v) =>
      fromLink(v, /^(?:https?:\/\/(?:music|itunes)\.apple\.com\/(?:[a-z]{2}\/)?artist\/(?:[^/?#]+\/)?(?:id)?)?([0-9]{3,15})(?:[/?#].*)?$/),
  },
  {
    key: 'amazon-music',
    name: 'Amazon Music',
    hint: 'The artist link (music.amazon.…/artists/…) or its ID (B0…)',
    read: (v) => fromLink(v, /^(?:https?:\/\/music\.amazon\.[a-z.]+\/artists\/)?(B[0-9A-Z]{9})(?:[/?#].*)?$/),
  },
  {
    key: 'deezer',
    name: 'Deezer',
    hint: 'The artist link (deezer.com/artist/…) or its number',
    read: (v) => fromLink(v, /^(?:https?:\/\/(?:www\.)?deezer\.com\/(?:[a-z]{2}\/)?artist\/)?([0-9]{1,15})(?:[/?#].*)?$/),
  },
  {
    key: 'youtube-music',
    name: 'YouTube Music',
    hint: 'The channel link (music.youtube.com/channel/UC…) or its ID',
    read: (v) => fromLink(v, /^(?:https?:\/\/(?:music\.|www\.)?youtube\.com\/channel\/)?(UC[0-9A-Za-z_-]{22})(?:[/?#].*)?$/),
  },
];

export type ArtistStoreKey = ArtistStore['key'];
export type StoreArtistIds = Partial<Record<ArtistStoreKey, string>>;

/**
 * The artist's id as the store's own messages name it: Spotify takes the artist URI, the others
 * the bare id.
 */
export function storeArtistId(key: ArtistStoreKey, id: string): string {
  return key === 'spotify' ? `spotify:artist:${id}` : id;
}

export const PROFILE_MESSAGES = {
  nameRequired: 'Artist name is required',
  storeOrNew: 'Enter the artist’s link on at least one store, or confirm they are new to the stores',
  notYours: 'Choose one of your artist profiles',
  taken: (name: string) => `You already have an artist profile named “${name}”`,
  hasReleases: (name: string, n: number) =>
    `${name} has ${n} release${n === 1 ? '' : 's'}. A profile stays while it has releases; move or delete them first.`,
  /** A release names an artist who has no profile, and the account has others to confuse it with. */
  confirmNew: (name: string) => `“${name}” is not one of your artist profiles. Choose a profile, or confirm this is a new artist.`,
} as const;

/** How many artist profiles a plan allows (null: unlimited), as its "artists" line sells it. */
export function profileLimit(plan: Pick<Plan, 'type'>): number | null {
  return ({ free: 1, individual_artist: 1, small_label: 10, enterprise_label: null } as const)[plan.type];
}

/** Said when a new profile would pass the plan's limit: the limit and the plan that lifts it. */
export function profileLimitMessage(plan: Pick<Plan, 'type' | 'name'>): string {
  const limit = profileLimit(plan);
  const next = plan.type === 'small_label' ? 'Enterprise Label for unlimited artists' : 'Small Label for up to 10 artists';
  return `Your ${plan.name} plan includes ${limit} artist profile${limit === 1 ? '' : 's'}. Upgrade to ${next}.`;
}
