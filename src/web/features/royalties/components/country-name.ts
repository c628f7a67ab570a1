// Countries as people read them: "DE" is "Germany"; ZZ (unknown, in sales reports) and anything
// else that is not a region code stays as it is.
const regions = new Intl.DisplayNames(['en'], { type: 'region' });

export function countryName(code: string): string {
  if (code === 'ZZ') return 'Unknown';
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
}
