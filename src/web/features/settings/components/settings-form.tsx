// The Settings form: each field shows the environment's default and whether the console
// overrides it; Reset puts a field back to its default. Only changed fields are sent, against the
// version loaded, so another admin's change is never overwritten unseen.
import { useState, type FormEvent } from 'react';
import { RotateCcw, Save } from 'lucide-react';
import {
  SETTING_KEYS,
  SETTING_LABELS,
  SETTINGS_SAVED,
  type SettingKey,
  type SettingsDto,
  type SettingsValues,
} from '../../../../domain/settings-dto.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes.ts';
import { useSaveSettings } from '../api/settings-api.ts';

type Draft = Record<SettingKey, string>;
const LISTS: SettingKey[] = ['featuredStores', 'moreStores'];
const toText = (v: SettingsValues[SettingKey]) => (Array.isArray(v) ? v.join('\n') : (v ?? ''));
const draftOf = (v: SettingsValues) => Object.fromEntries(SETTING_KEYS.map((k) => [k, toText(v[k])])) as Draft;
const parse = (k: SettingKey, text: string): SettingsValues[SettingKey] | null => {
  if (LISTS.includes(k))
    return text
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean);
  const t = text.trim();
  return t === '' ? null : t;
};

const HELP: Record<SettingKey, string> = {
  supportEmail: 'Shown on the site; contact-form messages are sent here.',
  supportPhone: 'Shown in the footer and on /contact-support.',
  featuredStores: 'One per line: the cards at the top of /stores.',
  moreStores: 'One per line: the names listed under them on /stores.',
  payoutMinimum: 'The smallest payout an artist can claim, in USD.',
  chatWidgetSrc: 'The https:// address of the live-chat script; empty for none.',
  chatWidgetId: 'The widget id the chat service gave you, if it needs one.',
  ackWaitHours: 'A delivery with no new answer from its store for longer is listed on the Overview.',
};

const GROUPS: { title: string; description: string; keys: SettingKey[] }[] = [
  { title: 'Support', description: 'How artists reach the team.', keys: ['supportEmail', 'supportPhone'] },
  { title: 'Stores', description: 'The names shown on /stores.', keys: ['featuredStores', 'moreStores'] },
  { title: 'Payouts', description: 'Read by payout claims.', keys: ['payoutMinimum'] },
  { title: 'Deliveries', description: 'Read by the Overview’s deliveries.', keys: ['ackWaitHours'] },
  { title: 'Live chat', description: 'The third-party chat widget on every page.', keys: ['chatWidgetSrc', 'chatWidgetId'] },
];

export function SettingsForm({ settings }: { settings: SettingsDto }) {
  const [base, setBase] = useState(settings);
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings.values));
  const [errors, setErrors] = useState<Partial<Record<SettingKey, string>>>({});
  const save = useSaveSettings();
  const changedElsewhere = settings.version !== base.version && !save.isPending;
  useUnsavedChanges(SETTING_KEYS.some((k) => draft[k] !== toText(base.values[k])));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const values: Partial<Record<SettingKey, SettingsValues[SettingKey] | null>> = {};
    for (const k of SETTING_KEYS) if (draft[k] !== toText(base.values[k])) values[k] = parse(k, draft[k]);
    if (!Object.keys(values).length) return toast.info('Nothing to save');
    setErrors({});
    save.mutate(
      { values: values as Parameters<typeof save.mutate>[0]['values'], version: base.version },
      {
        onSuccess: (s) => {
          setBase(s);
          setDraft(draftOf(s.values));
          toast.success(SETTINGS_SAVED);
        },
        onError: (err) => {
          const field = err instanceof ApiError ? err.field?.replace(/^values\./, '').split('.')[0] : undefined;
          if (field && (SETTING_KEYS as readonly string[]).includes(field)) setErrors({ [field]: err.message });
          toast.error('Error', { description: err.message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {changedElsewhere && (
        <p role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-warning bg-warning/15 px-4 py-3 text-sm">
          Another admin changed the settings since you opened them.
          <Button type="button" size="sm" variant="outline" onClick={() => (setBase(settings), setDraft(draftOf(settings.values)))}>
            Load the latest
          </Button>
        </p>
      )}
      {GROUPS.map((g) => (
        <Card key={g.title}>
          <CardHeader>
            <CardTitle>{g.title}</CardTitle>
            <CardDescription>{g.description}</CardDescription>
          </CardHeader>
          <CardContent className="grid items-start gap-4 md:grid-cols-2">
            {g.keys.map((k) => {
              const overridden = base.overridden.includes(k);
              const list = LISTS.includes(k);
              return (
                <FormField
                  key={k}
                  label={
                    <span className="flex items-center gap-2">
                      {SETTING_LABELS[k]}{' '}
                      {overridden ? <Badge variant="secondary">Set here</Badge> : <Badge variant="outline">Default</Badge>}
                    </span>
                  }
                  error={errors[k]}
                  description={
                    <span className="flex flex-wrap items-center gap-2">
                      {HELP[k]}
                      {overridden && (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                          onClick={() => setDraft((d) => ({ ...d, [k]: toText(base.defaults[k]) }))}
                        >
                          <RotateCcw className="size-3" aria-hidden="true" /> Reset to default
                        </button>
                      )}
                    </span>
                  }
                  className={list ? 'md:col-span-1' : undefined}
                >
                  {list ? (
                    <Textarea rows={8} value={draft[k]} onChange={(e) => setDraft((d) => ({ ...d, [k]: e.target.value }))} />
                  ) : (
                    <Input
                      value={draft[k]}
                      inputMode={k === 'payoutMinimum' ? 'decimal' : k === 'ackWaitHours' ? 'numeric' : undefined}
                      onChange={(e) => setDraft((d) => ({ ...d, [k]: e.target.value }))}
                    />
                  )}
                </FormField>
              );
            })}
          </CardContent>
        </Card>
      ))}
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {base.updatedAt ? `Last changed ${new Date(base.updatedAt).toLocaleString()}` : 'Every value is the server default.'}
        </p>
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" /> Save settings
        </Button>
      </div>
    </form>
  );
}
