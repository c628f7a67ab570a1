// The Developers page's API keys: off Enterprise Label, the plan's message and the way to the plans;
// on it, the form to create a key, the key shown once, and the account's keys with Revoke.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CreatedApiKeyDto } from '../../../../domain/api-keys-dto.ts';
import { TRY_LATER } from '../../../../domain/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { SkeletonBlocks } from '../../../components/ui/query-view.tsx';
import { isRefusal } from '../../../lib/api-client.ts';
import { Link } from '../../../lib/links.tsx';
import { paths } from '../../../lib/paths.ts';
import { apiKeysOptions } from '../api/api-keys-api.ts';
import { ApiKeyList } from './api-key-list.tsx';
import { CreateKeyForm } from './create-key-form.tsx';
import { CreatedKeyDialog } from './created-key-dialog.tsx';
import { PlanNotice } from '../../../components/ui/plan-notice.tsx';

function Keys() {
  const query = useQuery(apiKeysOptions());
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);
  if (query.isPending)
    return <SkeletonBlocks label="Loading your API keys" className="space-y-4" blocks={['h-24 w-full', 'h-16 w-full']} />;
  if (query.isError)
    return (
      <LoadError
        title="Your API keys could not be loaded"
        message={isRefusal(query.error) ? query.error.message : TRY_LATER}
        onRetry={() => void query.refetch()}
      />
    );
  const { keys, locked } = query.data;
  return (
    <div className="space-y-6">
      {locked ? <PlanNotice title="The API comes with Enterprise Label" message={locked} /> : <CreateKeyForm onCreated={setCreated} />}
      {(!locked || keys.length > 0) && <ApiKeyList keys={keys} />}
      <CreatedKeyDialog created={created} onClose={() => setCreated(null)} />
    </div>
  );
}

export function ApiKeysSection() {
  return (
    <Card aria-labelledby="api-keys-title" role="region" className="min-w-0 gap-4">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <CardTitle id="api-keys-title" as="h2">
            API keys
          </CardTitle>
          <CardDescription>Each key acts in your account as you would, within what you let it do.</CardDescription>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.apiReference}>API reference</Link>
        </Button>
      </CardHeader>
      <CardContent>
        <Keys />
      </CardContent>
    </Card>
  );
}
