// The artist's empty release list (My Releases, the dashboard's recent releases): Create Release.
import { Link } from '../../../lib/links.tsx';
import { Music, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../lib/paths.ts';

export function NoReleasesYet({ description, titleAs }: { description: string; titleAs?: 'h2' | 'h3' }) {
  return (
    <EmptyState
      icon={Music}
      titleAs={titleAs}
      title="No releases yet"
      description={description}
      action={
        <Button asChild>
          <Link to={paths.createRelease}>
            <Plus /> Create Release
          </Link>
        </Button>
      }
    />
  );
}
