// Plans, prices and what each plan includes (SPEC sections 1, 6 and 9). The single source for
// pricing pages, payments and server-side limits.
import { STORE_COUNT } from './stores.ts';
export const PLAN_TYPES = ['free', 'individual_artist', 'small_label', 'enterprise_label'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export type PaidPlanType = Exclude<PlanType, 'free'>;

export const PAID_PLAN_TYPES = ['individual_artist', 'small_label', 'enterprise_label'] as const satisfies readonly PaidPlanType[];

export function isPaidPlanType(value: unknown): value is PaidPlanType {
  return typeof value === 'string' && (PAID_PLAN_TYPES as readonly string[]).includes(value);
}

export type Plan = {
  type: PlanType;
  name: string;
  usdPrice: number; // whole dollars per year
  royaltyShare: number; // percent of earnings the artist keeps
  artists: string;
  payoutCadence: string;
  /** The stores a plan's releases reach: every store of the list (domain/stores.ts). */
  platforms: number;
  releasesPerMonth: number | null; // null: unlimited
  cta: string;
  features: string[];
};

export const PLANS: readonly Plan[] = [
  {
    type: 'free',
    name: 'Free',
    usdPrice: 0,
    royaltyShare: 80,
    artists: '1 artist',
    payoutCadence: 'Monthly',
    platforms: STORE_COUNT,
    releasesPerMonth: 5,
    cta: 'Start Free',
    features: [
      `Distribution to ${STORE_COUNT} stores`,
      'Up to 5 releases per month',
      'Keep 80% of royalties',
      'Basic analytics',
      'Email support',
    ],
  },
  {
    type: 'individual_artist',
    name: 'Individual Artist',
    usdPrice: 5,
    royaltyShare: 90,
    artists: '1 artist',
    payoutCadence: 'Monthly',
    platforms: STORE_COUNT,
    releasesPerMonth: null,
    cta: 'Choose Individual',
    features: [
      `Distribution to ${STORE_COUNT} stores`,
      'Unlimited releases',
      'Keep 90% of royalties',
      'Revenue splits with collaborators',
      'Monthly payouts',
    ],
  },
  {
    type: 'small_label',
    name: 'Small Label',
    usdPrice: 15,
    royaltyShare: 92,
    artists: 'Up to 10 artists',
    payoutCadence: 'Weekly',
    platforms: STORE_COUNT,
    releasesPerMonth: null,
    cta: 'Choose Small Label',
    features: [
      'Everything in Individual',
      'Up to 10 artists',
      'Keep 92% of royalties',
      'Analytics dashboard',
      'Priority support',
      'Playlist pitching',
      'Weekly payouts',
    ],
  },
  {
    type: 'enterprise_label',
    name: 'Enterprise Label',
    usdPrice: 30,
    royaltyShare: 95,
    artists: 'Unlimited artists',
    payoutCadence: 'Real-time',
    platforms: STORE_COUNT,
    releasesPerMonth: null,
    cta: 'Choose Enterprise',
    features: [
      'Everything in Small Label',
      'Unlimited artists',
      'Keep 95% of royalties',
      'API access',
      'White-label solutions',
      'Dedicated manager',
      'Custom splits',
    ],
  },
];

export function planByType(type: string | null | undefined): Plan | undefined {
  return PLANS.find((p) => p.type === type);
}

/** The plan type sent to payment: name lowercased, first space replaced by an underscore. */
export function planTypeFromName(name: string): string {
  return name.toLowerCase().replace(' ', '_');
}

/** Features gated by plan (SPEC section 6). */
export const PLAN_FEATURES = [
  { key: 'distribution', label: 'Music Distribution', plans: PLAN_TYPES },
  { key: 'royalties', label: 'Royalty Collection', plans: PLAN_TYPES },
  { key: 'basic_analytics', label: 'Basic Analytics', plans: PLAN_TYPES },
  { key: 'revenue_splits', label: 'Revenue Splits', plans: PLAN_TYPES },
  { key: 'analytics_dashboard', label: 'Analytics Dashboard', plans: ['small_label', 'enterprise_label'] },
  { key: 'priority_support', label: 'Priority Support', plans: ['small_label', 'enterprise_label'] },
  { key: 'playlist_pitching', label: 'Playlist Pitching', plans: ['small_label', 'enterprise_label'] },
  { key: 'api_access', label: 'API Access', plans: ['enterprise_label'] },
  { key: 'white_label', label: 'White-label Solutions', plans: ['enterprise_label'] },
] as const satisfies readonly { key: string; label: string; plans: readonly PlanType[] }[];

export type PlanFeatureKey = (typeof PLAN_FEATURES)[number]['key'];

export function planHasFeature(plan: PlanType, feature: PlanFeatureKey): boolean {
  const f = PLAN_FEATURES.find((x) => x.key === feature);
  return !!f && (f.plans as readonly PlanType[]).includes(plan);
}
