// The catalogue import's job handle, apart from its definition so starting an import can enqueue it.
import { z } from 'zod';
import { jobHandle } from '../../jobs/job-handle.ts';

export const CATALOGUE_IMPORT_RUN = jobHandle('catalogue-import-run', z.object({ importId: z.uuid() }));
