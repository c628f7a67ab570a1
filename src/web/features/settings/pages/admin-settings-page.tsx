// Settings (issue item 8): stored in the database and used by the app at once; the environment's
// values stay the defaults; every change is audited (see the Audit Log).
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryView, SkeletonBlocks } from '../../../components/ui/query-view.tsx';
import { settingsOptions } from '../api/settings-api.ts';
import { SettingsForm } from '../components/settings-form.tsx';

/** `stores`: the store endpoints section (composed in app/, from the deliveries feature). */
export function AdminSettingsPage({ stores }: { stores?: ReactNode } = {}) {
  const settings = useQuery(settingsOptions());
  return (
    <div className="space-y-4">
      <PageHeader title="Settings" description="Changes apply at once on every server; the server's own settings stay the defaults." />
      <QueryView
        query={settings}
        loading={
          <SkeletonBlocks label="Loading settings" className="space-y-4" blocks={['h-44 w-full rounded-xl', 'h-64 w-full rounded-xl']} />
        }
      >
        {(data) => <SettingsForm settings={data} />}
      </QueryView>
      {stores}
    </div>
  );
}
