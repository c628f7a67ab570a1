// /dashboard/team: the owner's team (issue 26). On a label plan: inviting someone by address and
// role, the members (their role changed at once, Remove asked first), the open invitations
// (Withdraw), and the account's latest activity with who made each change. On a plan without
// teams: the plan's message and the way to the plans, with the members a downgrade left (to remove).
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TRY_LATER } from '../../../../domain/errors.ts';
import type { TeamDto } from '../../../../domain/teams-dto.ts';
import { INVITATION_DAYS } from '../../../../domain/teams.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonBlocks } from '../../../components/ui/query-view.tsx';
import { isRefusal } from '../../../lib/api-client.ts';
import { teamOptions } from '../api/teams-api.ts';
import { InvitationList } from '../components/invitation-list.tsx';
import { InviteForm } from '../components/invite-form.tsx';
import { MemberList } from '../components/member-list.tsx';
import { TeamActivity } from '../components/team-activity.tsx';
import { TeamSection } from '../components/team-section.tsx';
import { PlanNotice } from '../../../components/ui/plan-notice.tsx';

const people = (n: number) =>
  n === 0 ? 'Who works in your account, and in which role.' : `${n} ${n === 1 ? 'person works' : 'people work'} in your account.`;

function Members({ team }: { team: TeamDto }) {
  return (
    <>
      <TeamSection id="members-title" title="Members" description={people(team.members.length)}>
        <MemberList members={team.members} />
      </TeamSection>
      {(!team.locked || team.invitations.length > 0) && (
        <TeamSection id="invitations-title" title="Open invitations" description="Sent, not yet accepted.">
          <InvitationList invitations={team.invitations} />
        </TeamSection>
      )}
    </>
  );
}

function Team({ team }: { team: TeamDto }) {
  if (team.locked)
    return (
      <div className="space-y-6">
        <PlanNotice title="Teams come with the label plans" message={team.locked} />
        {team.members.length > 0 && <Members team={team} />}
      </div>
    );
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start">
      <div className="min-w-0 space-y-6">
        <TeamSection
          id="invite-title"
          title="Invite someone"
          description={`They get a mail with a link to accept, signed in with that address. It lasts ${INVITATION_DAYS} days.`}
        >
          <InviteForm />
        </TeamSection>
        <Members team={team} />
      </div>
      <TeamSection id="activity-title" title="Activity" description="The latest changes in your account, and who made them.">
        <TeamActivity />
      </TeamSection>
    </div>
  );
}

/** `whiteLabel`: the label's name and logo (the branding feature's card), under the team. */
export function TeamPage({ whiteLabel }: { whiteLabel?: ReactNode }) {
  const query = useQuery(teamOptions());
  return (
    <div className="space-y-6">
      <PageHeader title="Team" description="The people who work in your account, each in a role you choose." />
      {query.isPending ? (
        <SkeletonBlocks label="Loading your team" className="space-y-6" blocks={['h-64 rounded-xl', 'h-40 rounded-xl']} />
      ) : query.isError ? (
        <LoadError
          title="Your team could not be loaded"
          message={isRefusal(query.error) ? query.error.message : TRY_LATER}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Team team={query.data} />
      )}
      {whiteLabel}
    </div>
  );
}
