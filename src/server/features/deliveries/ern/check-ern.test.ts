// The checks on a built message the schema cannot make: the parties of its header, and text read
// as the XML gives it, whitespace around a value included.
import { describe, expect, it } from 'vitest';
import { DPID_MESSAGES } from '../../../../domain/dpid.ts';
import { buildReleaseMessage } from './build-release-message.ts';
import { checkErn } from './check-ern.ts';
import { SENDER, snapshot, STORE } from '../../../test/ern-fixtures.ts';

const good = () =>
  buildReleaseMessage(snapshot({ releaseType: 'ep' }, 2), {
    sender: SENDER,
    recipient: STORE,
    kind: 'new',
    messageId: 'MSG-1',
    createdAt: new Date('2026-11-23T04:00:00Z'),
  }).xml;

const without = (xml: string, tag: string) => {
  const out = xml.replace(new RegExp(`<${tag}>[\\s\\S]*?</${tag}>`), '');
  expect(out).not.toBe(xml);
  return out;
};

describe("a message's header", () => {
  it('must name its sender and its recipient', () => {
    expect(checkErn(without(good(), 'MessageSender'))).toEqual(['the header has no MessageSender']);
    expect(checkErn(without(good(), 'MessageRecipient'))).toEqual(['the header has no MessageRecipient']);
  });

  it('must give each of them a PartyId', () => {
    const xml = good().replace(`<PartyId>${STORE.dpid}</PartyId>`, '');
    expect(checkErn(xml)).toEqual([`the MessageRecipient's PartyId (none) is not a DPID: ${DPID_MESSAGES.format}`]);
  });
});

describe('values read from the XML', () => {
  it('are read without the whitespace around them', () => {
    const xml = good()
      .replace(`<PartyId>${SENDER.dpid}</PartyId>`, `<PartyId>\n  ${SENDER.dpid}\n</PartyId>`)
      .replace('<ReleaseReference>R0</ReleaseReference>', '<ReleaseReference> R0 </ReleaseReference>')
      .replace('<DealReleaseReference>R0</DealReleaseReference>', '<DealReleaseReference>R0\n</DealReleaseReference>');
    expect(xml).toContain('<ReleaseReference> R0 </ReleaseReference>');
    expect(checkErn(xml)).toEqual([]);
  });

  it('take comments and text between elements for no element', () => {
    const xml = good().replace(`<PartyId>${SENDER.dpid}</PartyId>`, `<!-- PartyId --> note <PartyId>${SENDER.dpid}</PartyId>`);
    expect(checkErn(xml)).toEqual([]);
  });
});
