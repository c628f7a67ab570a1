// Countries in words: names from the browser (Intl.DisplayNames), as the territory picker shows
// them, so the page carries only the codes.
import { COUNTRY_CODES } from '../../../../domain/territories.ts';
import type { Option } from '../../../components/ui/option-select.tsx';

let names: Intl.DisplayNames | undefined;

/** The country's English name, or its code when the browser does not know it. */
export function countryName(code: string): string {
  names ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

let options: Option[] | undefined;

/** Every country, by name. */
export function countryOptions(): Option[] {
  options ??= COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return options;
}
