// The territory choice as the form and the API parse it (zod), apart from territories.ts so that
// screens which only show territories do not load the validation library.
import { z } from 'zod';
import { COUNTRY_CODES, normaliseCodes, TERRITORY_MESSAGES, TERRITORY_MODES, territoryProblem } from './territories.ts';

/** The schema for the form and the API: codes normalised, the choice checked. */
export const territoryChoiceSchema = z
  .object({
    mode: z.enum(TERRITORY_MODES, 'Please choose where the release is available'),
    codes: z.array(z.string().max(3, TERRITORY_MESSAGES.unknown)).max(COUNTRY_CODES.length, TERRITORY_MESSAGES.unknown).default([]),
  })
  .transform((v) => ({ mode: v.mode, codes: v.mode === 'worldwide' ? [] : normaliseCodes(v.codes) }))
  .superRefine((v, ctx) => {
    const problem = territoryProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['codes'] });
  });
