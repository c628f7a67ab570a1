// Teams' background work: the invitation mail (team-mail-job.ts names it).
import { job, type JobDef } from '../../jobs/job.ts';
import { sendTeamMail } from './send-team-mail.ts';
import { TEAM_MAIL } from './team-mail-job.ts';

export const teamJobs = (): JobDef[] => [
  job(TEAM_MAIL, {
    retry: { limit: 5, delaySeconds: 60, backoff: true },
    example: { invitationId: '00000000-0000-4000-8000-000000000000' },
    run: (deps, payload) => sendTeamMail(deps, payload),
  }),
];
