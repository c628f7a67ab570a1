import { describe, expect, it } from 'vitest';
import { formatBatchId, nextBatchId, parseBatchId } from './batch-id.ts';

describe('batch ids', () => {
  it('are the creation time to the millisecond, YYYYMMDDhhmmssnnn in UTC', () => {
    expect(formatBatchId(new Date('2026-11-23T04:05:06.007Z'))).toBe('20261123040506007');
    expect(parseBatchId('20261123040506007').toISOString()).toBe('2026-11-23T04:05:06.007Z');
    expect(() => parseBatchId('2026112304050600')).toThrow('not a batch id');
  });

  it('only grow for an endpoint: never the same as, or earlier than, its last', () => {
    const now = new Date('2026-11-23T04:05:06.007Z');
    expect(nextBatchId(now, null)).toBe('20261123040506007');
    expect(nextBatchId(now, '20261123040506007')).toBe('20261123040506008');
    expect(nextBatchId(now, '20261123040559999')).toBe('20261123040600000'); // carries into the next minute
    expect(nextBatchId(now, '20261123040500000')).toBe('20261123040506007');
  });
});
