// The Settings form: each field shows the environment's default and whether the console
// overrides it; Reset puts a field back to its default. Only changed fields are sent, against the
// version loaded, so another admin's change is never overwritten unseen. The payout methods'
// minimums and fees are one setting, edited together (payout-methods-fields.tsx).
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
import { methodsDraftOf, methodsValue, PayoutMethodsFields, type MethodsDraft } from './payout-methods-fields.tsx';

/** The settings edited as text (the payout methods have their own fields). */
type TextKey = Exclude<SettingKey, 'payoutMethods'>;
const TEXT_KEYS = SETTING_KEYS.filter((k): k is TextKey => k !== 'payoutMethods');
type Draft = Record<TextKey, string>;
const LISTS: SettingKey[] = ['featuredStores', 'moreStores'];
const toText = (v: SettingsValues[TextKey]) => (Array.isArray(v) ? v.join('\n') : (v ?? ''));
const draftOf = (v: SettingsValues) => Object.fromEntries(TEXT_KEYS.map((k) => [k, toText(v[k])])) as Draft;
const sameMethods = (a: MethodsDraft, b: MethodsDraft) => JSON.stringify(a) === JSON.stringify(b);
const parse = (k: TextKey, text: string): SettingsValues[TextKey] | null => {
  if (LISTS.includes(k))
    return text
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean);
  const t = text.trim();
  return t === '' ? null : t;
};

const HELP: Record<TextKey, string> = {
  supportEmail: 'Shown on the site; contact-form messages are sent here.',
  supportPhone: 'Shown in the footer and on /contact-support.',
  featuredStores: 'One per line: the cards at the top of /stores.',
  moreStores: 'One per line: the names listed under them on /stores.',
  payoutMinimum: 'The smallest payout an artist can claim, in USD, by a method without a minimum of its own.',
  chatWidgetSrc: 'The https:// address of the live-chat script; empty for none.',
  chatWidgetId: 'The widget id the chat service gave you, if it needs one.',
  ackWaitHours: 'A delivery with no new answer from its store for longer is listed on the Overview.',
};

/** Whether a setting is set here or follows its default. */
const SetHere = ({ overridden }: { overridden: boolean }) =>
  overridden ? <Badge variant="secondary">Set here</Badge> : <Badge variant="outline">Default</Badge>;

function ResetButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline" onClick={onClick}>
      <RotateCcw className="size-3" aria-hidden="true" /> Reset to default
    </button>
  );
}

const GROUPS: { title: string; description: string; keys: TextKey[]; methods?: true }[] = [
  { title: 'Support', description: 'How artists reach the team.', keys: ['supportEmail', 'supportPhone'] },
  { title: 'Stores', description: 'The names shown on /stores.', keys: ['featuredStores', 'moreStores'] },
  { title: 'Payouts', description: 'Read by payout claims.', keys: ['payoutMinimum'], methods: true },
  { title: 'Deliveries', description: 'Read by the Overview’s deliveries.', keys: ['ackWaitHours'] },
  { title: 'Live chat', description: 'The third-party chat widget on every page.', keys: ['chatWidgetSrc', 'chatWidgetId'] },
];

export function SettingsForm({ settings }: { settings: SettingsDto }) {
  const [base, setBase] = useState(settings);
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings.values));
  const [methods, setMethods] = useState<MethodsDraft>(() => methodsDraftOf(settings.values.payoutMethods));
  const [errors, setErrors] = useState<Partial<Record<SettingKey, string>>>({});
  const [methodErrors, setMethodErrors] = useState<Record<string, string>>({});
  const save = useSaveSettings();
  const changedElsewhere = settings.version !== base.version && !save.isPending;
  const methodsChanged = !sameMethods(methods, methodsDraftOf(base.values.payoutMethods));
  useUnsavedChanges(methodsChanged || TEXT_KEYS.some((k) => draft[k] !== toText(base.values[k])));
  const load = (s: SettingsDto) => {
    setBase(s);
    setDraft(draftOf(s.values));
    setMethods(methodsDraftOf(s.values.payoutMethods));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const values: Partial<Record<SettingKey, SettingsValues[SettingKey] | null>> = {};
    for (const k of TEXT_KEYS) if (draft[k] !== toText(base.values[k])) values[k] = parse(k, draft[k]);
    if (methodsChanged) values.payoutMethods = methodsValue(methods);
    if (!Object.keys(values).length) return toast.info('Nothing to save');
    setErrors({});
    setMethodErrors({});
    save.mutate(
      { values: values as Parameters<typeof save.mutate>[0]['values'], version: base.version },
      {
        onSuccess: (s) => {
          load(s);
          toast.success(SETTINGS_SAVED);
        },
        onError: (err) => {
          const path = err instanceof ApiError ? err.field?.replace(/^values\./, '') : undefined;
          const field = path?.split('.')[0];
          if (field === 'payoutMethods') setMethodErrors({ [path!.replace(/^payoutMethods\.?/, '')]: err.message });
          else if (field && (SETTING_KEYS as readonly string[]).includes(field)) setErrors({ [field]: err.message });
          toast.error('Error', { description: err.message });
        },
      },
    );
  };
  const methodsOverridden = base.overridden.includes('payoutMethods');

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {changedElsewhere && (
        <p role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-warning bg-warning/15 px-4 py-3 text-sm">
          Another admin changed the settings since you opened them.
          <Button type="button" size="sm" variant="outline" onClick={() => load(settings)}>
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
                      {SETTING_LABELS[k]} <SetHere overridden={overridden} />
                    </span>
                  }
                  error={errors[k]}
                  description={
                    <span className="flex flex-wrap items-center gap-2">
                      {HELP[k]}
                      {overridden && <ResetButton onClick={() => setDraft((d) => ({ ...d, [k]: toText(base.defaults[k]) }))} />}
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
            {g.methods && (
              <section aria-labelledby="payout-methods" className="grid gap-3 md:col-span-2">
                <div className="grid gap-1">
                  <h3 id="payout-methods" className="flex items-center gap-2 text-sm leading-none font-medium">
                    {SETTING_LABELS.payoutMethods} <SetHere overridden={methodsOverridden} />
                  </h3>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    Each method&apos;s minimum (empty: the payout minimum) and fee: a fixed amount plus a percentage of the claim, taken
                    from it. Artists see both, and what they will receive, before they send a claim.
                    {methodsOverridden && <ResetButton onClick={() => setMethods(methodsDraftOf(base.defaults.payoutMethods))} />}
                  </p>
                </div>
                <PayoutMethodsFields
                  draft={methods}
                  payoutMinimum={draft.payoutMinimum}
                  errors={methodErrors}
                  onChange={(m, term, value) => {
                    setMethods((d) => ({ ...d, [m]: { ...d[m], [term]: value } }));
                    // the message was about the value it had
                    setMethodErrors(({ [`${m}.${term}`]: _edited, ...rest }) => rest);
                  }}
                />
              </section>
            )}
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
