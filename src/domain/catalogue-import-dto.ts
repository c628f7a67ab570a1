// The answers of the catalogue import (the web takes their types only).
import { z } from 'zod';

export const catalogueProblemDto = z.object({ row: z.number().int(), column: z.string(), message: z.string() });

export const catalogueImportDto = z.object({
  id: z.string(),
  accountId: z.string(),
  fileName: z.string(),
  /** checked: waiting to be started (or refused for its problems); importing; done. */
  state: z.enum(['checked', 'importing', 'done']),
  /** Files come from an admin's storage folder instead of uploads into the import. */
  fromStorage: z.boolean(),
  /** Every problem of the sheet; nothing is made while one remains. */
  problems: z.array(catalogueProblemDto),
  /** The files named and not yet uploaded, or uploaded and refused by the stores' checks. */
  fileProblems: z.array(catalogueProblemDto),
  /** The files the sheet names and whether each is in the import. */
  files: z.array(z.object({ name: z.string(), kind: z.enum(['audio', 'cover']), present: z.boolean() })),
  releases: z.array(
    z.object({
      upc: z.string(),
      title: z.string(),
      artistName: z.string(),
      releaseType: z.string(),
      trackCount: z.number().int(),
      releaseId: z.string().nullable(),
      problem: z.string().nullable(),
    }),
  ),
  trackCount: z.number().int(),
  createdCount: z.number().int(),
  /** Ready to start: no problem in the sheet nor its files. */
  ready: z.boolean(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type CatalogueImportDto = z.infer<typeof catalogueImportDto>;
export type CatalogueProblemDto = z.infer<typeof catalogueProblemDto>;

export const catalogueImportListDto = z.array(catalogueImportDto.pick({ id: true, fileName: true, state: true, createdAt: true }));
export type CatalogueImportListDto = z.infer<typeof catalogueImportListDto>;
