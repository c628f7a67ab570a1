// How many artist profiles the plan allows: the line under the heading ("3 of 10 artist profiles
// on your Small Label plan") and, once they are all used, what the plan includes and the plan that
// lifts it, with the way to the plans (`upsell`: not for staff, to whom no plan is sold).
import { Sparkles } from 'lucide-react';
import type { ArtistProfilesDto } from '../../../../domain/artist-profiles-dto.ts';
import { profileLimitMessage } from '../../../../domain/artist-profiles.ts';
import { PLANS } from '../../../../domain/plans.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../lib/links.tsx';
import { paths } from '../../../lib/paths.ts';

const profiles = (n: number) => `artist profile${n === 1 ? '' : 's'}`;

export const LIMIT_NOTICE_ID = 'artist-profile-limit';

/**
 * "3 of 10 artist profiles on your Small Label plan"; "4 artist profiles, unlimited on your
 * Enterprise Label plan"; after a downgrade, which keeps them all, "3 artist profiles; your Free plan includes 1".
 */
export function planLine({ profiles: list, limit, planName }: ArtistProfilesDto): string {
  const n = list.length;
  if (limit === null) return `${n} ${profiles(n)}, unlimited on your ${planName} plan`;
  if (n > limit) return `${n} ${profiles(n)}; your ${planName} plan includes ${limit}`;
  return `${n} of ${limit} ${profiles(limit)} on your ${planName} plan`;
}

export const atProfileLimit = ({ profiles: list, limit }: ArtistProfilesDto): boolean => limit !== null && list.length >= limit;

/** The plan's own words when the plan is known by its name; else what it includes. */
function limitMessage({ planName, limit }: ArtistProfilesDto): string {
  const plan = PLANS.find((p) => p.name === planName);
  return plan ? profileLimitMessage(plan) : `Your ${planName} plan includes ${limit} ${profiles(limit ?? 0)}.`;
}

export function ProfileLimitNotice({ data, upsell }: { data: ArtistProfilesDto; upsell: boolean }) {
  return (
    <Alert variant="warning" id={LIMIT_NOTICE_ID}>
      <Sparkles aria-hidden="true" />
      <AlertTitle>Artist profile limit reached</AlertTitle>
      <AlertDescription>
        <p>{limitMessage(data)}</p>
        {upsell && (
          <Button asChild size="sm" className="mt-2">
            <Link to={paths.dashboardPricing}>See plans</Link>
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
