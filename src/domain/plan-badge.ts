// The badge text for a plan, which every dashboard screen's sidebar shows: apart from the plans'
// table (plans.ts), so those screens load none of it.

/** The badge text for a plan: the spec's fallback is INDIVIDUAL. */
export function planBadge(type: string | null | undefined): string {
  if (!type) return 'INDIVIDUAL';
  return type.replaceAll('_', ' ').toUpperCase();
}
