// The monthly statement for any month with earnings: the CSV to download, or the printable page.
import { useState } from 'react';
import { Link } from '../../../lib/links.tsx';
import { Download, Printer } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import { statementCsvHref, statementPath } from '../api/earnings-api.ts';

export function StatementPicker({ months }: { months: string[] }) {
  const [chosen, setChosen] = useState('');
  const month = months.includes(chosen) ? chosen : (months[0] ?? '');
  if (!months.length) return <p className="text-sm text-muted-foreground">Statements appear here once you have earnings.</p>;
  return (
    <div className="grid gap-3">
      <FormField label="Month" className="max-w-xs">
        {(p) => (
          <OptionSelect
            {...p}
            value={month}
            onChange={setChosen}
            options={months.map((m) => ({ value: m, label: formatDate(`${m}-01`, 'month') }))}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <a href={statementCsvHref(month)} download>
            <Download /> Download CSV
          </a>
        </Button>
        <Button variant="outline" asChild>
          <Link to={statementPath(month)}>
            <Printer /> Printable statement
          </Link>
        </Button>
      </div>
    </div>
  );
}
