// A CSV download streamed as it is read: the header row, then each batch of rows as the
// operation yields it, so an export of every matching row never sits whole in memory. Cells
// of text that a spreadsheet would run as a formula (= + - @ at the start) are prefixed with a
// quote; a negative amount ("-1.50") is a number, not a formula, and is written as it is.
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA = /^[=+\-@\t\r]/;
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;
export const csvCell = (v: CsvCell): string => {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return typeof v === 'string' && FORMULA.test(s) && !NEGATIVE_NUMBER.test(s) ? `'${s}` : s;
};

/**
 * The first batch is read before the answer starts, so an operation that refuses (not found, no
 * access, the plan) answers with its error status, not a 200 cut short.
 */
export async function csvResponse(filename: string, header: string[], batches: AsyncIterable<CsvCell[][]>): Promise<Response> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\ufeff${stringify([header])}`));
      if (first.done) return controller.close();
      if (first.value.length) controller.enqueue(encoder.encode(stringify(first.value.map((row) => row.map(csvCell)))));
    },
    async pull(controller) {
      try {
        // an empty batch enqueues nothing, and the stream would not pull again: read on to one that has rows
        for (;;) {
          const next = await iterator.next();
          if (next.done) return controller.close();
          if (next.value.length) return controller.enqueue(encoder.encode(stringify(next.value.map((row) => row.map(csvCell)))));
        }
      } catch (err) {
        controller.error(err);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'no-store',
    },
  });
}
