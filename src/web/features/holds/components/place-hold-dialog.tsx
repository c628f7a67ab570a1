// Place a hold: find the artist (by name or email, among those with earnings),
// tick the statement months and the tracks (or whole releases) whose earnings to hold (never the
// whole balance: the form and the server refuse a hold without both), see what that keeps as it
// is ticked (the exact sums of what each earned, rounded once), choose why from the list, write
// what was found for the artist to read, and the date they can answer by. The server computes the
// amount again and refuses what is claimed or held already.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ShieldPlus } from 'lucide-react';
import { units } from '../../../../domain/earnings-decimal.ts';
import { displayTotal } from '../../../../domain/earnings-totals.ts';
import {
  HOLD_LIMITS,
  HOLD_REASONS,
  HOLD_REASON_LABELS,
  HOLD_TEXTS,
  answerByRange,
  placeHoldProblem,
  type HoldReason,
} from '../../../../domain/holds.ts';
import type { HoldArtistDto, HoldTargetsDto } from '../../../../domain/holds-dto.ts';
import type { PlaceHoldInput } from '../../../../domain/holds-schema.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { FormOptionSelect } from '../../../components/ui/form-option-select.tsx';
import { asOptions } from '../../../components/ui/option-select.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { ruleResolver } from '../../../lib/rule-resolver.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { holdArtistsOptions, holdTargetsOptions, usePlaceHold } from '../api/holds-api.ts';

import { HoldMonths, HoldTracks, type ListField } from './hold-target-pickers.tsx';

const REASON_OPTIONS = asOptions(HOLD_REASONS, HOLD_REASON_LABELS);
const todayUtc = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

type Props = { open: boolean; onClose: () => void; onPlaced: (id: string) => void };

export function PlaceHoldDialog({ open, onClose, onPlaced }: Props) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl [&>*]:min-w-0">
        <DialogHeader>
          <DialogTitle>Place a hold</DialogTitle>
          <DialogDescription>
            Hold what named tracks earned in named months, never the whole balance. The artist is mailed, sees it on their Revenue page and
            can answer; the rest of their balance stays claimable.
          </DialogDescription>
        </DialogHeader>
        {open && <PlaceHold onPlaced={onPlaced} />}
      </DialogContent>
    </Dialog>
  );
}

function PlaceHold({ onPlaced }: { onPlaced: (id: string) => void }) {
  const [artist, setArtist] = useState<HoldArtistDto | null>(null);
  if (!artist) return <FindArtist onChoose={setArtist} />;
  return <HoldForm artist={artist} onChange={() => setArtist(null)} onPlaced={onPlaced} />;
}

