// The monthly statement for any month with earnings: the CSV to download, or the printable page;
// a label with several artist profiles chooses the whole account's or one artist's.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../lib/links.tsx';
import { Download, Printer } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import { artistProfilesOptions } from '../../../lib/artist-profiles.ts';
import { statementCsvHref, statementPath } from '../api/earnings-api.ts';

const ALL = 'all';

export function StatementPicker({ months }: { months: string[] }) {
  const [chosen, setChosen] = useState('');
  const [artistChosen, setArtist] = useState(ALL);
  const artists = useQuery(artistProfilesOptions()).data?.profiles ?? [];
  const month = months.includes(chosen) ? chosen : (months[0] ?? '');
  const artist = artists.some((a) => a.id === artistChosen) ? artistChosen : undefined;
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
      {artists.length > 1 && (
        <FormField label="Statement of" className="max-w-xs">
          {(p) => (
            <OptionSelect
              {...p}
              value={artist ?? ALL}
              onChange={setArtist}
              options={[{ value: ALL, label: 'All artists' }, ...artists.map((a) => ({ value: a.id, label: a.name }))]}
            />
          )}
        </FormField>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <a href={statementCsvHref(month, artist)} download>
            <Download /> Download CSV
          </a>
        </Button>
        <Button variant="outline" asChild>
          <Link to={statementPath(month, artist)}>
            <Printer /> Printable statement
          </Link>
        </Button>
      </div>
    </div>
  );
}
