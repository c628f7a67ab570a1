// The report mappings shipped with the service (read only; an admin copies one to change it):
// Apple's financial report, a Spotify statement, and our own two formats' columns.
import type { ReportMapping } from './report-mappings.ts';
import type { ReportMappingDto } from './report-mappings-dto.ts';

/**
 * Apple's financial report (iTunes Store and Apple Music, "Financial Reports"): tab-separated,
 * dates MM/DD/YYYY over Apple's fiscal month, amounts per line in Extended Partner Share with
 * its currency, and three total lines at the end (Total_Rows, Total_Amount, Total_Units).
 */
export const APPLE_FINANCIAL: ReportMapping = {
  name: 'Apple financial report',
  source: 'Apple',
  delimiter: '\t',
  skipTop: 0,
  skipBottom: 3,
  dateFormat: 'MM/DD/YYYY',
  decimal: '.',
  columns: {
    isrc: 'ISRC/ISBN',
    upc: 'UPC',
    quantity: 'Quantity',
    amount: 'Extended Partner Share',
    currency: 'Partner Share Currency',
    country: 'Country Of Sale',
    periodStart: 'Start Date',
    periodEnd: 'End Date',
    title: 'Title',
    artist: 'Artist/Show/Developer/Author',
  },
  store: 'Apple Music',
  currency: null,
  useType: 'stream',
};

/** A distributor's Spotify statement as a CSV: one month per line, net revenue in its currency. */
export const SPOTIFY_CSV: ReportMapping = {
  name: 'Spotify-style distributor CSV',
  source: 'Spotify',
  delimiter: ',',
  skipTop: 0,
  skipBottom: 0,
  dateFormat: 'YYYY-MM',
  decimal: '.',
  columns: {
    periodStart: 'Reporting Period',
    country: 'Country',
    isrc: 'ISRC',
    upc: 'UPC',
    quantity: 'Streams',
    amount: 'Net Revenue',
    currency: 'Currency',
    useType: 'Product Type',
    title: 'Track Name',
    artist: 'Artist Name',
  },
  store: 'Spotify',
  currency: null,
  useType: 'stream',
};

/** Our CSV and the DistroKid-style TSV keep their own readers; their mappings show (and copy) the columns. */
const DISTROKID_MAPPING: ReportMapping = {
  name: 'DistroKid-style TSV',
  source: 'DistroKid',
  delimiter: '\t',
  skipTop: 0,
  skipBottom: 0,
  dateFormat: 'YYYY-MM',
  decimal: '.',
  columns: {
    periodStart: 'Sale Month',
    store: 'Store',
    artist: 'Artist',
    title: 'Title',
    isrc: 'ISRC',
    upc: 'UPC',
    quantity: 'Quantity',
    useType: 'Song/Album',
    country: 'Country of Sale',
    amount: 'Earnings (USD)',
  },
  store: null,
  currency: 'USD',
  useType: 'stream',
};

const TUNELANE_MAPPING: ReportMapping = {
  name: 'Tunelane CSV',
  source: 'Tunelane CSV',
  delimiter: ',',
  skipTop: 0,
  skipBottom: 0,
  dateFormat: 'YYYY-MM-DD',
  decimal: '.',
  columns: {
    isrc: 'isrc',
    upc: 'upc',
    quantity: 'quantity',
    amount: 'amount',
    currency: 'currency',
    country: 'country',
    periodStart: 'usage_start',
    periodEnd: 'usage_end',
    store: 'store',
    useType: 'use_type',
    title: 'track_title',
    artist: 'artist_name',
  },
  store: null,
  currency: null,
  useType: 'stream',
};

export const BUILT_IN_MAPPINGS: readonly ReportMappingDto[] = [
  { id: 'apple-financial', ...APPLE_FINANCIAL, builtIn: true, reader: null, createdAt: null, version: null },
  { id: 'spotify-csv', ...SPOTIFY_CSV, builtIn: true, reader: null, createdAt: null, version: null },
  { id: 'distrokid-tsv', ...DISTROKID_MAPPING, builtIn: true, reader: 'distrokid_tsv', createdAt: null, version: null },
  { id: 'tunelane-csv', ...TUNELANE_MAPPING, builtIn: true, reader: 'tunelane_csv', createdAt: null, version: null },
];
export const BUILT_IN_MAPPING_IDS = BUILT_IN_MAPPINGS.map((m) => m.id);
