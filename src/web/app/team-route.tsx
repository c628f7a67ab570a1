// /dashboard/team: the team, and under it the label's white label (the branding feature).
import { WhiteLabelCard } from '../features/branding/components/white-label-card.tsx';
import { TeamPage } from '../features/teams/pages/team-page.tsx';

export function TeamRoute() {
  return <TeamPage whiteLabel={<WhiteLabelCard />} />;
}
