// The Settings form: each field shows the environment's default and whether the console
// overrides it; Reset puts a field back to its default. Only changed fields are sent, against the
// version loaded, so another admin's change is never overwritten unseen. The payout methods'
// minimums and fees are one setting, edited together (payout-methods-fields.tsx).
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { RotateCcw, Save } from 'lucide-react';
import type { SettingsDto } from '../../../../domain/settings-dto.ts';
import { SETTING_KEYS, SETTING_LABELS, SETTINGS_SAVED } from '../../../../domain/settings-keys.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { firstErrorMessage } from '../../../lib/first-error-message.ts';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes.ts';
import { useSaveSettings } from '../api/settings-api.ts';
import { methodsDraftOf, PayoutMethodsFields } from './payout-methods-fields.tsx';
import { changeOf, draftOf, fieldOf, LISTS, settingsResolver, toText, type TextKey } from './settings-draft.ts';
import { runMutation } from '../../../lib/run-mutation.ts';

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
  const { register, handleSubmit, reset, setValue, setError, watch, formState } = useForm({
    resolver: settingsResolver,
    context: base.values,
    defaultValues: draftOf(settings.values),
  });
  const draft = watch();
  const errors = formState.errors;
  const save = useSaveSettings();
  const changedElsewhere = settings.version !== base.version && !save.isPending;
  useUnsavedChanges(Object.keys(changeOf(draft, base.values)).length > 0);
  const load = (s: SettingsDto) => {
    setBase(s);
    reset(draftOf(s.values));
  };

  const submit = handleSubmit(
    (values) => {
      if (!Object.keys(values).length) return void toast.info('Nothing to save');
      runMutation(
        save,
        { values, version: base.version },
        {
          onSuccess: (s) => {
            load(s);
            toast.success(SETTINGS_SAVED);
          },
          onError: (err) => {
            const path = err instanceof ApiError ? err.field?.replace(/^values\./, '') : undefined;
            if (path && (SETTING_KEYS as readonly string[]).includes(path.split('.')[0]!))
              setError(fieldOf(path), { message: err.message });
            toast.error('Error', { description: err.message });
          },
        },
      );
    },
    // The first problem is toasted as the server's refusal would be.
    (invalid) => {
      const first = firstErrorMessage(invalid);
      if (first) toast.error('Error', { description: first });
    },
  );
  const methodsOverridden = base.overridden.includes('payoutMethods');

  return (
    <form onSubmit={submit} onFocus={settingsResolver.preload} className="space-y-4" noValidate>
      {changedElsewhere && <ChangedElsewhere onReload={() => load(settings)} />}
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
                  error={errors[k]?.message}
                  description={
                    <span className="flex flex-wrap items-center gap-2">
                      {HELP[k]}
                      {overridden && <ResetButton onClick={() => setValue(k, toText(base.defaults[k]))} />}
                    </span>
                  }
                  className={list ? 'md:col-span-1' : undefined}
                >
                  {list ? (
                    <Textarea rows={8} {...register(k)} />
                  ) : (
                    <Input inputMode={k === 'payoutMinimum' ? 'decimal' : k === 'ackWaitHours' ? 'numeric' : undefined} {...register(k)} />
                  )}
                </FormField>
              );
            })}
            {g.methods && (
              <PayoutMethodsSection
                overridden={methodsOverridden}
                onReset={() => setValue('payoutMethods', methodsDraftOf(base.defaults.payoutMethods))}
              >
                <PayoutMethodsFields
                  draft={draft.payoutMethods}
                  payoutMinimum={draft.payoutMinimum}
                  field={(m, term) => register(`payoutMethods.${m}.${term}`)}
                  error={(m, term) => errors.payoutMethods?.[m]?.[term]?.message}
                />
              </PayoutMethodsSection>
            )}
          </CardContent>
        </Card>
      ))}
      <SaveBar updatedAt={base.updatedAt} saving={save.isPending} />
    </form>
  );
}

/** The payout methods' minimums and fees, with their heading, note and reset. */
function PayoutMethodsSection({ overridden, onReset, children }: { overridden: boolean; onReset: () => void; children: ReactNode }) {
  return (
    <section aria-labelledby="payout-methods" className="grid gap-3 md:col-span-2">
      <div className="grid gap-1">
        <h3 id="payout-methods" className="flex items-center gap-2 text-sm leading-none font-medium">
          {SETTING_LABELS.payoutMethods} <SetHere overridden={overridden} />
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          Each method&apos;s minimum (empty: the payout minimum) and fee: a fixed amount plus a percentage of the claim, taken from it.
          Artists see both, and what they will receive, before they send a claim.
          {overridden && <ResetButton onClick={onReset} />}
        </p>
      </div>
      {children}
    </section>
  );
}

/** When the settings last changed, and Save. */
function SaveBar({ updatedAt, saving }: { updatedAt: string | null; saving: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">
        {updatedAt ? `Last changed ${new Date(updatedAt).toLocaleString()}` : 'Every value is the server default.'}
      </p>
      <Button type="submit" disabled={saving}>
        <Save aria-hidden="true" /> Save settings
      </Button>
    </div>
  );
}

/** Another admin saved since this form was filled: a way to start from their values. */
function ChangedElsewhere({ onReload }: { onReload: () => void }) {
  return (
    <p role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-warning bg-warning/15 px-4 py-3 text-sm">
      Another admin changed the settings since you opened them.
      <Button type="button" size="sm" variant="outline" onClick={onReload}>
        Load the latest
      </Button>
    </p>
  );
}
