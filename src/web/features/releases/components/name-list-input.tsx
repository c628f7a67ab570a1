// One name per entry (artists, writers, producers): stores credit each entry as its own party, so
// names are never typed together. An entry that holds several ("A & B") says so at once; the
// server flags it too (artist-names.ts).
import { Controller, useFormContext } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { ENTER_SEPARATELY, joinedNamesSeparator, nameSeparator } from '../../../../domain/artist-names.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { FormFieldControlProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { FormValues } from './form-values.ts';

type Props = FormFieldControlProps & {
  /** What one entry is, for the buttons and each entry's label ("featuring artist"). */
  noun: string;
  value: readonly string[] | string | undefined;
  onChange: (names: string[]) => void;
  maxLength?: number;
};

export function NameListInput({ noun, value, onChange, maxLength = 200, id, ...aria }: Props) {
  const names = Array.isArray(value) ? [...value] : value ? [value as string] : [];
  const entries = names.length ? names : [''];
  const set = (i: number, name: string) => onChange(entries.map((n, j) => (j === i ? name : n)));
  return (
    <div className="space-y-2">
      <ul className="space-y-2">
        {entries.map((name, i) => {
          const several = nameSeparator(name);
          return (
            <li key={i}>
              <div className="flex gap-2">
                <Input
                  {...aria}
                  id={i === 0 ? id : undefined}
                  aria-label={entries.length > 1 ? `${noun}, name ${i + 1}` : undefined}
                  maxLength={maxLength}
                  value={name}
                  onChange={(e) => set(i, e.target.value)}
                />
                {entries.length > 1 && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${noun}, name ${i + 1}`}
                    onClick={() => onChange(entries.filter((_, j) => j !== i))}
                  >
                    <X />
                  </Button>
                )}
              </div>
              {several && (
                <p className="mt-1 text-xs font-medium text-warning-foreground">
                  {joinedNamesSeparator(name) ? (
                    <>
                      &ldquo;{several}&rdquo; joins several names. {ENTER_SEPARATELY}, one per entry.
                    </>
                  ) : (
                    <>
                      If &ldquo;{several}&rdquo; joins several artists, {ENTER_SEPARATELY.toLowerCase()}, one per entry; an act&rsquo;s own
                      name stays as it is.
                    </>
                  )}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <Button type="button" variant="outline" size="sm" onClick={() => onChange([...entries, ''])} disabled={entries.length >= 20}>
        <Plus /> Add {noun}
      </Button>
    </div>
  );
}

type NameField =
  | 'otherMainArtists'
  | 'featuringArtists'
  | 'writerComposer'
  | 'producer'
  | `tracks.${number}.${'featuringArtists' | 'writerComposer' | 'producer'}`;

/** A credit of the form as a list of names (NameListInput), one per entry. */
export function Names({ name, noun, ...p }: FormFieldControlProps & { name: NameField; noun: string }) {
  const { control } = useFormContext<FormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <NameListInput {...p} noun={noun} value={field.value} onChange={field.onChange} />}
    />
  );
}
