// A page of an admin table as the API answers it. The schema is the server's answer contract; the
// web takes only its type (admin-list.ts names it for screens).
import { z } from 'zod';

/** A page of `item` rows with the next page's cursor and how many rows match. */
export const pageDto = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Give it back as `cursor` for the following page; null on the last page. */
    nextCursor: z.string().nullable(),
    /** Rows matching the filters, exact up to COUNT_CAP. */
    total: z.number(),
    /** True when more than COUNT_CAP rows match (show "10,000+"). */
    totalCapped: z.boolean(),
  });

/** A page of `T` rows: the schema's page with its rows typed. */
export type PageDto<T> = Omit<z.infer<ReturnType<typeof pageDto>>, 'items'> & { items: T[] };
