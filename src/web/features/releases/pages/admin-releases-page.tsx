// Releases for admins (SPEC section 2): search by title or artist, the status filter, sorting
// and pages from the server, and the review dialog.
import { useState } from 'react';
import { Disc3 } from 'lucide-react';
import { RELEASE_STATUSES, RELEASE_STATUS_LABELS } from '../../../../domain/releases-options.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { AdminListFrame } from '../../../components/admin/admin-list-frame.tsx';
import { withAll } from '../../../components/admin/admin-filters.tsx';
import { useAdminList } from '../../../components/admin/use-admin-list.ts';
import { adminReleaseListOptions, adminReleasesExportHref, DEFAULT_ADMIN_RELEASE_FILTER } from '../api/admin-releases-api.ts';
import { AdminReleaseTable } from '../components/admin-release-table.tsx';
import { AdminReviewDialog } from '../components/admin-review-dialog.tsx';

const statusOptions = withAll('All statuses', RELEASE_STATUSES, RELEASE_STATUS_LABELS);

export function AdminReleasesPage() {
  const list = useAdminList(DEFAULT_ADMIN_RELEASE_FILTER, adminReleaseListOptions, adminReleasesExportHref);
  const { sort, dir } = list.filter;
  const [reviewing, setReviewing] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      <PageHeader title="Releases" description="Review what artists submit: approve, reject with notes, or change any status." />
      <AdminListFrame
        list={list}
        search={{ placeholder: 'Search by title or artist', label: 'Search releases by title or artist' }}
        filters={[{ key: 'status', label: 'Status', options: statusOptions, className: 'lg:w-44' }]}
        loadingLabel="Loading releases"
        empty={{ icon: Disc3, title: 'No releases yet', description: 'Releases artists create appear here.' }}
        noMatch={{ title: 'No releases match', description: 'Try another search or status.' }}
      >
        {(rows) => <AdminReleaseTable releases={rows} sort={{ sort, dir }} onSort={list.change} onReview={setReviewing} />}
      </AdminListFrame>
      <AdminReviewDialog id={reviewing} onClose={() => setReviewing(null)} />
    </div>
  );
}
