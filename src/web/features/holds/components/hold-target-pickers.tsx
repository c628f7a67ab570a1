// The targets of a hold as the form ticks them: the statement months, and the tracks or whole
// releases with what each earned in the months ticked and the months another hold has already.
import { displayTotal } from '../../../../domain/earnings-totals.ts';
import { heldKey, monthLabel } from '../../../../domain/holds.ts';
import type { HoldTargetsDto } from '../../../../domain/holds-dto.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';

export type ListField = 'months' | 'releaseIds' | 'trackIds';
type Toggle = (name: ListField, id: string, on: boolean) => void;

export function HoldMonths({ months, chosen, toggle, error }: { months: string[]; chosen: string[]; toggle: Toggle; error?: string }) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'hold-months-error' : undefined}>
      <legend className="text-sm font-medium">Statement months</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {months.map((m) => (
          <div key={m} className="flex items-center gap-2">
            <Checkbox id={`hold-month-${m}`} checked={chosen.includes(m)} onCheckedChange={(on) => toggle('months', m, on === true)} />
            <Label htmlFor={`hold-month-${m}`} className="font-normal">
              {monthLabel(m)}
            </Label>
          </div>
        ))}
      </div>
      {error && (
        <p id="hold-months-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type TracksProps = {
  targets: HoldTargetsDto;
  chosen: { months: string[]; releaseIds: string[]; trackIds: string[] };
  toggle: Toggle;
  sumOf: (byMonth: Record<string, string>) => bigint;
  error?: string;
};

export function HoldTracks({ targets: t, chosen: { months, releaseIds, trackIds }, toggle, sumOf, error }: TracksProps) {
  // the months another hold in force has of this release (as a whole) or track
  const heldIn = (releaseId: string, trackId: string | null) =>
    t.months.filter((m) => t.held.includes(heldKey(releaseId, trackId, m)) || (trackId && t.held.includes(heldKey(releaseId, null, m))));
  return (
    <fieldset className="space-y-3" aria-describedby={error ? 'hold-tracks-error' : undefined}>
      <legend className="text-sm font-medium">Tracks</legend>
      {t.releases.map((r) => {
        const whole = releaseIds.includes(r.id);
        const held = heldIn(r.id, null);
        return (
          <div key={r.id} className="space-y-2 rounded-md border p-3">
            <div className="flex items-center justify-between gap-3">
              <div className="flex min-w-0 items-center gap-2">
                <Checkbox id={`hold-release-${r.id}`} checked={whole} onCheckedChange={(on) => toggle('releaseIds', r.id, on === true)} />
                <Label htmlFor={`hold-release-${r.id}`} className="leading-snug break-words">
                  {r.title} (whole release)
                </Label>
              </div>
              {months.length > 0 && (
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{formatDecimal(displayTotal(sumOf(r.byMonth)))}</span>
              )}
            </div>
            {held.length > 0 && <p className="text-xs text-muted-foreground">Held already: {held.map(monthLabel).join(', ')}</p>}
            <ul className="space-y-2 pl-6">
              {r.tracks.map((tr) => {
                const trackHeld = heldIn(r.id, tr.id);
                return (
                  <li key={tr.id} className="flex items-center justify-between gap-3">
                    <div className="flex min-w-0 items-center gap-2">
                      <Checkbox
                        id={`hold-track-${tr.id}`}
                        checked={whole || trackIds.includes(tr.id)}
                        disabled={whole}
                        onCheckedChange={(on) => toggle('trackIds', tr.id, on === true)}
                      />
                      <Label htmlFor={`hold-track-${tr.id}`} className="leading-snug font-normal break-words">
                        {tr.title}
                        {tr.isrc && <span className="text-xs text-muted-foreground"> · {tr.isrc}</span>}
                        {trackHeld.length > 0 && (
                          <span className="text-xs text-muted-foreground"> · held in {trackHeld.map(monthLabel).join(', ')}</span>
                        )}
                      </Label>
                    </div>
                    {months.length > 0 && (
                      <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                        {formatDecimal(displayTotal(sumOf(tr.byMonth)))}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
      {error && (
        <p id="hold-tracks-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
