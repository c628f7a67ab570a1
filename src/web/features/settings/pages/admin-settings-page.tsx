// Settings (issue item 8): stored in the database and used by the app at once; the environment's
// values stay the defaults; every change is audited (see the Audit Log).
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { LoadError } from '../../../components/layout/admin-table-parts.tsx';
import { settingsOptions } from '../api/settings-api.ts';
import { SettingsForm } from '../components/settings-form.tsx';

/** `stores`: the store endpoints section (composed in app/, from the deliveries feature). */
export function AdminSettingsPage({ stores }: { stores?: ReactNode } = {}) {
  const settings = useQuery(settingsOptions());
  return (
    <div className="space-y-4">
      <PageHeader title="Settings" description="Changes apply at once on every server; the server's own settings stay the defaults." />
      {settings.isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label="Loading settings">
          <Skeleton className="h-44 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      ) : settings.isError ? (
        <LoadError title="Error" message={settings.error.message} onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
      {stores}
    </div>
  );
}
