// The one check of record ids in paths: a UUID, or the record is simply not found.
import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const uuid = (notFoundMessage: string) => z.string().regex(UUID, notFoundMessage);

/** `{ id }` of a path like `/releases/:id`. */
export const idParams = (notFoundMessage: string) => z.object({ id: uuid(notFoundMessage) });
