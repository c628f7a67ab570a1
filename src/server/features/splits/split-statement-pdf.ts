// The split statement as a PDF (A4, landscape): who it is for and when it was made, then per usage
// month, release and role the gross, our fee, the net shared, their share (an owner's: what they
// kept), what repaid them first, and of that what is held and what claimable, with the totals and,
// for an account, what they can claim now. Drawn with pdfkit as receipts are (pdf/pdf-document.ts).
import { units } from '../../../domain/earnings-decimal.ts';
import { drawable, pdfDocument } from '../../pdf/pdf-document.ts';
import { displayTotal } from '../../../domain/earnings-totals.ts';
import { formatDecimal } from '../../../domain/money.ts';

/** One line of the statement (split-statement.ts reads them): exact decimal text. */
export type StatementRow = {
  month: string;
  title: string;
  isrc: string | null;
  role: 'payee' | 'owner';
  gross: string;
  fee: string;
  net: string;
  share: string;
  recoup: string;
  payees: string;
  yours: string;
  held: string;
  claimable: string;
};

const money = (exact: string) => formatDecimal(displayTotal(units(exact)));

const COLUMNS: { label: string; width: number; right?: boolean; cell: (r: StatementRow) => string }[] = [
  { label: 'Month', width: 50, cell: (r) => r.month },
  { label: 'Release', width: 170, cell: (r) => (r.isrc ? `${r.title} (${r.isrc})` : r.title) },
  { label: 'Role', width: 42, cell: (r) => (r.role === 'owner' ? 'Owner' : 'Payee') },
  { label: 'Gross', width: 62, right: true, cell: (r) => money(r.gross) },
  { label: 'Our fee', width: 58, right: true, cell: (r) => money(r.fee) },
  { label: 'Net shared', width: 62, right: true, cell: (r) => money(r.net) },
  { label: 'Your share', width: 62, right: true, cell: (r) => money(r.share) },
  { label: 'Repaid first', width: 62, right: true, cell: (r) => money(r.recoup) },
  { label: 'Held', width: 62, right: true, cell: (r) => money(r.held) },
  { label: 'Claimable', width: 62, right: true, cell: (r) => money(r.claimable) },
];
const WIDTH = COLUMNS.reduce((n, c) => n + c.width, 0);
const sum = (rows: StatementRow[], key: 'share' | 'recoup' | 'held' | 'claimable') =>
  formatDecimal(displayTotal(rows.reduce((n, r) => n + units(r[key]), 0n)));

export async function statementPdf(
  rows: StatementRow[],
  who: { name: string; email: string; payable: string | null },
  brand: string,
  today: string,
): Promise<Buffer> {
  const { doc, done } = await pdfDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 48,
    info: { Title: 'Revenue split statement', Author: drawable(brand) },
  });
  const left = doc.page.margins.left;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#18181b').text('Revenue split statement', left, doc.y);
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#52525b')
    .text(
      drawable(`${who.name} (${who.email}), ${today}. Amounts in USD; each usage month as it stands now, transfers and returns included.`),
    );
  doc.moveDown(1);
  const row = (cells: string[], bold: boolean) => {
    if (doc.y + 24 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    doc
      .moveTo(left, top)
      .lineTo(left + WIDTH, top)
      .lineWidth(0.5)
      .strokeColor('#e4e4e7')
      .stroke();
    let x = left;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor('#18181b');
    let height = 0;
    cells.forEach((text, i) => {
      const c = COLUMNS[i]!;
      doc.text(drawable(text), x, top + 5, { width: c.width - 8, align: c.right ? 'right' : 'left' });
      height = Math.max(height, doc.y - top);
      x += c.width;
    });
    doc.x = left;
    doc.y = top + height + 5;
  };
  row(
    COLUMNS.map((c) => c.label),
    true,
  );
  for (const r of rows)
    row(
      COLUMNS.map((c) => c.cell(r)),
      false,
    );
  row(['', 'In all', '', '', '', '', sum(rows, 'share'), sum(rows, 'recoup'), sum(rows, 'held'), sum(rows, 'claimable')], true);
  if (rows.length === 0) doc.moveDown(1).font('Helvetica').text('Nothing has been booked under your splits yet.', left);
  doc.moveDown(1).font('Helvetica').fontSize(10).fillColor('#52525b');
  if (who.payable !== null)
    doc.text(`What you can claim now, after claims and holds, from everything you earn: ${formatDecimal(who.payable)}.`, left);
  else doc.text('What is held is yours once you accept the invitation; then you can claim it like any balance.', left);
  doc.end();
  return done;
}
