// What a report in other currencies is booked at: each currency's rate to USD and where it came
// from, with its matched total in both currencies; a currency without a rate asks for it (the
// import waits in preview until then). A DSR report in several files says which of its files are
// here and which it waits for.
import { useForm } from 'react-hook-form';
import { Files, Landmark } from 'lucide-react';
import type { ImportPreviewDto } from '../../../../domain/royalty-imports-dto.ts';
import { IMPORT_TEXTS } from '../../../../domain/import-texts.ts';
import { RATE_SOURCE_LABELS, rateText } from '../../../../domain/exchange-rates.ts';
import { formatReportAmount } from '../../../../domain/money.ts';
import { sumExact } from '../../../../domain/earnings-totals.ts';
import { formatUnits } from '../../../../domain/earnings-decimal.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSetImportRate } from '../api/admin-revenue-api.ts';

export function ImportRates({ preview }: { preview: ImportPreviewDto }) {
  const p = preview;
  const waiting = p.files && p.files.received.length < p.files.expected;
  if (!p.rates.length && !p.ratesNeeded.length && !p.files) return null;
  return (
    <div className="space-y-3">
      {p.files && (
        <Alert data-alert="files">
          <Files aria-hidden="true" />
          <AlertTitle>
            {waiting
              ? `${p.files.received.length} of ${p.files.expected} files of this report are here`
              : `All ${p.files.expected} files of this report are here`}
          </AlertTitle>
          <AlertDescription>
            {p.files.received.map((f) => `File ${f.number}: ${f.name}`).join(' · ')}
            {waiting && p.status === 'preview' && (
              <>
                <br />
                {IMPORT_TEXTS.filesMissing(
                  Array.from({ length: p.files.expected }, (_, i) => i + 1).filter((n) => !p.files!.received.some((f) => f.number === n)),
                  p.files.expected,
                )}{' '}
                {IMPORT_TEXTS.totalsWhenWhole}
              </>
            )}
          </AlertDescription>
        </Alert>
      )}
      {p.rates.length > 0 && (
        <ul className="space-y-1 rounded-lg border p-3 text-sm" aria-label="Exchange rates">
          {p.rates.map((r) => {
            const totals = p.totals.filter((t) => t.currency === r.currency);
            const usd = totals.every((t) => t.usd !== null) ? formatUnits(sumExact(totals.map((t) => t.usd!))) : null;
            return (
              <li key={r.currency} className="flex flex-wrap items-center gap-x-2" data-rate={r.currency}>
                <Landmark className="size-4 text-muted-foreground" aria-hidden="true" />
                <span className="font-medium">{rateText(r)}</span>
                <span className="text-muted-foreground">({RATE_SOURCE_LABELS[r.source]})</span>
                {totals.length > 0 && usd !== null && (
                  <span className="tabular-nums">
                    · {formatReportAmount(formatUnits(sumExact(totals.map((t) => t.amount))), r.currency)} ={' '}
                    {formatReportAmount(usd, 'USD')}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {p.status === 'preview' && p.ratesNeeded.length > 0 && (
        <Alert variant="destructive" data-alert="rate-needed">
          <Landmark aria-hidden="true" />
          <AlertTitle>Exchange rate needed</AlertTitle>
          <AlertDescription>
            <p>{IMPORT_TEXTS.ratesNeeded(p.ratesNeeded)}</p>
            {p.ratesNeeded.map((c) => (
              <RateForm key={c} preview={p} currency={c} />
            ))}
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}

// Only the rate is typed: the currency is the one asked for, the version the preview's at sending.
const resolver = lazyZodResolver(() => import('../../../../domain/earnings.ts').then((m) => m.importRateSchema.pick({ rate: true })));

function RateForm({ preview, currency }: { preview: ImportPreviewDto; currency: string }) {
  const { register, handleSubmit, setError, formState } = useForm({ resolver, defaultValues: { rate: '' } });
  const save = useSetImportRate(preview.id);
  const submit = handleSubmit(async ({ rate }) => {
    try {
      await save.mutateAsync({ version: preview.version, currency, rate });
      toast.success(IMPORT_TEXTS.rateSet);
    } catch (err) {
      setError('rate', { message: err instanceof ApiError ? err.message : 'The rate could not be saved. Please try again.' });
    }
  });
  return (
    <form onSubmit={submit} onFocus={resolver.preload} className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-start" noValidate>
      <FormField label={`1 ${currency} in USD`} error={formState.errors.rate?.message} className="min-w-0 flex-1">
        <Input inputMode="decimal" placeholder="e.g. 1.0842" {...register('rate')} />
      </FormField>
      <Button type="submit" className="sm:mt-6" disabled={save.isPending}>
        {save.isPending && <Spinner size="sm" />} Save rate
      </Button>
    </form>
  );
}
