// Adding or editing a webhook endpoint: its https address, a description, the events it hears
// (checkboxes) and, once added, whether it is on. A refusal naming a field shows beside it, any
// other above the buttons.
import { useState } from 'react';
import type { CreatedWebhookDto, WebhookEndpointDto } from '../../../../domain/webhooks-dto.ts';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES, type WebhookEventType } from '../../../../domain/webhooks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError, isRefusal } from '../../../lib/api-client.ts';
import { runMutation } from '../../../lib/run-mutation.ts';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhooks-api.ts';

type Problem = { field?: string; message: string } | null;

function EventChoices({
  chosen,
  onChange,
  error,
}: {
  chosen: WebhookEventType[];
  onChange: (v: WebhookEventType[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'webhook-events-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">Events</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {WEBHOOK_EVENT_TYPES.map((t) => (
          <div key={t} className="flex items-start gap-2">
            <Checkbox
              id={`event-${t}`}
              checked={chosen.includes(t)}
              onCheckedChange={(on) => onChange(on === true ? [...chosen, t] : chosen.filter((c) => c !== t))}
              className="mt-0.5"
            />
            <Label htmlFor={`event-${t}`} className="flex flex-col items-start gap-0.5 font-normal">
              <span className="font-mono text-xs">{t}</span>
              <span className="text-xs text-muted-foreground">{WEBHOOK_EVENT_LABELS[t]}</span>
            </Label>
          </div>
        ))}
      </div>
      {error && (
        <p id="webhook-events-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Buttons({ saving, label, onCancel }: { saving: boolean; label: string; onCancel: () => void }) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" form="webhook-endpoint-form" disabled={saving}>
        {saving && <Spinner size="sm" />} {label}
      </Button>
    </DialogFooter>
  );
}

/** `endpoint` absent: a new one. `onCreated` shows its secret. */
export function EndpointDialog({
  endpoint,
  onClose,
  onCreated,
}: {
  endpoint?: WebhookEndpointDto;
  onClose: () => void;
  onCreated: (c: CreatedWebhookDto) => void;
}) {
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(endpoint?.events ?? []);
  const [enabled, setEnabled] = useState(endpoint?.enabled ?? true);
  const [problem, setProblem] = useState<Problem>(null);
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const saving = create.isPending || update.isPending;
  const fieldError = (f: string) => (problem?.field === f ? problem.message : undefined);
  const showError = (err: Error) =>
    setProblem({
      field: err instanceof ApiError ? err.field : undefined,
      message: isRefusal(err) ? err.message : 'Please try again later.',
    });

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    setProblem(null);
    if (!/^https?:\/\//i.test(url.trim())) return setProblem({ field: 'url', message: WEBHOOK_MESSAGES.httpsRequired });
    if (!events.length) return setProblem({ field: 'events', message: WEBHOOK_MESSAGES.eventsRequired });
    const body = { url: url.trim(), description, events };
    if (endpoint)
      runMutation(
        update,
        { id: endpoint.id, body: { ...body, enabled } },
        {
          onSuccess: () => {
            toast.success('Endpoint saved');
            onClose();
          },
          onError: showError,
        },
      );
    else
      runMutation(create, body, {
        onSuccess: (created) => {
          onClose();
          onCreated(created);
        },
        onError: showError,
      });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{endpoint ? 'Edit endpoint' : 'Add endpoint'}</DialogTitle>
          <DialogDescription>Where your events are posted, and which ones.</DialogDescription>
        </DialogHeader>
        <form
          id="webhook-endpoint-form"
          aria-label={endpoint ? 'Edit endpoint' : 'Add endpoint'}
          onSubmit={save}
          noValidate
          className="space-y-4"
        >
          <FormField label="Endpoint URL" required error={fieldError('url')} description="An https address on the public internet.">
            <Input
              type="url"
              inputMode="url"
              placeholder="https://example.com/webhooks/tunelane"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          </FormField>
          <FormField label="Description" error={fieldError('description')}>
            <Input maxLength={200} value={description} onChange={(e) => setDescription(e.target.value)} />
          </FormField>
          <EventChoices chosen={events} onChange={setEvents} error={fieldError('events')} />
          {endpoint && (
            <div className="flex items-center gap-2">
              <Switch id="webhook-enabled" checked={enabled} onCheckedChange={setEnabled} />
              <Label htmlFor="webhook-enabled">Send events to this endpoint</Label>
            </div>
          )}
        </form>
        {problem && !['url', 'description', 'events'].includes(problem.field ?? '') && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem.message}
          </p>
        )}
        <Buttons saving={saving} label={endpoint ? 'Save changes' : 'Add endpoint'} onCancel={onClose} />
      </DialogContent>
    </Dialog>
  );
}
