import { expect, it, vi } from 'vitest';
import { formatDate } from './dates.ts';

const at = '2027-11-23T16:05:09.000Z';

it('writes a date long, short, with its time, or its time alone, in US English', () => {
  expect(formatDate(at, 'long', { timeZone: 'UTC' })).toBe('November 23, 2027');
  expect(formatDate(at, 'short', { timeZone: 'UTC' })).toBe('Nov 23, 2027');
  expect(formatDate(at, 'dateTime', { timeZone: 'UTC' })).toBe('Nov 23, 2027, 4:05 PM');
  expect(formatDate(at, 'timestamp', { timeZone: 'UTC' })).toBe('Nov 23, 2027, 4:05:09 PM');
  expect(formatDate(at, 'time', { timeZone: 'UTC' })).toBe('4:05:09 PM');
  expect(formatDate(new Date(at), undefined, { timeZone: 'UTC' })).toBe('November 23, 2027');
});

it('shows the day in the zone asked for', () => {
  const late = '2027-11-23T22:30:00.000Z';
  expect(formatDate(late, 'long', { timeZone: 'UTC' })).toBe('November 23, 2027');
  expect(formatDate(late, 'long', { timeZone: 'Asia/Kolkata' })).toBe('November 24, 2027');
  expect(formatDate(late, 'short', { timeZone: 'America/Los_Angeles' })).toBe('Nov 23, 2027');
});

it('keeps a date without a time on its calendar day in any zone', () => {
  expect(formatDate('2027-03-01', 'long')).toBe('March 1, 2027');
  expect(formatDate('2027-03-01', 'short', { timeZone: 'America/Los_Angeles' })).toBe('Mar 1, 2027');
});

it('shows a dash for a missing or unreadable date', () => {
  for (const bad of [null, undefined, '', 'soon', '2027-13-45']) expect(formatDate(bad), String(bad)).toBe('—');
  expect(formatDate(new Date(Number.NaN))).toBe('—');
});

it('builds one Intl formatter per style and zone, then reuses it', () => {
  const made = vi.spyOn(Intl, 'DateTimeFormat');
  for (let i = 0; i < 3; i++) formatDate(at, 'short', { timeZone: 'Europe/Berlin' });
  expect(made.mock.calls.length).toBeLessThanOrEqual(1);
  made.mockRestore();
});

it('accepts only timestamps whose every field exists, as PostgreSQL would', async () => {
  const { isValidTimestamp } = await import('./dates.ts');
  for (const ok of [
    '2026-11-23 01:02:03.456789+00',
    '2026-11-23T23:59:59.000000Z',
    '2028-02-29 00:00:00',
    '2026-11-23 10:00:00+05:30',
    '2026-11-23 10:00:00+0530',
    '2026-11-23 10:00:00+15:59',
    '2026-11-23 10:00:00-15',
  ])
    expect(isValidTimestamp(ok), ok).toBe(true);
  for (const bad of [
    '5109-61-31 00:00:00',
    '2026-02-30 00:00:00',
    '2026-11-23 24:00:00',
    '2026-11-23 10:60:00',
    '2026-11-23 10:00:60',
    '2026-11-23 10:00:00+16',
    '2026-11-23 10:00:00+05:60',
    '2026-11-23',
    'x',
  ])
    expect(isValidTimestamp(bad), bad).toBe(false);
});

it('writes a dash for no date, and a Date in the time zone asked for', () => {
  for (const none of [null, undefined, '']) expect(formatDate(none)).toBe('—');
  expect(formatDate('not a date')).toBe('—');
  const lateUtc = new Date('2027-11-23T20:00:00Z');
  expect(formatDate(lateUtc, 'long', { timeZone: 'Asia/Kolkata' })).toBe('November 24, 2027');
  expect(formatDate('2027-11-23', 'long', { timeZone: 'Pacific/Kiritimati' })).toBe('November 23, 2027');
});
