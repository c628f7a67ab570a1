// What the owner's and the payee's split cards both show: the links to the statement (CSV and
// PDF), and an amount repaid first as "$x of $y" (a dash when there is none).
import { Download } from 'lucide-react';
import { formatDecimal } from '../../../../domain/money.ts';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { SPLIT_STATEMENT_HREF } from '../api/splits-api.ts';

/**
 * `label`: the CSV link's words ("Download statement"); the PDF link says "PDF" and is named after
 * them. `href`: the CSV's (the signed-in user's statement unless an invitation's), the PDF's with ".pdf".
 */
export function StatementLinks({
  label,
  variant,
  size,
  href = SPLIT_STATEMENT_HREF,
}: { label: string; href?: string } & Pick<ButtonProps, 'variant' | 'size'>) {
  return (
    <>
      <Button asChild variant={variant} size={size}>
        <a href={href} download>
          <Download aria-hidden="true" /> {label} (CSV)
        </a>
      </Button>
      <Button asChild variant={variant} size={size}>
        <a href={`${href}.pdf`} download aria-label={`${label} (PDF)`}>
          <Download aria-hidden="true" /> PDF
        </a>
      </Button>
    </>
  );
}

export const repaidFirst = (p: { recoup: string; recouped: string }) =>
  p.recoup === '0.00' ? '—' : `${formatDecimal(p.recouped)} of ${formatDecimal(p.recoup)}`;
