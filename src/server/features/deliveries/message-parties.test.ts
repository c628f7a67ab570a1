// Who a message goes from and to: live messages to stores over SFTP or S3 only with our DPID and
// the store's (both checked, check character included), refused naming what to set; a local folder
// is a test store that takes TestMessages from and to the test parties until DPIDs are set. And
// the DDEX_PARTY_ID setting: none by default, a malformed or mistyped DPID stops start-up.
import { describe, expect, it } from 'vitest';
import { DPID_MESSAGES, TEST_RECIPIENT_DPID, TEST_SENDER_DPID } from '../../../domain/dpid.ts';
import { DomainError } from '../../../domain/errors.ts';
import { readEnv } from '../../env.ts';
import type { StoreParty } from './ern/types.ts';
import { messageParties } from './message-parties.ts';

const SPOTIFY = 'PADPIDA2011072101T';
const YOUTUBE = 'PADPIDA2013020802I';
const OURS = 'PADPIDA2013042401U'; // a DPID from DDEX's own sample, standing in for ours
const env = (DDEX_PARTY_ID?: string) => ({ DDEX_PARTY_ID, BRAND_NAME: 'Tunelane' });
const store = (over: Partial<StoreParty> = {}): StoreParty => ({
  key: 'spotify',
  name: 'Spotify',
  dpid: SPOTIFY,
  extraDpids: [],
  protocol: 'sftp',
  ...over,
});
const refusal = (f: () => unknown): string => {
  try {
    f();
  } catch (err) {
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).code).toBe('VALIDATION');
    return (err as DomainError).message;
  }
  throw new Error('not refused');
};

describe('a store reached over SFTP or S3 takes live messages', () => {
  it('from our DPID to the store and its further recipients', () => {
    expect(messageParties(env(OURS), store({ extraDpids: [YOUTUBE] }))).toEqual({
      sender: { dpid: OURS, name: 'Tunelane' },
      recipient: { dpid: SPOTIFY, name: 'Spotify' },
      extraRecipients: [YOUTUBE],
      test: false,
    });
    expect(messageParties(env(OURS), store({ protocol: 's3' })).test).toBe(false);
  });

  it('is refused while DDEX_PARTY_ID is not set, naming the setting', () => {
    expect(refusal(() => messageParties(env(), store()))).toMatch(
      /^Set DDEX_PARTY_ID to our own DDEX party id .* before releases go to Spotify/,
    );
    expect(refusal(() => messageParties(env(), store({ protocol: 's3' })))).toMatch(/DDEX_PARTY_ID/);
  });

  it('is refused while the store has no DPID, naming where to enter it', () => {
    expect(refusal(() => messageParties(env(OURS), store({ dpid: null })))).toBe(
      'Spotify has no DDEX party id. Enter the DPID the store gives in Settings, under Store endpoints, before releases go to it.',
    );
  });

  it('is refused when a DPID is wrong, ours, the store’s or a further recipient’s', () => {
    expect(refusal(() => messageParties(env('PADPIDA2026TUNELANE'), store()))).toBe(
      `DDEX_PARTY_ID PADPIDA2026TUNELANE is not a valid DDEX party id: ${DPID_MESSAGES.format}.`,
    );
    expect(refusal(() => messageParties(env(OURS), store({ dpid: 'PADPIDA2011072101U' })))).toBe(
      `Spotify's DDEX party id PADPIDA2011072101U is not valid: ${DPID_MESSAGES.check}. Correct it in Settings, under Store endpoints.`,
    );
    expect(refusal(() => messageParties(env(OURS), store({ extraDpids: ['PADPIDA2013020802J'] })))).toMatch(
      /^Spotify's further recipient PADPIDA2013020802J is not a valid DDEX party id: This DDEX party id has a wrong check character/,
    );
  });
});

describe('a local folder is a test store', () => {
  it('takes TestMessages from the test sender to the test recipient while no DPID is set', () => {
    expect(messageParties(env(), store({ protocol: 'folder', dpid: null, name: 'Deezer' }))).toEqual({
      sender: { dpid: TEST_SENDER_DPID, name: 'Tunelane' },
      recipient: { dpid: TEST_RECIPIENT_DPID, name: 'Deezer' },
      extraRecipients: [],
      test: true,
    });
  });

  it('uses our DPID and the store’s once they are set, still as a test', () => {
    expect(messageParties(env(OURS), store({ protocol: 'folder' }))).toMatchObject({
      sender: { dpid: OURS },
      recipient: { dpid: SPOTIFY },
      test: true,
    });
  });

  it('still refuses a wrong DPID', () => {
    expect(refusal(() => messageParties(env(), store({ protocol: 'folder', dpid: 'PADPIDASPOTIFY' })))).toMatch(/is not valid/);
  });
});

describe('the DDEX_PARTY_ID setting', () => {
  it('is unset by default (no invented sender)', () => {
    expect(readEnv({}).DDEX_PARTY_ID).toBeUndefined();
    expect(readEnv({ DDEX_PARTY_ID: '' }).DDEX_PARTY_ID).toBeUndefined();
  });
  it('takes a DPID with its check character', () => {
    expect(readEnv({ DDEX_PARTY_ID: OURS }).DDEX_PARTY_ID).toBe(OURS);
  });
  it.each([
    ['the old placeholder', 'PADPIDA2026TUNELANE', DPID_MESSAGES.format],
    ['a mistyped check character', 'PADPIDA2013042401V', DPID_MESSAGES.check],
    ['the printed form', 'PA-DPIDA-2013042401-U', DPID_MESSAGES.format],
  ])('refuses %s at start-up', (_what, value, message) => {
    expect(() => readEnv({ DDEX_PARTY_ID: value })).toThrow(`DDEX_PARTY_ID: ${message}`);
  });
});
