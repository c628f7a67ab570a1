// The Settings form's values as typed (text, lists one name a line, the payout methods' terms),
// what of them is sent (only what differs from the settings loaded, as the server takes it), and
// the check of that change by the schema the server parses it with, each problem on its field.
import { get, set, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import type { SettingsValues } from '../../../../domain/settings-dto.ts';
import { SETTING_KEYS, type SettingKey } from '../../../../domain/settings-keys.ts';
import { loadOnce } from '../../../lib/load-once.ts';
import { methodsDraftOf, methodsValue, type MethodsDraft } from './payout-methods-fields.tsx';

/** The settings edited as text (the payout methods have their own fields). */
export type TextKey = Exclude<SettingKey, 'payoutMethods'>;
export const TEXT_KEYS = SETTING_KEYS.filter((k): k is TextKey => k !== 'payoutMethods');
export const LISTS: SettingKey[] = ['featuredStores', 'moreStores'];

export type SettingsDraft = Record<TextKey, string> & { payoutMethods: MethodsDraft };
/** A change as the server takes it: null puts a setting back to its default. */
export type SettingsChange = { [K in SettingKey]?: SettingsValues[K] | null };

export const toText = (v: SettingsValues[TextKey]) => (Array.isArray(v) ? v.join('\n') : (v ?? ''));

export const draftOf = (v: SettingsValues): SettingsDraft => ({
  ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, toText(v[k])])) as Record<TextKey, string>),
  payoutMethods: methodsDraftOf(v.payoutMethods),
});

const parse = (k: TextKey, text: string): SettingsValues[TextKey] | null => {
  if (LISTS.includes(k))
    return text
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean);
  const t = text.trim();
  return t === '' ? null : t;
};

/** The fields that differ from `base`, each as the server takes it. */
export function changeOf(draft: SettingsDraft, base: SettingsValues): SettingsChange {
  const change: SettingsChange = {};
  for (const k of TEXT_KEYS) if (draft[k] !== toText(base[k])) Object.assign(change, { [k]: parse(k, draft[k]) });
  if (JSON.stringify(draft.payoutMethods) !== JSON.stringify(methodsDraftOf(base.payoutMethods)))
    change.payoutMethods = methodsValue(draft.payoutMethods);
  return change;
}

/**
 * A problem's field in the form, from its path in the change (the server's field less "values."):
 * a list is one text field, a payout method's term its own.
 */
export const fieldOf = (path: string) => {
  const [key, method, term] = path.split('.');
  return (key === 'payoutMethods' ? [key, method, term].filter(Boolean).join('.') : key!) as FieldPath<SettingsDraft>;
};

const loadSchema = loadOnce(() => import('../../../../domain/settings.ts'));

/**
 * The form's resolver, given the settings loaded as its context: it checks the change (only what
 * was edited, as the server would) and gives it to the submit handler as what to send.
 */
export const settingsResolver: Resolver<SettingsDraft, SettingsValues, SettingsChange> & { preload: () => void } = Object.assign(
  async (draft: SettingsDraft, base: SettingsValues | undefined) => {
    const change = changeOf(draft, base!);
    const result = (await loadSchema()).updateSettingsSchema.shape.values.safeParse(change);
    if (result.success) return { values: change, errors: {} };
    const errors: FieldErrors<SettingsDraft> = {};
    for (const issue of result.error.issues) {
      const name = fieldOf(issue.path.join('.'));
      if (!get(errors, name)) set(errors, name, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  },
  { preload: () => void loadSchema().catch(() => undefined) },
);
