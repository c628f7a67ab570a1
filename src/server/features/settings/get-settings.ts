// The Settings as the console shows them: values in force, defaults, which were set here, and
// the version to give back with a change.
import type { SettingsDto } from '../../../domain/settings-dto.ts';
import { INITIAL_SETTINGS_VERSION, type SettingKey } from '../../../domain/settings-keys.ts';
import type { UserActor } from '../../actor.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { appSettings } from '../../db/schema-settings.ts';
import { versionOf } from '../../db/version.ts';
import type { Deps } from '../../deps.ts';
import type { Env } from '../../env.ts';
import { overridesOf, settingsDefaults } from './settings-store.ts';

export async function loadSettingsDto(db: DbOrTx, env: Env): Promise<SettingsDto> {
  const [row] = await db
    .select({
      values: appSettings.values,
      version: versionOf(appSettings.updatedAt),
      updatedAt: appSettings.updatedAt,
      updatedBy: appSettings.updatedBy,
    })
    .from(appSettings);
  const defaults = settingsDefaults(env);
  const overrides = overridesOf(row?.values);
  return {
    values: { ...defaults, ...overrides },
    defaults,
    overridden: Object.keys(overrides) as SettingKey[],
    version: row?.version ?? INITIAL_SETTINGS_VERSION,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

export async function getSettings({ db, env }: Deps, _actor: UserActor): Promise<SettingsDto> {
  return loadSettingsDto(db, env);
}
