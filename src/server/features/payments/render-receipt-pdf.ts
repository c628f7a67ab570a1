// The receipt as a PDF: the same title, note, lines and footer as the HTML page, on one A4 page,
// drawn with pdfkit (maintained, text layout and wrapping built in, no browser needed; loaded by
// pdf/pdf-document.ts on the first PDF asked for). Its standard Helvetica has no rupee sign, so
// amounts carry the currency's code ("INR 2,490"); text it cannot draw is shown as "?".
import type { PaymentDto } from '../../../domain/payments-dto.ts';
import { drawable, pdfDocument } from '../../pdf/pdf-document.ts';
import { receiptFooter, receiptLines, receiptNote, receiptTitle, type ReceiptParty } from './render-receipt.ts';

const INK = '#18181b';
const MUTED = '#52525b';
const RULE = '#e4e4e7';

export async function receiptPdf(p: PaymentDto, who: ReceiptParty): Promise<Buffer> {
  const { doc, done } = await pdfDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Receipt ${p.receiptNumber}`, Author: drawable(who.seller.legalName), Subject: drawable(receiptTitle(who)) },
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const labelWidth = Math.round(width * 0.4);
  const valueX = left + labelWidth + 12;
  const valueWidth = width - labelWidth - 12;

  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(INK)
    .text(drawable(receiptTitle(who)), left, doc.y, { width });
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(drawable(receiptNote(p)), { width });
  doc.moveDown(1);

  const lines = receiptLines(p, who, 'code');
  lines.forEach(([label, value], i) => {
    const last = i === lines.length - 1;
    const size = last ? 12 : 10;
    doc.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    const l = drawable(label);
    const v = drawable(value);
    const height = Math.max(doc.heightOfString(l, { width: labelWidth }), doc.heightOfString(v, { width: valueWidth }));
    if (doc.y + height + 16 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    doc
      .moveTo(left, top)
      .lineTo(left + width, top)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    doc.fillColor(last ? INK : MUTED).text(l, left, top + 7, { width: labelWidth });
    doc.fillColor(INK).text(v, valueX, top + 7, { width: valueWidth });
    doc.x = left;
    doc.y = top + 7 + height + 7;
  });

  doc
    .moveDown(1)
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#71717a')
    .text(drawable(receiptFooter(who)), left, doc.y, { width });
  doc.end();
  return done;
}
