// The release option lists of the spec (section 3) word for word, and which statuses may change.
import { expect, it } from 'vitest';
import {
  DELETE_RELEASE_CONFIRM,
  EDITABLE_STATUSES,
  GENRES,
  isEditable,
  LANGUAGES,
  MAX_TRACKS,
  MOODS,
  PRICE_TIER_LABELS,
  PRICE_TIERS,
  RELEASE_STATUS_LABELS,
  RELEASE_STATUS_TONE,
  RELEASE_STATUSES,
  RELEASE_TYPE_LABELS,
  RELEASE_TYPES,
} from './releases-options.ts';

it('lists the genres, moods and languages of the spec', () => {
  expect(GENRES).toEqual([
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
  ]);
  expect(MOODS).toEqual([
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
  ]);
  expect(LANGUAGES).toEqual([
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
  ]);
});

it('names the types, price tiers and statuses', () => {
  expect(RELEASE_TYPES).toEqual(['single', 'ep', 'album']);
  expect(RELEASE_TYPE_LABELS).toEqual({ single: 'Single', ep: 'EP', album: 'Album' });
  expect(PRICE_TIERS).toEqual(['budget', 'standard', 'premium']);
  expect(PRICE_TIER_LABELS).toEqual({ budget: 'Budget', standard: 'Standard', premium: 'Premium' });
  expect(RELEASE_STATUSES).toEqual(['draft', 'pending', 'approved', 'distributed', 'rejected']);
  expect(RELEASE_STATUS_LABELS).toEqual({
    draft: 'Draft',
    pending: 'Pending',
    approved: 'Approved',
    distributed: 'Distributed',
    rejected: 'Rejected',
  });
  expect(RELEASE_STATUS_TONE).toEqual({
    draft: 'neutral',
    pending: 'warning',
    approved: 'default',
    distributed: 'success',
    rejected: 'destructive',
  });
  expect(MAX_TRACKS).toBe(50);
  expect(DELETE_RELEASE_CONFIRM).toBe('Are you sure you want to delete this release? This action cannot be undone.');
});

it('lets the artist change only drafts and rejected releases', () => {
  expect(EDITABLE_STATUSES).toEqual(['draft', 'rejected']);
  expect(RELEASE_STATUSES.filter(isEditable)).toEqual(['draft', 'rejected']);
});
