// How a usage line was used, as every report format is read into (report-formats.ts), and the
// words the analytics' filter shows for each. Apart from the formats, so a screen that only names
// them loads none of the readers.
export const USE_TYPES = ['stream', 'download', 'ugc', 'other'] as const;
export type UseType = (typeof USE_TYPES)[number];

export const USE_TYPE_LABELS: Record<UseType, string> = {
  stream: 'Streams',
  download: 'Downloads',
  ugc: 'User uploads',
  other: 'Other uses',
};
