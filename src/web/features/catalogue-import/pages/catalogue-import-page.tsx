// /dashboard/catalogue-import: a label brings its catalogue from another distributor with its
// codes. Upload the sheet, see every problem by row and column or what will be made, upload the
// files it names, start, follow the progress (the latest import is shown again after a reload).
import { useQuery } from '@tanstack/react-query';
import { Library } from 'lucide-react';
import { TRY_LATER } from '../../../../domain/errors.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonBlocks } from '../../../components/ui/query-view.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError, isRefusal } from '../../../lib/api-client.ts';
import { runMutation } from '../../../lib/run-mutation.ts';
import { latestImportOptions, useAttachFile, useStartImport, useUploadSheet } from '../api/catalogue-import-api.ts';
import { ImportDetails } from '../components/import-details.tsx';
import { SheetUpload } from '../components/sheet-upload.tsx';

export function CatalogueImportPage() {
  const query = useQuery(latestImportOptions());
  const upload = useUploadSheet();
  const attach = useAttachFile();
  const start = useStartImport();
  const imp = query.data;
  const failed = (title: string) => (err: Error) => toast.error(title, { description: isRefusal(err) ? err.message : TRY_LATER });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Catalogue import"
        description="Bring releases from another distributor with their UPCs and ISRCs: one row per track, a release’s columns on each of its rows."
        actions={
          <SheetUpload
            busy={upload.isPending}
            onFile={(f) => runMutation(upload, f, { onError: failed('The sheet could not be checked') })}
          />
        }
      />
      {query.isPending ? (
        <SkeletonBlocks label="Loading your catalogue import" className="space-y-4" blocks={['h-40 rounded-xl', 'h-64 rounded-xl']} />
      ) : query.error instanceof ApiError && query.error.code === 'PLAN_REQUIRED' ? (
        <EmptyState icon={Library} title="Catalogue import is part of the label plans" description={query.error.message} />
      ) : query.isError ? (
        <LoadError title="Your catalogue import could not be loaded" message={TRY_LATER} onRetry={() => void query.refetch()} />
      ) : !imp ? (
        <EmptyState
          icon={Library}
          title="No catalogue import yet"
          description="Download the template, fill in one row per track, export it as CSV and upload it here. Every row is checked before anything is made."
        />
      ) : (
        <ImportDetails
          imp={imp}
          attach={(fileId) => attach.mutateAsync({ id: imp.id, fileId })}
          start={() =>
            runMutation(start, imp.id, { onSuccess: () => toast.success('Import started'), onError: failed('The import could not start') })
          }
          starting={start.isPending}
        />
      )}
    </div>
  );
}
