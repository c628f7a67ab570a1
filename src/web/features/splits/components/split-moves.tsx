// The split editor's choices: which split (the whole release's, or a track's, which overrides it
// for that track), when a release's split takes effect (from the next earnings booked, or from one
// of the last 24 months), and what a version from an earlier month would move: each payee's gain
// or loss and the owner's, worked out by the server without saving (POST .../splits/preview).
import { formatDecimal } from '../../../../domain/money.ts';
import type { ReleaseSplitsDto, SplitPreviewDto } from '../../../../domain/splits-dto.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';

/** The current month and the 23 before it, newest first, as 'YYYY-MM' with their names. */
function recentMonths(): { value: string; label: string }[] {
  const now = new Date();
  return Array.from({ length: 24 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return {
      value: d.toISOString().slice(0, 7),
      label: `From ${d.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
    };
  });
}

type AppliesToProps = { data: ReleaseSplitsDto; isrc: string | null; onTarget: (isrc: string | null) => void };

export function AppliesTo({ data, isrc, onTarget }: AppliesToProps) {
  return (
    <FormField label="Applies to" description="A track’s own split shares that track’s earnings instead of the release’s split.">
      {(control) => (
        <OptionSelect
          {...control}
          value={isrc ?? 'release'}
          onChange={(v) => onTarget(v === 'release' ? null : v)}
          options={[
            { value: 'release', label: 'The whole release' },
            ...data.tracks.map((t) => ({ value: t.isrc, label: `${t.title} · ${t.isrc}` })),
          ]}
        />
      )}
    </FormField>
  );
}

export function EffectiveFrom({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <FormField
      label="Takes effect"
      description="From an earlier month, what the release earned since then moves to this split, by transfers you see before saving."
    >
      {(control) => (
        <OptionSelect
          {...control}
          value={value}
          onChange={onChange}
          options={[{ value: 'now', label: 'From the next earnings booked' }, ...recentMonths()]}
        />
      )}
    </FormField>
  );
}

const signed = (amount: string) =>
  amount === '0.00' ? formatDecimal(amount) : amount.startsWith('-') ? `−${formatDecimal(amount.slice(1))}` : `+${formatDecimal(amount)}`;

export function SplitMoves({ moves }: { moves: SplitPreviewDto }) {
  return (
    <section aria-labelledby="split-moves-title" className="space-y-2 rounded-lg border border-primary/30 bg-primary/5 p-3">
      <h3 id="split-moves-title" className="text-sm font-semibold">
        What moves when you save
      </h3>
      {moves.payees.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing was earned since that month: nothing moves.</p>
      ) : (
        <Table scrollLabel="What moves when you save">
          <TableHeader>
            <TableRow>
              <TableHead>Who</TableHead>
              <TableHead className="text-right">Moves</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {moves.payees.map((p) => (
              <TableRow key={p.email}>
                <TableCell>
                  <div className="font-medium">{p.name}</div>
                  <div className="text-xs break-all text-muted-foreground">{p.email}</div>
                </TableCell>
                <TableCell className="text-right tabular-nums">{signed(p.amount)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell className="font-medium">You</TableCell>
              <TableCell className="text-right tabular-nums">{signed(moves.owner)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      )}
    </section>
  );
}
