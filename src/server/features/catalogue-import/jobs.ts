// The catalogue import's background work: making an import's releases in batches. A run stopped
// part-way (an instance stopped, a failure) is run again by the queue's retries and continues
// where it stopped (run-import.ts).
import { job, type JobDef } from '../../jobs/job.ts';
import { CATALOGUE_IMPORT_RUN } from './job-names.ts';
import { runImport } from './run-import.ts';

export const catalogueImportJobs = (): JobDef[] => [
  job(CATALOGUE_IMPORT_RUN, {
    retry: { limit: 5, delaySeconds: 30, backoff: true },
    example: { importId: '00000000-0000-4000-8000-000000000000' },
    run: (deps, { importId }) => runImport(deps, importId),
  }),
];
