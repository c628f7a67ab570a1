// What the owner's and the payee's split cards both show: the links to the statement (CSV and
// PDF), and an amount repaid first as "$x of $y" (a dash when there is none).
import { Download } from 'lucide-react';
import { formatDecimal } from '../../../../domain/money.ts';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { SPLIT_STATEMENT_HREF, SPLIT_STATEMENT_PDF_HREF } from '../api/splits-api.ts';

/** `label`: the CSV link's words ("Download statement"); the PDF link says "PDF" and is named after them. */
export function StatementLinks({ label, variant, size }: { label: string } & Pick<ButtonProps, 'variant' | 'size'>) {
  return (
    <>
      <Button asChild variant={variant} size={size}>
        <a href={SPLIT_STATEMENT_HREF} download>
          <Download aria-hidden="true" /> {label} (CSV)
        </a>
      </Button>
      <Button asChild variant={variant} size={size}>
        <a href={SPLIT_STATEMENT_PDF_HREF} download aria-label={`${label} (PDF)`}>
          <Download aria-hidden="true" /> PDF
        </a>
      </Button>
    </>
  );
}

export const repaidFirst = (p: { recoup: string; recouped: string }) =>
  p.recoup === '0.00' ? '—' : `${formatDecimal(p.recouped)} of ${formatDecimal(p.recoup)}`;
