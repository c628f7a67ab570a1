// Where a release is sold: everywhere, only in chosen countries, or everywhere except some. Codes
// are ISO 3166-1 alpha-2 (DDEX takes them, and `Worldwide`, as TerritoryCode). Names are left to
// the browser (Intl.DisplayNames), so the list costs the page about a kilobyte. The zod schema is
// in territory-schema.ts.
/** Every ISO 3166-1 alpha-2 code (249, as Debian's iso-codes lists them). */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW '
)
  .trim()
  .split(' ');

const KNOWN = new Set(COUNTRY_CODES);

export const TERRITORY_MODES = ['worldwide', 'only', 'except'] as const;
export type TerritoryMode = (typeof TERRITORY_MODES)[number];

/** The picker's value: `codes` is empty for worldwide, and sorted, unique, known otherwise. */
export type TerritoryChoice = { mode: TerritoryMode; codes: string[] };

export const WORLDWIDE: TerritoryChoice = { mode: 'worldwide', codes: [] };

export const TERRITORY_MESSAGES = {
  unknown: 'Please choose countries from the list',
  noneChosen: 'Please choose at least one country',
  allExcluded: 'A release must be available in at least one country',
} as const;

export function isCountryCode(code: string): boolean {
  return KNOWN.has(code);
}

/** Sorted and without repeats, upper case. */
export function normaliseCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map((c) => c.trim().toUpperCase()))].sort();
}

/** The reason a choice cannot be used, or null. */
export function territoryProblem(choice: TerritoryChoice): string | null {
  if (choice.codes.some((c) => !isCountryCode(c))) return TERRITORY_MESSAGES.unknown;
  if (choice.mode === 'only' && choice.codes.length === 0) return TERRITORY_MESSAGES.noneChosen;
  if (choice.mode === 'except' && normaliseCodes(choice.codes).length >= COUNTRY_CODES.length) return TERRITORY_MESSAGES.allExcluded;
  return null;
}

/** Picker changes: a country toggled in or out of the list. */
export function toggleCountry(choice: TerritoryChoice, code: string): TerritoryChoice {
  const codes = choice.codes.includes(code) ? choice.codes.filter((c) => c !== code) : normaliseCodes([...choice.codes, code]);
  return { ...choice, codes };
}

/** Changing the mode keeps the chosen countries (worldwide drops them). */
export function withMode(choice: TerritoryChoice, mode: TerritoryMode): TerritoryChoice {
  return { mode, codes: mode === 'worldwide' ? [] : choice.codes };
}

/** How many countries the release reaches. */
export function countryCount(choice: TerritoryChoice): number {
  if (choice.mode === 'worldwide') return COUNTRY_CODES.length;
  const n = normaliseCodes(choice.codes).length;
  return choice.mode === 'only' ? n : COUNTRY_CODES.length - n;
}
