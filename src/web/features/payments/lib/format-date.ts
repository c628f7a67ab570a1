/** "November 21, 2027" (or "Nov 21, 2027" when short) in the viewer's timezone. */
export const formatDate = (iso: string, month: 'long' | 'short' = 'long') =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month, day: 'numeric' });
