// Territories in words: country names from the browser (Intl.DisplayNames), so the page carries
// only the codes.
import type { TerritoryChoice } from '../../../../domain/territories.ts';

let names: Intl.DisplayNames | undefined;

/** The country's English name, or its code when the browser does not know it. */
export function countryName(code: string): string {
  names ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return names.of(code) ?? code;
}

/** "Worldwide", "India, Nepal", or "Worldwide except China". */
export function territoryText(t: TerritoryChoice): string {
  const list = t.codes.map(countryName).join(', ');
  if (t.mode === 'worldwide') return 'Worldwide';
  return t.mode === 'only' ? list : `Worldwide except ${list}`;
}
