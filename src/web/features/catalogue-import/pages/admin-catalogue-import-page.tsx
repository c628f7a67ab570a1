// /admin/catalogue-import: an admin imports a label's catalogue into the account they choose, its
// files taken from a storage folder they name or uploaded by the account on its own page. The
// import shown is in the address (?import=…), so a reload or a link keeps it.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Library } from 'lucide-react';
import { TRY_LATER } from '../../../../domain/errors.ts';
import type { AdminUserDto } from '../../../../domain/users-admin-dto.ts';
import { planBadge } from '../../../../domain/plan-badge.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SkeletonBlocks } from '../../../components/ui/query-view.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { isRefusal } from '../../../lib/api-client.ts';
import { runMutation } from '../../../lib/run-mutation.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { adminImportOptions, importAccountsOptions, useAdminStartImport, useAdminUploadSheet } from '../api/catalogue-import-api.ts';
import { ImportDetails } from '../components/import-details.tsx';
import { SheetUpload } from '../components/sheet-upload.tsx';

const failed = (title: string) => (err: Error) => toast.error(title, { description: isRefusal(err) ? err.message : TRY_LATER });

export function AdminCatalogueImportPage() {
  const [params, setParams] = useSearchParams();
  const importId = params.get('import');
  const [account, setAccount] = useState<AdminUserDto | null>(null);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Catalogue import"
        description="Import a label’s catalogue into its account with its UPCs and ISRCs: the files from a storage folder you name, or uploaded by the account on its own page."
      />
      {importId ? (
        <ImportShown id={importId} onNew={() => setParams({})} />
      ) : account ? (
        <NewImport account={account} onChange={() => setAccount(null)} onChecked={(id) => setParams({ import: id })} />
      ) : (
        <FindAccount onChoose={setAccount} />
      )}
    </div>
  );
}

function FindAccount({ onChoose }: { onChoose: (a: AdminUserDto) => void }) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const query = useQuery(importAccountsOptions(q));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Choose the account</CardTitle>
        <CardDescription>The releases are made in this account, as if its owner had imported them.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <FormField label="Account" hideLabel>
          <SearchInput value={search} placeholder="Search name or email" onChange={(e) => setSearch(e.target.value)} />
        </FormField>
        {query.isError ? (
          <LoadError title="Accounts could not be loaded" message={TRY_LATER} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <Skeleton className="h-24 w-full" />
        ) : query.data.items.length ? (
          <ul className="divide-y rounded-md border" aria-label="Accounts">
            {query.data.items.map((a) => (
              <li key={a.id}>
                <button
                  type="button"
                  className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                  onClick={() => onChoose(a)}
                >
                  <span className="min-w-0">
                    <span className="block font-medium break-words">{a.fullName || a.email}</span>
                    <span className="block text-xs break-all text-muted-foreground">{a.email}</span>
                  </span>
                  <Badge variant="outline" className="shrink-0">
                    {planBadge(a.planType)}
                  </Badge>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No account matches.</p>
        )}
      </CardContent>
    </Card>
  );
}

function NewImport({ account, onChange, onChecked }: { account: AdminUserDto; onChange: () => void; onChecked: (id: string) => void }) {
  const [folder, setFolder] = useState('');
  const upload = useAdminUploadSheet();
  const error = isRefusal(upload.error) && upload.error.field === 'storagePrefix' ? upload.error.message : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="break-words">Import into {account.fullName || account.email}</CardTitle>
        <CardDescription className="break-all">{account.email}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <FormField
          label="Storage folder"
          error={error}
          description="Where the sheet’s files are, such as imports/tide-records. Leave it empty for the account to upload them."
        >
          <Input value={folder} onChange={(e) => setFolder(e.target.value)} maxLength={300} autoComplete="off" />
        </FormField>
        <div className="flex flex-wrap items-center gap-2">
          <SheetUpload
            busy={upload.isPending}
            onFile={(file) =>
              runMutation(
                upload,
                { file, accountId: account.id, storagePrefix: folder.trim() },
                { onSuccess: (dto) => onChecked(dto.id), onError: failed('The sheet could not be checked') },
              )
            }
          />
          <Button variant="ghost" onClick={onChange}>
            Choose another account
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function ImportShown({ id, onNew }: { id: string; onNew: () => void }) {
  const query = useQuery(adminImportOptions(id));
  const start = useAdminStartImport();
  if (query.isPending)
    return <SkeletonBlocks label="Loading the catalogue import" className="space-y-4" blocks={['h-40 rounded-xl', 'h-64 rounded-xl']} />;
  if (query.isError)
    return isRefusal(query.error) ? (
      <EmptyState
        icon={Library}
        title="No such catalogue import"
        description={query.error.message}
        action={<Button onClick={onNew}>New import</Button>}
      />
    ) : (
      <LoadError title="The catalogue import could not be loaded" message={TRY_LATER} onRetry={() => void query.refetch()} />
    );
  return (
    <div className="space-y-4">
      <ImportDetails
        imp={query.data}
        start={() =>
          runMutation(start, id, { onSuccess: () => toast.success('Import started'), onError: failed('The import could not start') })
        }
        starting={start.isPending}
      />
      <Button variant="outline" onClick={onNew}>
        New import
      </Button>
    </div>
  );
}
