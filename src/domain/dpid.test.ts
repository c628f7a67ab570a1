import { describe, expect, it } from 'vitest';
import { DPID_MESSAGES, dpidProblem, mod3736CheckCharacter, normaliseDpid, TEST_RECIPIENT_DPID, TEST_SENDER_DPID } from './dpid.ts';

// Published DPIDs: Spotify's and YouTube's (as their delivery specifications name them), the
// parties of DDEX's own ERN 4.3 samples (vendor/ddex/ern43/samples) and the DDEX knowledge base's
// examples of the written form.
const PUBLISHED = [
  'PADPIDA2011072101T',
  'PADPIDA2013020802I',
  'PADPIDA2013042401U',
  'PADPIDA2009101501Y',
  'PADPIDA2007050901U',
  'PADPIDA3897722461G',
  'PADPIDA2014122301Q',
];

describe('DDEX party ids', () => {
  it.each(PUBLISHED)('accepts the published %s', (id) => {
    expect(dpidProblem(id)).toBeNull();
  });

  it('computes the check character with ISO 7064 MOD 37,36 over the seventeen characters before it', () => {
    for (const id of PUBLISHED) expect(mod3736CheckCharacter(id.slice(0, -1))).toBe(id.at(-1));
    // a sum of 0 counts as 36: '0' gives P = 72 mod 37 = 35, so the check is the character of 37 - 35 = 2
    expect(mod3736CheckCharacter('0')).toBe('2');
    expect(mod3736CheckCharacter('PADPIDA0000000009')).toBe('8');
  });

  it.each([
    ['the check character changed', 'PADPIDA2011072101U'],
    ['a digit of the party number changed', 'PADPIDA2011072102T'],
    ['two neighbouring digits swapped', 'PADPIDA2011070721T'],
    ['a digit changed into a letter', 'PADPIDA20110721O1T'],
  ])('refuses a DPID when %s', (_what, id) => {
    expect(dpidProblem(id)).toBe(DPID_MESSAGES.check);
  });

  it.each([
    ['no party number', 'PADPIDA'],
    ['a short party number', 'PADPIDA201107211T'],
    ['a long party number', 'PADPIDA20110721011T'],
    ['a name instead of a number', 'PADPIDASPOTIFY'],
    ['the placeholder the sender had by default', 'PADPIDA2026TUNELANE'],
    ['lower case', 'padpida2011072101t'],
    ['the printed form with hyphens', 'PA-DPIDA-2011072101-T'],
    ['another prefix', 'XXDPIDA2011072101T'],
    ['another id type', 'PADPIDB2011072101T'],
    ['spaces', ' PADPIDA2011072101T'],
    ['punctuation', 'PADPIDA2011072101!'],
  ])('refuses %s as malformed', (_what, id) => {
    expect(dpidProblem(id)).toBe(DPID_MESSAGES.format);
  });

  it('refuses a changed character with the check message, a broken shape with the format message', () => {
    expect(dpidProblem('PADPIDA2011072101U')).toBe(DPID_MESSAGES.check);
    expect(dpidProblem('PADPIDA2013020802J')).toBe(DPID_MESSAGES.check);
    expect(dpidProblem('PADPIDA2011072101')).toBe(DPID_MESSAGES.format);
  });

  it('reads the printed form as the message form', () => {
    expect(normaliseDpid(' pa-dpida-2011072101-t ')).toBe('PADPIDA2011072101T');
    expect(dpidProblem(normaliseDpid('PA-DPIDA-2013020802-I'))).toBeNull();
  });

  it('the test parties are well formed, checked and distinct', () => {
    expect(dpidProblem(TEST_SENDER_DPID)).toBeNull();
    expect(dpidProblem(TEST_RECIPIENT_DPID)).toBeNull();
    expect(TEST_SENDER_DPID).not.toBe(TEST_RECIPIENT_DPID);
  });
});
