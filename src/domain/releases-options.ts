// The option lists of a release (SPEC section 3) and its statuses (SPEC section 4).
export const GENRES = [
  'Pop',
  'Rock',
  'Hip-Hop',
  'R&B',
  'Country',
  'Electronic',
  'Jazz',
  'Classical',
  'Folk',
  'Blues',
  'Reggae',
  'Punk',
  'Metal',
  'Alternative',
  'Indie',
  'World',
] as const;

export const MOODS = [
  'Happy',
  'Sad',
  'Energetic',
  'Calm',
  'Romantic',
  'Aggressive',
  'Melancholic',
  'Uplifting',
  'Dark',
  'Peaceful',
  'Exciting',
  'Mysterious',
] as const;

export const LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Portuguese',
  'Japanese',
  'Korean',
  'Chinese',
  'Hindi',
  'Arabic',
  'Russian',
  'Other',
] as const;

export const RELEASE_TYPES = ['single', 'ep', 'album'] as const;
export type ReleaseType = (typeof RELEASE_TYPES)[number];
export const RELEASE_TYPE_LABELS: Record<ReleaseType, string> = { single: 'Single', ep: 'EP', album: 'Album' };

export const PRICE_TIERS = ['budget', 'standard', 'premium'] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];
export const PRICE_TIER_LABELS: Record<PriceTier, string> = { budget: 'Budget', standard: 'Standard', premium: 'Premium' };

export const RELEASE_STATUSES = ['draft', 'pending', 'approved', 'distributed', 'rejected'] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];
export const RELEASE_STATUS_LABELS: Record<ReleaseStatus, string> = {
  draft: 'Draft',
  pending: 'Pending',
  approved: 'Approved',
  distributed: 'Distributed',
  rejected: 'Rejected',
};
/** The badge tone of each status, in the owned Badge's variant names. */
// Solid badges, so each reads the same on a cover, a card or a table (a draft's is neutral grey).
export const RELEASE_STATUS_TONE: Record<ReleaseStatus, 'neutral' | 'warning' | 'default' | 'success' | 'destructive'> = {
  draft: 'neutral',
  pending: 'warning',
  approved: 'default',
  distributed: 'success',
  rejected: 'destructive',
};

/** The artist may change a release only while it is a draft or was rejected. */
export const EDITABLE_STATUSES: readonly ReleaseStatus[] = ['draft', 'rejected'];
export const isEditable = (status: ReleaseStatus) => EDITABLE_STATUSES.includes(status);

export const DELETE_RELEASE_CONFIRM = 'Are you sure you want to delete this release? This action cannot be undone.';

export const MAX_TRACKS = 50;
