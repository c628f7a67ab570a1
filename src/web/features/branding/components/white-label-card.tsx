// The owner's white label: the label's name and logo, shown on the dashboard (to the whole team)
// and on the mails its members and payees receive, while the account is on Enterprise Label. Off it,
// the card says so and links to the plans; what was saved is kept.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandingDto } from '../../../../domain/branding-dto.ts';
import { BRANDING_MESSAGES } from '../../../../domain/branding.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ImageUpload } from '../../../components/upload/image-upload.tsx';
import { brandingOptions } from '../../../lib/account-brand.ts';
import { api, ApiError, isRefusal } from '../../../lib/api-client.ts';
import { PlanNotice } from '../../../components/ui/plan-notice.tsx';

export function WhiteLabelCard() {
  const query = useQuery(brandingOptions());
  return (
    <Card aria-labelledby="white-label-title">
      <CardHeader>
        <CardTitle id="white-label-title" as="h2">
          White Label
        </CardTitle>
        <CardDescription>
          Your label’s name and logo on your team’s dashboard and on the mails your team and payees receive.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <LoadError title="Could not load your white label" message={query.error.message} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <div className="space-y-3">
            <Skeleton className="h-9 w-full max-w-sm" />
            <Skeleton className="h-16 w-40" />
          </div>
        ) : (
          <WhiteLabelForm branding={query.data} />
        )}
      </CardContent>
    </Card>
  );
}

function WhiteLabelForm({ branding }: { branding: BrandingDto }) {
  const client = useQueryClient();
  const [name, setName] = useState(branding.saved?.name ?? '');
  const [logo, setLogo] = useState<{ id: string; url: string | null }>({
    id: branding.saved?.logoFileId ?? '',
    url: branding.saved?.logoFileId ? `/api/files/${branding.saved.logoFileId}/thumbnail` : null,
  });
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const save = useMutation({
    mutationFn: () => api('PUT /branding', { body: { name, logoFileId: logo.id } }),
    onSuccess: (saved) => {
      client.setQueryData(brandingOptions().queryKey, saved);
      toast.success('White label saved');
    },
    onError: (err) =>
      setError({
        field: err instanceof ApiError ? err.field : undefined,
        message: isRefusal(err) ? err.message : 'Please try again later.',
      }),
  });
  if (branding.locked) return <PlanNotice title="Enterprise Label" message={branding.locked} />;
  return (
    <form
      className="grid max-w-xl gap-4"
      aria-label="White label"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        if (!name.trim()) return setError({ field: 'name', message: BRANDING_MESSAGES.nameRequired });
        save.mutate();
      }}
    >
      <FormField label="Label Name" required error={error?.field === 'name' ? error.message : undefined}>
        <Input maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <ImageUpload
        label="Logo"
        shape="logo"
        imageUrl={logo.url}
        error={error?.field === 'logoFileId' ? error.message : undefined}
        onChange={(id, url) => setLogo({ id, url })}
      />
      {error && !error.field && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error.message}
        </p>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner size="sm" />} Save White Label
        </Button>
      </div>
    </form>
  );
}