function FindArtist({ onChoose }: { onChoose: (a: HoldArtistDto) => void }) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const query = useQuery(holdArtistsOptions(q));
  return (
    <div className="space-y-3">
      <FormField label="Artist" description="Artists with earnings, by name or email.">
        <SearchInput value={search} placeholder="Search artist name or email" onChange={(e) => setSearch(e.target.value)} />
      </FormField>
      {query.isError ? (
        <LoadError title="Error" message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Skeleton className="h-24 w-full" />
      ) : query.data.length ? (
        <ul className="divide-y rounded-md border" aria-label="Artists with earnings">
          {query.data.map((a) => (
            <li key={a.id}>
              <button
                type="button"
                className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                onClick={() => onChoose(a)}
              >
                <span className="min-w-0">
                  <span className="block font-medium break-words">{a.name || a.email}</span>
                  <span className="block text-xs break-all text-muted-foreground">{a.email}</span>
                </span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{formatDecimal(a.net)} earned</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No artist with earnings matches.</p>
      )}
    </div>
  );
}

function HoldForm({ artist, onChange, onPlaced }: { artist: HoldArtistDto; onChange: () => void; onPlaced: (id: string) => void }) {
  const query = useQuery(holdTargetsOptions(artist.id));
  return (
    <div className="space-y-4">
      <div className="flex items-start justify-between gap-3 rounded-md border bg-muted/40 px-3 py-2 text-sm">
        <span className="min-w-0">
          <span className="block font-medium break-words">{artist.name || artist.email}</span>
          <span className="block text-xs break-all text-muted-foreground">{artist.email}</span>
        </span>
        <Button type="button" variant="outline" size="sm" onClick={onChange}>
          Change artist
        </Button>
      </div>
      {query.isError ? (
        <LoadError title="Error" message={query.error.message} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <Targets targets={query.data} onPlaced={onPlaced} />
      ) : (
        <div className="space-y-2" aria-busy="true" aria-label="Loading the artist’s earnings">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      )}
    </div>
  );
}

type PlaceValues = Omit<PlaceHoldInput, 'userId' | 'reason'> & { reason: HoldReason | '' };

// The rule the server applies (placeHoldProblem), checked on Place hold only: a message goes as
// soon as anything is changed, since it was about what was there.
const resolver = ruleResolver<PlaceValues>((v) => placeHoldProblem(v, todayUtc()));

function Targets({ targets: t, onPlaced }: { targets: HoldTargetsDto; onPlaced: (id: string) => void }) {
  const place = usePlaceHold();
  const { register, control, handleSubmit, watch, getValues, setValue, setError, clearErrors, formState } = useForm<PlaceValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: {
      months: [],
      releaseIds: [],
      trackIds: [],
      reason: '',
      note: '',
      answerBy: inDays(HOLD_LIMITS.answerDefaultDays),
    },
  });
  const [months, releaseIds, trackIds] = watch(['months', 'releaseIds', 'trackIds']);
  const errors = formState.errors;
  const range = answerByRange(todayUtc());
  const toggle = (name: ListField, id: string, on: boolean) => {
    const list = getValues(name);
    setValue(name, on ? [...list, id] : list.filter((x) => x !== id));
    clearErrors();
  };
  const sumOf = (byMonth: Record<string, string>) => months.reduce((a, m) => a + (byMonth[m] ? units(byMonth[m]) : 0n), 0n);
  let total = 0n;
  for (const r of t.releases) {
    if (releaseIds.includes(r.id)) total += sumOf(r.byMonth);
    else for (const tr of r.tracks) if (trackIds.includes(tr.id)) total += sumOf(tr.byMonth);
  }

  const submit = handleSubmit(async (values) => {
    try {
      const hold = await place.mutateAsync({ userId: t.artist.id, ...values });
      toast.success(HOLD_TEXTS.placed);
      onPlaced(hold.id);
    } catch (err) {
      if (err instanceof ApiError && err.field) setError(err.field as keyof PlaceValues, { message: err.message });
      toast.error('Error', { description: err instanceof ApiError ? err.message : 'Please try again later.' });
    }
  });

  if (!t.months.length) return <p className="text-sm text-muted-foreground">This artist has no earnings to hold.</p>;
  return (
    <form className="space-y-4" noValidate onSubmit={submit}>
      <p className="text-sm text-muted-foreground">
        Earned {formatDecimal(t.money.net)} · claimed {formatDecimal(t.money.claimed)} · on hold {formatDecimal(t.money.onHold)} · free to
        hold {formatDecimal(t.money.free)}
      </p>
      <HoldMonths months={t.months} chosen={months} toggle={toggle} error={errors.months?.message} />
      <HoldTracks targets={t} chosen={{ months, releaseIds, trackIds }} toggle={toggle} sumOf={sumOf} error={errors.trackIds?.message} />
      <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm" aria-live="polite">
        This hold keeps <strong className="tabular-nums">{formatDecimal(displayTotal(total))}</strong> of {formatDecimal(t.money.free)} free
        to hold.
      </p>
      <FormField label="Reason" required error={errors.reason?.message}>
        {(p) => (
          <FormOptionSelect
            {...p}
            control={control}
            name="reason"
            options={REASON_OPTIONS}
            placeholder="Choose a reason"
            onChosen={clearErrors}
          />
        )}
      </FormField>
      <FormField
        label="What we found"
        required
        error={errors.note?.message}
        description="The evidence, in words the artist can answer: they read this on their Revenue page and in the mail."
      >
        <Textarea
          rows={4}
          className="field-sizing-fixed"
          maxLength={HOLD_LIMITS.note}
          {...register('note', { onChange: () => clearErrors() })}
        />
      </FormField>
      <FormField label="Answer by" required error={errors.answerBy?.message} description="The date the artist can answer by.">
        <Input
          type="date"
          min={range.min}
          max={range.max}
          className="w-full sm:w-48"
          {...register('answerBy', { onChange: () => clearErrors() })}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={place.isPending} className="w-full sm:w-auto">
          {place.isPending ? <Spinner size="sm" /> : <ShieldPlus />} Place hold
        </Button>
      </div>
    </form>
  );
}
