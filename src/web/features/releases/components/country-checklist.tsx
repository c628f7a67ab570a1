// The countries of a territory choice: chosen ones as removable chips, a search, and a checklist
// of every ISO code named by the browser. Loaded only when a mode other than worldwide is picked.
import { useId, useMemo, useState } from 'react';
import { XIcon } from 'lucide-react';
import { COUNTRY_CODES, countryCount, toggleCountry, type TerritoryChoice } from '../../../../domain/territories.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/utils.ts';
import { countryName } from './territory-text.ts';

type Props = { value: TerritoryChoice; onChange: (v: TerritoryChoice) => void; invalid?: boolean | undefined };

export function CountryChecklist({ value, onChange, invalid }: Props) {
  const id = useId();
  const [search, setSearch] = useState('');
  const countries = useMemo(
    () => COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name)),
    [],
  );
  const q = search.trim().toLowerCase();
  const shown = q ? countries.filter((c) => c.name.toLowerCase().includes(q) || c.code.toLowerCase() === q) : countries;
  return (
    <div className={cn('space-y-2 rounded-md border p-3', invalid && 'border-destructive')}>
      {value.codes.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={value.mode === 'only' ? 'Chosen countries' : 'Excluded countries'}>
          {value.codes.map((code) => (
            <li key={code}>
              <button
                type="button"
                onClick={() => onChange(toggleCountry(value, code))}
                className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs"
                aria-label={`Remove ${countryName(code)}`}
              >
                {countryName(code)}
                <XIcon className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        type="search"
        placeholder="Search countries"
        aria-label="Search countries"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ul className="max-h-56 space-y-1 overflow-y-auto pr-1">
        {shown.map((c) => (
          <li key={c.code} className="flex items-center gap-2 text-sm">
            <Checkbox
              id={`${id}-${c.code}`}
              checked={value.codes.includes(c.code)}
              onCheckedChange={() => onChange(toggleCountry(value, c.code))}
            />
            <label htmlFor={`${id}-${c.code}`} className="cursor-pointer">
              {c.name}
            </label>
          </li>
        ))}
        {shown.length === 0 && <li className="text-sm text-muted-foreground">No country matches “{search}”.</li>}
      </ul>
      <p className="text-xs text-muted-foreground">
        Available in {countryCount(value)} of {COUNTRY_CODES.length} countries.
      </p>
    </div>
  );
}
