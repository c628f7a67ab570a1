// The plan table word for word (SPEC sections 1, 6 and 9: the pricing pages, the limits and the
// payments all read it), and the feature gates per plan.
import { describe, expect, it } from 'vitest';
import { planPrice } from './money.ts';
import { PLAN_FEATURES, PLAN_TYPES, planByType, planHasFeature, PLANS, planTypeFromName, type PlanFeatureKey } from './plans.ts';
import { planBadge } from './plan-badge.ts';

describe('the plan table', () => {
  it('lists the four plans with their prices, shares, limits and texts', () => {
    expect(PLAN_TYPES).toEqual(['free', 'individual_artist', 'small_label', 'enterprise_label']);
    expect(PLANS).toEqual([
      {
        type: 'free',
        name: 'Free',
        usdPrice: 0,
        royaltyShare: 80,
        artists: '1 artist',
        payoutCadence: 'Monthly',
        platforms: 30,
        releasesPerMonth: 5,
        cta: 'Start Free',
        features: ['Distribution to 30 stores', 'Up to 5 releases per month', 'Keep 80% of royalties', 'Basic analytics', 'Email support'],
      },
      {
        type: 'individual_artist',
        name: 'Individual Artist',
        usdPrice: 5,
        royaltyShare: 90,
        artists: '1 artist',
        payoutCadence: 'Monthly',
        platforms: 30,
        releasesPerMonth: null,
        cta: 'Choose Individual',
        features: [
          'Distribution to 30 stores',
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
        platforms: 30,
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
        platforms: 30,
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
    ]);
  });

  it('finds a plan by its type, and nothing for anything else', () => {
    expect(planByType('small_label')?.name).toBe('Small Label');
    expect(planByType('free')?.name).toBe('Free');
    expect(planByType('platinum')).toBeUndefined();
    expect(planByType(null)).toBeUndefined();
    expect(planByType(undefined)).toBeUndefined();
  });

  it('turns a plan name into the payment type: lower case, the first space only', () => {
    expect(planTypeFromName('Enterprise Label')).toBe('enterprise_label');
    expect(planTypeFromName('Free')).toBe('free');
    expect(planTypeFromName('A B C')).toBe('a_b c');
  });

  it('prices INR at 83 per dollar, rounded to the rupee (in paise)', () => {
    expect(planPrice({ usdPrice: 30 }, 'INR')).toBe(2490_00);
    expect(planPrice({ usdPrice: 4.99 }, 'INR')).toBe(414_00);
    expect(planPrice({ usdPrice: 0.01 }, 'INR')).toBe(1_00);
  });

  it('shows the plan type as a badge, INDIVIDUAL when there is none', () => {
    expect(planBadge('enterprise_label')).toBe('ENTERPRISE LABEL');
    expect(planBadge('free')).toBe('FREE');
    expect(planBadge(null)).toBe('INDIVIDUAL');
    expect(planBadge('')).toBe('INDIVIDUAL');
  });
});

describe('feature gates', () => {
  it('names the features of the spec and the plans that have them', () => {
    expect(PLAN_FEATURES.map((f) => [f.key, f.label, [...f.plans]])).toEqual([
      ['distribution', 'Music Distribution', ['free', 'individual_artist', 'small_label', 'enterprise_label']],
      ['royalties', 'Royalty Collection', ['free', 'individual_artist', 'small_label', 'enterprise_label']],
      ['basic_analytics', 'Basic Analytics', ['free', 'individual_artist', 'small_label', 'enterprise_label']],
      ['revenue_splits', 'Revenue Splits', ['free', 'individual_artist', 'small_label', 'enterprise_label']],
      ['analytics_dashboard', 'Analytics Dashboard', ['small_label', 'enterprise_label']],
      ['priority_support', 'Priority Support', ['small_label', 'enterprise_label']],
      ['playlist_pitching', 'Playlist Pitching', ['small_label', 'enterprise_label']],
      ['api_access', 'API Access', ['enterprise_label']],
      ['white_label', 'White-label Solutions', ['enterprise_label']],
    ]);
  });

  it('answers per plan and feature', () => {
    const table = PLAN_TYPES.map((plan) => PLAN_FEATURES.filter((f) => planHasFeature(plan, f.key)).length);
    expect(table).toEqual([4, 4, 7, 9]);
    expect(planHasFeature('individual_artist', 'analytics_dashboard')).toBe(false);
    expect(planHasFeature('enterprise_label', 'api_access')).toBe(true);
    expect(planHasFeature('enterprise_label', 'no_such_feature' as PlanFeatureKey)).toBe(false);
  });
});
