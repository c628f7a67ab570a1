// The small parts of payments on their own: the currency lookup's address checks and request,
// the checkout's CSP sources, the plan-required message per feature, and the jobs' schedule.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PLAN_FEATURES } from '../../../domain/plans.ts';
import type { Deps } from '../../deps.ts';
import { readEnv } from '../../env.ts';
import { createLogger } from '../../logger.ts';
import { checkoutCsp } from './checkout-csp.ts';
import { detectCountry } from './detect-country.ts';
import { planRequiredMessage } from './assert-plan-feature.ts';
import { paymentJobs, PLAN_CHANGE_START, SUBSCRIPTION_SWEEP } from './jobs.ts';

describe('detectCountry', () => {
  type Answer = { status: number; body: string; delayMs?: number };
  let answer: Answer;
  const asked: { url: string; accept?: string }[] = [];
  const geo = http.createServer((req, res) => {
    asked.push({ url: req.url!, accept: req.headers.accept });
    setTimeout(() => res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body), answer.delayMs ?? 0);
  });
  let deps: Deps;
  beforeAll(async () => {
    await new Promise<void>((r) => geo.listen(0, '127.0.0.1', r));
    const env = readEnv({ GEOLOCATION_URL: `http://127.0.0.1:${(geo.address() as AddressInfo).port}/lookup/{ip}/json/?key=k` });
    deps = { env, log: createLogger('fatal') } as Deps;
  });
  afterAll(async () => {
    geo.closeAllConnections();
    await new Promise((r) => geo.close(r));
  });
  beforeEach(() => {
    asked.length = 0;
    answer = { status: 200, body: JSON.stringify({ country_code: 'de' }) };
  });

  it('asks the service about a public address, for JSON, and reads its country code', async () => {
    expect(await detectCountry(deps, '8.8.8.8')).toBe('DE');
    expect(asked).toEqual([{ url: '/lookup/8.8.8.8/json/?key=k', accept: 'application/json' }]);
    expect(await detectCountry(deps, '2001:4860:4860::8888')).toBe('DE');
    expect(asked[1]!.url).toBe('/lookup/2001%3A4860%3A4860%3A%3A8888/json/?key=k');
  });

  it('never asks about private, loopback or link-local addresses, or what is not an address', async () => {
    const local = [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.10',
      '172.16.0.1',
      '172.20.5.5',
      '172.31.255.255',
      '169.254.1.1',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ];
    for (const ip of [...local, 'not-an-ip', '']) expect(await detectCountry(deps, ip), ip).toBeNull();
    expect(await detectCountry(deps, undefined)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('asks about public neighbours of the private ranges', async () => {
    for (const ip of ['172.15.0.1', '172.32.0.1', '11.0.0.1', '192.169.0.1', '128.0.0.1', '2001:db8::fc']) {
      expect(await detectCountry(deps, ip), ip).toBe('DE');
    }
    expect(asked).toHaveLength(6);
  });

  it('gives null for a failure, a bad answer or a slow service', async () => {
    const answers: Answer[] = [
      { status: 500, body: JSON.stringify({ country_code: 'DE' }) },
      { status: 200, body: 'not json' },
      { status: 200, body: JSON.stringify({ country_code: 'DEU' }) },
      { status: 200, body: JSON.stringify({ country_code: 49 }) },
      { status: 200, body: JSON.stringify({ country: 'DE' }) },
      { status: 200, body: JSON.stringify({ country_code: 'D1' }) },
    ];
    for (const a of answers) {
      answer = a;
      expect(await detectCountry(deps, '8.8.4.4'), a.body).toBeNull();
    }
    answer = { status: 200, body: JSON.stringify({ country_code: 'IN' }), delayMs: 9000 };
    const started = Date.now();
    expect(await detectCountry(deps, '8.8.4.4')).toBeNull();
    expect(Date.now() - started).toBeLessThan(7000);
  }, 30_000);

  it('asks nothing when no service is configured', async () => {
    expect(await detectCountry({ env: readEnv({}), log: createLogger('fatal') } as Deps, '8.8.8.8')).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe('checkoutCsp', () => {
  it('opens the CSP for Razorpay only when it is configured', () => {
    expect(checkoutCsp(readEnv({}))).toEqual({ scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] });
    expect(checkoutCsp(readEnv({ RAZORPAY_KEY_ID: 'rzp_test_a', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' }))).toEqual({
      scriptSrc: ['https://checkout.razorpay.com'],
      frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
      connectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
      imgSrc: ['https://cdn.razorpay.com'],
    });
  });
});

describe('planRequiredMessage', () => {
  it('names the plans that have the feature, the last one after "or"', () => {
    expect(planRequiredMessage('api_access')).toBe('API Access is available on the Enterprise Label plan. Upgrade your plan to use it.');
    expect(planRequiredMessage('analytics_dashboard')).toBe(
      'Analytics Dashboard is available on the Small Label or Enterprise Label plan. Upgrade your plan to use it.',
    );
    expect(planRequiredMessage('distribution')).toBe(
      'Music Distribution is available on the Free, Individual Artist, Small Label or Enterprise Label plan. Upgrade your plan to use it.',
    );
    for (const f of PLAN_FEATURES)
      expect(planRequiredMessage(f.key)).toMatch(new RegExp(`^${f.label} is available on the .+ plan\\. Upgrade your plan to use it\\.$`));
  });
});

describe('payment jobs', () => {
  it('sweep subscriptions daily at 02:30 UTC and at start-up, retrying three times, and start scheduled plans on demand', () => {
    const [sweep, start] = paymentJobs();
    expect(SUBSCRIPTION_SWEEP.name).toBe('subscription-sweep');
    expect(PLAN_CHANGE_START.name).toBe('plan-change-start');
    expect(sweep).toMatchObject({
      name: 'subscription-sweep',
      schedule: '30 2 * * *',
      retry: { limit: 3, delaySeconds: 300, backoff: true },
      runAtStartup: true,
    });
    expect(sweep!.payload.safeParse({}).success).toBe(true);
    expect(start).toMatchObject({ name: 'plan-change-start', retry: { limit: 5, delaySeconds: 60, backoff: true } });
    expect(start!.schedule).toBeUndefined();
    expect(start!.payload.safeParse({ userId: '00000000-0000-4000-8000-000000000000' }).success).toBe(true);
    expect(start!.payload.safeParse({ userId: 'someone' }).success).toBe(false);
    expect(start!.payload.safeParse(start!.example).success).toBe(true);
  });
});
