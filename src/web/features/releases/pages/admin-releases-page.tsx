// Releases for admins (SPEC section 2): search by title or artist, the status filter, sorting
// and pages from the server, and the review dialog. It opens as the review queue (pending, oldest
// first); the search, filter, order and the release under review are kept in the address.
import type { ReactNode } from 'react';
import { Disc3 } from 'lucide-react';
import { RELEASE_SORTS } from '../../../../domain/releases-admin-options.ts';
import type { AdminReleaseDto } from '../../../../domain/releases-admin-dto.ts';
import { RELEASE_STATUSES, RELEASE_STATUS_LABELS } from '../../../../domain/releases-options.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { AdminListFrame } from '../../../components/admin/admin-list-frame.tsx';
import { withAll } from '../../../components/admin/admin-filters.tsx';
import { useAdminList } from '../../../components/admin/use-admin-list.ts';
import { useRecordParam } from '../../../lib/use-record-param.ts';
import { useUrlFilter } from '../../../lib/use-url-filter.ts';
import { adminReleaseListOptions, adminReleasesExportHref, DEFAULT_ADMIN_RELEASE_FILTER } from '../api/admin-releases-api.ts';
import { AdminReleaseTable } from '../components/admin-release-table.tsx';
import { AdminReviewDialog } from '../components/admin-review-dialog.tsx';

const statusOptions = withAll('All statuses', RELEASE_STATUSES, RELEASE_STATUS_LABELS);
const allowed = { status: ['all', ...RELEASE_STATUSES], sort: RELEASE_SORTS, dir: ['asc', 'desc'] } as const;

/** `stores`: the release's timeline per store in the review dialog (composed in app/, from the deliveries feature). */
export function AdminReleasesPage({ stores }: { stores?: (release: AdminReleaseDto) => ReactNode } = {}) {
  const inAddress = useUrlFilter(DEFAULT_ADMIN_RELEASE_FILTER, allowed);
  const list = useAdminList(DEFAULT_ADMIN_RELEASE_FILTER, adminReleaseListOptions, adminReleasesExportHref, inAddress);
  const { sort, dir } = list.filter;
  // The release under review is in the address too (?release=<id>): a link opens its review.
  const record = useRecordParam(['release']);
  const review = (id: string | null) => record.open('release', id);

  return (
    <div className="space-y-4">
      <PageHeader title="Releases" description="Review what artists submit: approve, reject with notes, or change any status." />
      <AdminListFrame
        list={list}
        search={{ placeholder: 'Search by title or artist', label: 'Search releases by title or artist' }}
        filters={[{ key: 'status', label: 'Status', options: statusOptions, className: 'lg:w-44' }]}
        loadingLabel="Loading releases"
        empty={{
          icon: Disc3,
          title: 'Nothing waiting for review',
          description:
            'Releases artists submit for review appear here, the longest waiting first. Choose All statuses to see every release.',
        }}
        noMatch={{ title: 'No releases match', description: 'Try another search or status.' }}
      >
        {(rows) => <AdminReleaseTable releases={rows} sort={{ sort, dir }} onSort={list.change} onReview={review} />}
      </AdminListFrame>
      <AdminReviewDialog id={record.get('release')} onClose={() => review(null)} stores={stores} />
    </div>
  );
}
