// The streamed CSV: a header, the rows as yielded, text that would run as a formula guarded,
// negative amounts written as numbers, and an empty batch not stopping the stream.
import { describe, expect, it } from 'vitest';
import { csvCell, csvResponse } from './csv-response.ts';

describe('a CSV download', () => {
  it('guards text a spreadsheet would run as a formula, and leaves negative amounts as numbers', () => {
    for (const text of ['=SUM(A1:A9)', '+1+2', '-1+2', '-cmd', '@A1', '\tx', '\rx', '-', '-1.', '-.5', '-1.50e3'])
      expect(csvCell(text), text).toBe(`'${text}`);
    for (const amount of ['-1.50', '-0.000000000001', '-12', '1.50', '0']) expect(csvCell(amount), amount).toBe(amount);
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(false)).toBe('false');
  });

  it('streams the header and each batch', async () => {
    async function* rows() {
      yield [['Refund', '-1.50']];
      yield [];
      yield [['=HYPERLINK("x")', '2.00']];
    }
    const res = await csvResponse('my report.csv', ['Name', 'Amount'], rows());
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="my_report.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM spreadsheets read UTF-8 by
    expect(new TextDecoder().decode(bytes)).toBe('Name,Amount\nRefund,-1.50\n"\'=HYPERLINK(""x"")",2.00\n');
  });

  it('refuses before the answer starts when the operation throws at once', async () => {
    // eslint-disable-next-line require-yield
    async function* refused(): AsyncGenerator<string[][]> {
      throw new Error('not yours');
    }
    await expect(csvResponse('x.csv', ['A'], refused())).rejects.toThrow('not yours');
  });

  it('writes the header alone for an export with no rows', async () => {
    async function* none(): AsyncGenerator<string[][]> {}
    expect(await (await csvResponse('x.csv', ['A'], none())).text()).toBe('A\n'); // the BOM is read, not shown
  });
});
