// Match and book: the line as the report gave it, which lines to book (this one, or every line of
// its ISRC or UPC, as many as the queue holds now), the catalogue searched by ISRC, UPC or title
// (starting from the line's own code) to choose the track or the release, then Book. Booked, the
// lines leave the queue and their money reaches the artist as a matched line's does.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import type { BookUnmatchedInput } from '../../../../domain/unmatched-lines.ts';
import { UNMATCHED_TEXTS } from '../../../../domain/import-texts.ts';
import type { CatalogueMatchDto, UnmatchedLineDto } from '../../../../domain/unmatched-lines-dto.ts';
import { formatDecimal, formatReportAmount } from '../../../../domain/money.ts';
import { formatCount } from '../../../../domain/releases-rules.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { SkeletonBlocks } from '../../../components/ui/query-view.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { catalogueOptions, unmatchedSummaryOptions, useBookUnmatched } from '../api/unmatched-api.ts';
import { codes, quantityText, usagePeriod } from './unmatched-lines-table.tsx';

export function BookLinesDialog({ line, onClose }: { line: UnmatchedLineDto | null; onClose: () => void }) {
  return (
    <Dialog open={!!line} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl [&>*]:min-w-0">
        {line && <BookLines key={`${line.importId}:${line.row}`} line={line} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

type Scope = 'line' | 'code';

const matchId = (m: CatalogueMatchDto) => m.trackId ?? m.releaseId;

function BookLines({ line, onDone }: { line: UnmatchedLineDto; onDone: () => void }) {
  const code: { isrc: string } | { upc: string } | null = line.isrc ? { isrc: line.isrc } : line.upc ? { upc: line.upc } : null;
  const codeText = line.isrc ? `ISRC ${line.isrc}` : `UPC ${line.upc}`;
  const group = useQuery({ ...unmatchedSummaryOptions(code ?? {}), enabled: code !== null });
  const sameCode = group.data && code ? group.data.lines : 1;
  const [scope, setScope] = useState<Scope>('line');
  const [search, setSearch] = useState(line.isrc ?? line.upc ?? line.title ?? '');
  const q = useDebounced(search.trim());
  const found = useQuery(catalogueOptions(q));
  const [chosen, setChosen] = useState<CatalogueMatchDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const book = useBookUnmatched();
  useEffect(() => setChosen(null), [q]);

  const count = scope === 'line' ? 1 : sameCode;
  const usd = scope === 'line' ? line.usd : (group.data?.usd ?? line.usd);

  const submit = async () => {
    if (!chosen) return;
    setError(null);
    const lines: BookUnmatchedInput['lines'] =
      scope === 'line' || !code
        ? { by: 'line', importId: line.importId, row: line.row }
        : 'isrc' in code
          ? { by: 'isrc', isrc: code.isrc, count }
          : { by: 'upc', upc: code.upc, count };
    try {
      const done = await book.mutateAsync({ releaseId: chosen.releaseId, trackId: chosen.trackId, lines });
      toast.success(UNMATCHED_TEXTS.booked(done), {
        description: done.trackTitle ? `To ${done.trackTitle} (${done.releaseTitle})` : `To ${done.releaseTitle}`,
      });
      onDone();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The lines could not be booked. Please try again.');
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle className="pr-8 break-words">Match and book</DialogTitle>
        <DialogDescription>
          Choose the track or release this line belongs to. It is booked as if it had matched on import.
        </DialogDescription>
      </DialogHeader>
      <section aria-label="The line" className="space-y-1 rounded-lg border bg-muted/40 p-3 text-sm">
        <p className="font-medium break-words">
          {line.title ?? 'Untitled'}
          {line.artist && <span className="font-normal text-muted-foreground"> · {line.artist}</span>}
        </p>
        <p className="text-xs break-words text-muted-foreground">
          {[codes(line), line.store, line.country, usagePeriod(line)].filter(Boolean).join(' · ')}
        </p>
        <p className="text-xs text-muted-foreground">
          {quantityText(line)} · {formatReportAmount(line.amount, line.currency)}
          {line.currency !== 'USD' && ` = ${formatDecimal(line.usd)}`} · {line.fileName}, line {line.line}
        </p>
      </section>

      {code && sameCode > 1 && (
        <SegmentedControl<Scope>
          label="Lines to book"
          value={scope}
          onChange={setScope}
          className="h-auto w-full sm:w-fit"
          segmentClassName="shrink py-1.5 whitespace-normal"
          segments={[
            { value: 'line', label: 'This line' },
            { value: 'code', label: `All ${formatCount(sameCode)} lines of ${codeText}` },
          ]}
        />
      )}

      <div className="space-y-2">
        <SearchInput
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search the catalogue by ISRC, UPC or title"
          aria-label="Search the catalogue by ISRC, UPC or title"
          maxLength={200}
        />
        <Matches q={q} query={found} chosen={chosen} onChoose={setChosen} />
      </div>

      {error && (
        <Alert variant="destructive">
          <AlertTitle>{UNMATCHED_TEXTS.bookRefused}</AlertTitle>
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}

      <DialogFooter className="gap-2">
        <Button variant="outline" onClick={onDone} disabled={book.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} disabled={!chosen || book.isPending}>
          {book.isPending ? <Spinner size="sm" /> : <Check />} Book {count === 1 ? '1 line' : `${formatCount(count)} lines`} (
          {formatDecimal(usd)})
        </Button>
      </DialogFooter>
    </>
  );
}

function Matches({
  q,
  query,
  chosen,
  onChoose,
}: {
  q: string;
  query: ReturnType<typeof useQuery<CatalogueMatchDto[]>>;
  chosen: CatalogueMatchDto | null;
  onChoose: (m: CatalogueMatchDto) => void;
}) {
  if (q.length < 2) return <p className="text-sm text-muted-foreground">{UNMATCHED_TEXTS.searchShort}.</p>;
  if (query.isPending)
    return <SkeletonBlocks label="Searching the catalogue" className="space-y-2" blocks={['h-14 w-full', 'h-14 w-full']} />;
  if (query.isError) return <LoadError title="Error" message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data.length)
    return (
      <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
        Nothing in the catalogue matches “{q}”. Try the title, or the release&apos;s UPC.
      </p>
    );
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">Track or release to book to</legend>
      {query.data.map((m) => {
        const id = matchId(m);
        const on = chosen !== null && matchId(chosen) === id;
        return (
          <label
            key={id}
            data-match={m.trackId ? 'track' : 'release'}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring ${on ? 'border-primary bg-primary/5' : ''}`}
          >
            <input type="radio" name="catalogue-match" className="mt-1" checked={on} onChange={() => onChoose(m)} />
            <span className="min-w-0">
              <span className="block font-medium break-words">
                {m.trackTitle ?? m.releaseTitle}
                <span className="font-normal text-muted-foreground"> · {m.trackId ? 'Track' : 'Whole release'}</span>
              </span>
              <span className="block text-xs break-words text-muted-foreground">
                {[m.trackId && m.releaseTitle, m.artistName, m.isrc && `ISRC ${m.isrc}`, m.upc && `UPC ${m.upc}`]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              <span className="block text-xs break-words text-muted-foreground">
                {m.owner.name}&apos;s account · {m.status}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
