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
