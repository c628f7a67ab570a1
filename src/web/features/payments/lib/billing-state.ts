// The buyer's state for rupee payments (its GST code), chosen once on the pricing screen and kept
// in this browser: each rupee order sends it, and the receipt names it as the place of supply.
import { useSyncExternalStore } from 'react';
import { isGstStateCode } from '../../../../domain/gst.ts';

const KEY = 'tunelane.billing-state';
const listeners = new Set<() => void>();

export function getBillingState(): string | undefined {
  try {
    const value = localStorage.getItem(KEY);
    return isGstStateCode(value) ? value : undefined;
  } catch {
    return undefined; // storage blocked: no state, the receipt names India
  }
}

export function setBillingState(code: string): void {
  try {
    localStorage.setItem(KEY, code);
  } catch {
    // storage blocked: the choice lasts until the page is left
  }
  memory = code;
  for (const l of listeners) l();
}

let memory: string | undefined;
const read = () => getBillingState() ?? memory;

export function useBillingState(): string | undefined {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    () => undefined,
  );
}

/** What a rupee order sends: the chosen state, if any. */
export const billingStateFor = (currency: string): string | undefined => (currency === 'INR' ? read() : undefined);
