import { describe, expect, it } from 'vitest';
import { planPrice } from './money.ts';
import { planByType, planHasFeature, planTypeFromName, PLANS } from './plans.ts';
import { planBadge } from './plan-badge.ts';

describe('plans', () => {
  it('prices yearly in USD, INR at 83 rounded', () => {
    expect(PLANS.map((p) => p.usdPrice)).toEqual([0, 5, 15, 30]);
    expect(PLANS.slice(1).map((p) => planPrice(p, 'INR'))).toEqual([415_00, 1245_00, 2490_00]);
  });

  it('derives the payment plan type from the name', () => {
    expect(PLANS.slice(1).map((p) => planTypeFromName(p.name))).toEqual(['individual_artist', 'small_label', 'enterprise_label']);
  });

  it('keeps the royalty shares of the spec', () => {
    expect(PLANS.map((p) => p.royaltyShare)).toEqual([80, 90, 92, 95]);
    expect(planByType('free')?.releasesPerMonth).toBe(5);
    // every plan reaches every store of the list (stores.test.ts)
    expect(PLANS.map((p) => p.platforms)).toEqual([30, 30, 30, 30]);
  });

  it('gates features by plan', () => {
    expect(planHasFeature('free', 'analytics_dashboard')).toBe(false);
    expect(planHasFeature('small_label', 'playlist_pitching')).toBe(true);
    expect(planHasFeature('small_label', 'api_access')).toBe(false);
    expect(planHasFeature('enterprise_label', 'white_label')).toBe(true);
    expect(planHasFeature('free', 'distribution')).toBe(true);
  });

  it('falls back to INDIVIDUAL for the badge', () => {
    expect(planBadge(undefined)).toBe('INDIVIDUAL');
    expect(planBadge('small_label')).toBe('SMALL LABEL');
  });
});
