// Deliveries' background work: sending each delivery (retried with backoff), picking up the
// stores' acknowledgements, and resuming deliveries a stopped instance left behind.
import { job, type JobDef } from '../../jobs/job.ts';
import { DELIVERY_ACKS, DELIVERY_RESUME, DELIVERY_RETRY, DELIVERY_SEND } from './job-names.ts';
import { resumeDeliveries } from './resume-deliveries.ts';
import { runDelivery } from './run-delivery.ts';

export const deliveryJobs = (): JobDef[] => [
  job(DELIVERY_SEND, {
    retry: DELIVERY_RETRY,
    example: { deliveryId: '00000000-0000-4000-8000-000000000000' },
    // An idle worker looks every half second (the queue's shortest); a busy one takes the next
    // delivery as soon as it is done. Deliveries wait on the stores' servers, not the CPU: each
    // instance sends four at once, each over its own connection (transport-pool.ts).
    pollSeconds: 0.5,
    concurrency: 4,
    run: (deps, { deliveryId }) => runDelivery(deps, deliveryId),
  }),
  job(DELIVERY_RESUME, {
    schedule: '* * * * *',
    retry: { limit: 2, delaySeconds: 60 },
    runAtStartup: true,
    run: (deps) => resumeDeliveries(deps),
  }),
  job(DELIVERY_ACKS, {
    schedule: '*/5 * * * *',
    retry: { limit: 1, delaySeconds: 60 },
    // Loaded when the job first runs (with the XML reader), not at start-up.
    run: async (deps) => (await import('./pick-up-acknowledgements.ts')).pickUpAcknowledgements(deps),
  }),
];
