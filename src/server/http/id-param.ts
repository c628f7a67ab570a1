// The one check of record ids in paths: a UUID, or the record is simply not found.
import { z } from 'zod';
import { UUID_PATTERN } from '../../domain/uuid.ts';

const uuid = (notFoundMessage: string) => z.string().regex(UUID_PATTERN, notFoundMessage);

/** `{ id }` of a path like `/releases/:id`. */
export const idParams = (notFoundMessage: string) => z.object({ id: uuid(notFoundMessage) });
