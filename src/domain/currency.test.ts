import { describe, expect, it } from 'vitest';
import { PLANS } from './plans.ts';
import { currencyForCountry, currencyForTimezone } from './currency.ts';
import { formatMoney, formatPrice, planPrice } from './money.ts';
import { effectivePlan, extendedExpiry } from './payments.ts';

describe('currency', () => {
  it('prices plans in USD and in INR at 83 per dollar, rounded, in minor units', () => {
    const paid = PLANS.filter((p) => p.usdPrice > 0);
    expect(paid.map((p) => planPrice(p, 'USD'))).toEqual([500, 1500, 3000]);
    expect(paid.map((p) => planPrice(p, 'INR'))).toEqual([41500, 124500, 249000]);
    expect(planPrice({ usdPrice: 4.99 }, 'INR')).toBe(41400);
  });

  it('formats the pay button amounts as the pricing cards do, grouped', () => {
    expect(formatPrice(PLANS[1]!, 'INR')).toBe('₹415');
    expect(formatPrice(PLANS[3]!, 'INR')).toBe('₹2,490');
    expect(formatPrice(PLANS[1]!, 'USD')).toBe('$5');
    expect(formatMoney(550, 'USD', { cents: 'auto' })).toBe('$5.50');
  });

  it('detects India by timezone, and by country otherwise', () => {
    expect(currencyForTimezone('Asia/Kolkata')).toEqual({ currency: 'INR', symbol: '₹', country: 'IN' });
    expect(currencyForTimezone('Asia/Calcutta')?.currency).toBe('INR');
    expect(currencyForTimezone('Europe/London')).toBeNull();
    expect(currencyForTimezone(undefined)).toBeNull();
    expect(currencyForCountry('in')).toEqual({ currency: 'INR', symbol: '₹', country: 'IN' });
    expect(currencyForCountry('GB')).toEqual({ currency: 'USD', symbol: '$', country: 'GB' });
    for (const bad of [null, undefined, '', 'India', '12'])
      expect(currencyForCountry(bad)).toEqual({ currency: 'USD', symbol: '$', country: 'US' });
  });
});

describe('subscription rules', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  it('extends a year from the later of now and the current expiry', () => {
    expect(extendedExpiry(now, null).toISOString()).toBe('2027-11-21T10:00:00.000Z');
    expect(extendedExpiry(now, new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2027-11-21T10:00:00.000Z');
    expect(extendedExpiry(now, new Date('2027-03-01T00:00:00Z')).toISOString()).toBe('2028-03-01T00:00:00.000Z');
  });

  it('counts a lapsed or inactive paid plan as free', () => {
    const later = new Date('2027-01-01T00:00:00Z');
    expect(effectivePlan({ planType: 'enterprise_label', subscriptionStatus: 'active', subscriptionExpiresAt: later }, now)).toBe(
      'enterprise_label',
    );
    expect(
      effectivePlan({ planType: 'enterprise_label', subscriptionStatus: 'active', subscriptionExpiresAt: '2026-01-01T00:00:00Z' }, now),
    ).toBe('free');
    expect(effectivePlan({ planType: 'enterprise_label', subscriptionStatus: 'inactive', subscriptionExpiresAt: later }, now)).toBe('free');
    expect(effectivePlan({ planType: 'bogus', subscriptionStatus: 'active', subscriptionExpiresAt: later }, now)).toBe('free');
  });
});
