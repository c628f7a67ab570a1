// What pages are served with now: the public settings (support contacts, chat widget, store
// names) and the environment they come from, with the console's Settings in force. The same
// object is returned until the settings change, so callers can cache what they build from it.
import type { PublicConfigDto } from '../../../domain/public-config-dto.ts';
import { FEATURED_STORES, MORE_STORES } from '../../../domain/stores.ts';
import type { Deps } from '../../deps.ts';
import type { Env } from '../../env.ts';
import { publicConfig } from '../system/public-config.ts';
import { effectiveEnv } from './settings-store.ts';

export type PageSettings = { env: Env; config: PublicConfigDto };
const built = new WeakMap<Env, PageSettings>();
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export async function currentPublicConfig(deps: Deps): Promise<PageSettings> {
  const { env, settings } = await effectiveEnv(deps);
  let page = built.get(env);
  if (!page) {
    const defaultStores =
      same(
        settings.featuredStores,
        FEATURED_STORES.map((s) => s.name),
      ) && same(settings.moreStores, MORE_STORES);
    page = { env, config: publicConfig(env, defaultStores ? undefined : { featured: settings.featuredStores, more: settings.moreStores }) };
    built.set(env, page);
  }
  return page;
}
