import { expect, it } from 'vitest';
import { DELETION_CONSEQUENCES, DELETION_GRACE_DAYS, describeDevice } from './account-texts.ts';

it('names a device by its browser and system only', () => {
  expect(
    describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'),
  ).toBe('Chrome on Windows');
  expect(
    describeDevice(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
    ),
  ).toBe('Edge on Windows');
  expect(
    describeDevice(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    ),
  ).toBe('Safari on iOS');
  expect(describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox on macOS');
  expect(describeDevice('Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Mobile Safari/537.36')).toBe(
    'Chrome on Android',
  );
  expect(describeDevice('curl/8.5.0')).toBe('Unknown device');
  expect(describeDevice(null)).toBe('Unknown device');
});

it('says the grace period in the consequences', () => {
  expect(DELETION_GRACE_DAYS).toBe(30);
  expect(DELETION_CONSEQUENCES.join(' ')).toContain('removed 30 days after you ask');
});
