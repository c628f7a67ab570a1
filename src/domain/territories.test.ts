import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  countryCount,
  isCountryCode,
  normaliseCodes,
  territoryProblem,
  TERRITORY_MESSAGES as M,
  toggleCountry,
  withMode,
  WORLDWIDE,
} from './territories.ts';
import { territoryChoiceSchema } from './territory-schema.ts';

describe('the country list', () => {
  it('holds the 249 ISO 3166-1 alpha-2 codes, sorted and unique', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRY_CODES);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const c of ['IN', 'US', 'GB', 'NP', 'AX', 'SS', 'ZW']) expect(isCountryCode(c)).toBe(true);
    expect(isCountryCode('UK')).toBe(false);
    expect(isCountryCode('WW')).toBe(false);
  });
});

describe('the picker model', () => {
  it('toggles countries in and out, keeping them sorted', () => {
    let c = withMode(WORLDWIDE, 'only');
    c = toggleCountry(c, 'US');
    c = toggleCountry(c, 'IN');
    expect(c).toEqual({ mode: 'only', codes: ['IN', 'US'] });
    expect(toggleCountry(c, 'US')).toEqual({ mode: 'only', codes: ['IN'] });
    expect(withMode(c, 'except')).toEqual({ mode: 'except', codes: ['IN', 'US'] });
    expect(withMode(c, 'worldwide')).toEqual(WORLDWIDE);
  });
  it('counts the countries reached', () => {
    expect(countryCount(WORLDWIDE)).toBe(249);
    expect(countryCount({ mode: 'only', codes: ['IN', 'US'] })).toBe(2);
    expect(countryCount({ mode: 'except', codes: ['CN'] })).toBe(248);
    // worldwide reaches every country, whatever codes a stored choice still holds
    expect(countryCount({ mode: 'worldwide', codes: ['CN'] })).toBe(249);
  });
  it('normalises codes: trimmed, upper case, sorted, once each', () => {
    expect(normaliseCodes([' us', 'in ', 'US', 'np'])).toEqual(['IN', 'NP', 'US']);
  });
  it('finds a problem only in a choice that cannot be used', () => {
    expect(territoryProblem(WORLDWIDE)).toBeNull();
    expect(territoryProblem({ mode: 'except', codes: ['CN', 'RU'] })).toBeNull();
    expect(territoryProblem({ mode: 'only', codes: ['IN'] })).toBeNull();
    expect(territoryProblem({ mode: 'except', codes: COUNTRY_CODES.slice(1) })).toBeNull();
    expect(territoryProblem({ mode: 'except', codes: [...COUNTRY_CODES] })).toBe(M.allExcluded);
    // every country chosen is every country reached, not every country left out
    expect(territoryProblem({ mode: 'only', codes: [...COUNTRY_CODES] })).toBeNull();
  });
});

describe('the schema', () => {
  const parse = (v: unknown) => territoryChoiceSchema.safeParse(v);
  it('normalises codes and drops them for worldwide', () => {
    expect(parse({ mode: 'only', codes: ['us', 'IN', 'US'] }).data).toEqual({ mode: 'only', codes: ['IN', 'US'] });
    expect(parse({ mode: 'worldwide', codes: ['IN'] }).data).toEqual(WORLDWIDE);
  });
  it.each([
    [{ mode: 'only', codes: [] }, M.noneChosen],
    [{ mode: 'only', codes: ['IN', 'ZZ'] }, M.unknown],
    [{ mode: 'except', codes: [...COUNTRY_CODES] }, M.allExcluded],
  ])('refuses %j', (v, message) => {
    expect(parse(v).error?.issues[0]?.message).toBe(message);
  });
  it('refuses an unknown mode', () => {
    expect(parse({ mode: 'mars', codes: [] }).success).toBe(false);
  });
});
