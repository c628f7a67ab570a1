// Toasts: `toast.success(title, { description })` and `toast.error(...)`, with sonner's options.
// Sonner and its toaster load with the first toast, not with every screen: the call is handed on
// once they are in (sonner shows toasts raised before its toaster mounted). Mount <Toaster />
// (toaster.tsx) once near the root.
import type * as Sonner from 'sonner';

type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';

let sonner: Promise<typeof Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function load(): Promise<typeof Sonner> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  return (sonner ??= import('sonner').catch((err: unknown) => {
    sonner = undefined;
    throw err;
  }));
}

const raise = (kind: Kind) => (message: string, data?: Sonner.ExternalToast) =>
  void load()
    .then(({ toast: t }) => t[kind](message, data))
    .catch(() => console.warn(`${kind}: ${message}`));

export const toast = {
  success: raise('success'),
  error: raise('error'),
  info: raise('info'),
  warning: raise('warning'),
  message: raise('message'),
  /** Takes the toast with this id away (every toast without one); nothing to do before the first toast. */
  dismiss: (id?: string | number) => void sonner?.then(({ toast: t }) => t.dismiss(id)).catch(() => undefined),
};

/** Whether a toast was raised, so the toaster must be there (toaster.tsx). */
export const toasterWanted = {
  get: () => wanted,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
