// An admin changes Settings: only the fields sent change (null puts one back to its default),
// against the version they loaded (another admin's change in between is refused), with an audit
// entry of the fields before and after, and a notification so every instance uses them at once.
import { sql } from 'drizzle-orm';
import { RECORD_CHANGED } from '../../../domain/admin-list.ts';
import { DomainError } from '../../../domain/errors.ts';
import type { SettingsDto } from '../../../domain/settings-dto.ts';
import { INITIAL_SETTINGS_VERSION, type SettingKey } from '../../../domain/settings-keys.ts';
import type { UpdateSettingsInput } from '../../../domain/settings.ts';
import type { UserActor } from '../../actor.ts';
import { appSettings } from '../../db/schema-settings.ts';
import { versionOf } from '../../db/version.ts';
import type { Deps } from '../../deps.ts';
import { notify } from '../../realtime/notify.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { loadSettingsDto } from './get-settings.ts';
import { forgetSettings, overridesOf, settingsDefaults } from './settings-store.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function updateSettings(deps: Deps, actor: UserActor, input: UpdateSettingsInput): Promise<SettingsDto> {
  const defaults = settingsDefaults(deps.env);
  const result = await deps.db.transaction(async (tx) => {
    await tx.insert(appSettings).values({ id: 1 }).onConflictDoNothing();
    const [row] = await tx
      .select({ values: appSettings.values, version: versionOf(appSettings.updatedAt), updatedBy: appSettings.updatedBy })
      .from(appSettings)
      .for('update');
    const fresh = row!.updatedBy === null && same(row!.values, {});
    const version = fresh ? INITIAL_SETTINGS_VERSION : row!.version;
    if (input.version !== version && !(fresh && input.version === INITIAL_SETTINGS_VERSION))
      throw new DomainError('CONFLICT', RECORD_CHANGED);
    const overrides: Record<string, unknown> = { ...overridesOf(row!.values) };
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(input.values) as [SettingKey, unknown][]) {
      if (v === undefined) continue;
      const was = k in overrides ? overrides[k] : defaults[k];
      // A value equal to the default is no override: it follows the environment again.
      if (v === null || same(v, defaults[k])) delete overrides[k];
      else overrides[k] = v;
      const now = k in overrides ? overrides[k] : defaults[k];
      if (!same(was, now)) {
        before[k] = was;
        after[k] = now;
      }
    }
    if (!Object.keys(after).length) return loadSettingsDto(tx, deps.env);
    await tx.update(appSettings).set({ values: overrides, updatedAt: sql`now()`, updatedBy: actor.userId });
    await recordAudit(tx, actor, { action: 'settings.changed', entityType: 'settings', entityId: 'app', before, after });
    await notify(tx, { topic: 'settings' });
    return loadSettingsDto(tx, deps.env);
  });
  forgetSettings(deps);
  return result;
}
