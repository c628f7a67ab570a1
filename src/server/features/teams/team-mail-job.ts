// The invitation mail of a team, sent once the invitation has committed (jobs.ts binds it).
import { z } from 'zod';
import { jobHandle } from '../../jobs/job-handle.ts';

export const TEAM_MAIL = jobHandle('team-mail', z.object({ invitationId: z.uuid() }));
