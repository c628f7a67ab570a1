// What every PDF we draw shares (receipts, split statements): pdfkit, imported on the first PDF
// asked for so start-up never loads it; the document gathered into one Buffer; and text reduced to
// what its standard Helvetica (WinAnsi) can draw, anything else shown as "?" rather than as wrong
// letters.
import type PDFKit from 'pdfkit';

/** The characters Helvetica's WinAnsi encoding holds beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export const drawable = (text: string): string =>
  Array.from(text.normalize('NFC'), (ch) => (ch.codePointAt(0)! <= 0xff || WIN_ANSI_EXTRA.has(ch) ? ch : '?')).join('');

/** A new document and the Buffer it becomes once `doc.end()` is called. */
export async function pdfDocument(options: PDFKit.PDFDocumentOptions): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
