// The query and answer of a list an artist (or a key) reads a page at a time, newest first: the
// next page continues after the id given back as `nextCursor`, so nothing is skipped or repeated
// as rows are added. The admin tables page with counts and sorts (admin-list-schema.ts).
import { z } from 'zod';

export const PAGE_SIZE = 50;

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** A page of `item` rows; `nextCursor` is given back as `cursor` for the next, null on the last. */
export const listPageDto = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });
