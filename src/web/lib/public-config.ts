// The public settings (support email, phone, chat widget, ...). The server embeds them in every
// page it serves, so they are known before the first render and pre-rendered pages hydrate with
// exactly the values they were served with. Without them (the Vite dev server) they are fetched.
import { useSyncExternalStore } from 'react';
import type { PublicConfigDto } from '../../domain/profile.ts';
import { PUBLIC_CONFIG_ELEMENT_ID, telHref } from '../../domain/public-config.ts';

const FALLBACK: PublicConfigDto = {
  brand: 'Tunelane',
  googleEnabled: false,
  supportEmail: 'support@tunelane.local',
  supportPhone: '+91 11 4000 1234',
  supportPhoneHref: telHref('+91 11 4000 1234'),
  careersEmail: 'careers@tunelane.local',
  signupUrl: '/auth?mode=signup',
  chat: null,
  payments: 'razorpay', // no notice until the server says otherwise
};

let config: PublicConfigDto | undefined;
const listeners = new Set<() => void>();

function embedded(): PublicConfigDto | undefined {
  if (typeof document === 'undefined') return undefined;
  const el = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  if (!el?.textContent) return undefined;
  try {
    return { ...FALLBACK, ...(JSON.parse(el.textContent) as Partial<PublicConfigDto>) };
  } catch {
    return undefined;
  }
}

/** The settings now: embedded ones, else those the pre-render set, else defaults (and a fetch). */
function getPublicConfig(): PublicConfigDto {
  if (config) return config;
  config = embedded();
  if (config) return config;
  config = FALLBACK;
  if (typeof window !== 'undefined') {
    fetch('/api/config')
      .then((r) => (r.ok ? (r.json() as Promise<PublicConfigDto>) : undefined))
      .then((fetched) => {
        if (!fetched) return;
        config = fetched;
        listeners.forEach((l) => l());
      })
      .catch(() => undefined);
  }
  return config;
}

/** The build renders pages with placeholder settings (see domain/public-config.ts). */
export function setPublicConfig(value: PublicConfigDto): void {
  config = value;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** The settings as a hook; the same shape as a query result for callers that expect one. */
export function usePublicConfig(): { data: PublicConfigDto; isPending: false } {
  const data = useSyncExternalStore(subscribe, getPublicConfig, getPublicConfig);
  return { data, isPending: false };
}
