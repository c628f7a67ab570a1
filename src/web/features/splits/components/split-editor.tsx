// The owner's split editor: the payees of the release's split (or a track's), each by name and
// email with a share in percent (up to four decimals) and an amount repaid to them first, up to 50;
// the share the owner keeps is shown as the shares change. Checked by the schema and the split
// rules the server applies (domain/splits*.ts), saved as a new version in force from the next
// earnings booked or, for a release's split, from an earlier month: then what would move is shown
// first (split-moves.tsx), and saving moves it. The server's refusal is shown in its words.
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { formatShare, parseShare, readSplit, SPLIT_MAX_PAYEES, WHOLE } from '../../../../domain/splits.ts';
import type { ReleaseSplitsDto } from '../../../../domain/splits-dto.ts';
import type { saveSplitSchema, SaveSplitInput } from '../../../../domain/splits-schema.ts';
import type { z } from 'zod';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { previewSplit, useSaveSplit } from '../api/splits-api.ts';
import { AppliesTo, EffectiveFrom, SplitMoves } from './split-moves.tsx';
import type { SplitPreviewDto } from '../../../../domain/splits-dto.ts';

const resolver = lazyZodResolver(() => import('../../../../domain/splits-schema.ts').then((m) => m.saveSplitSchema));

type Form = z.input<typeof saveSplitSchema>;

type Props = {
  data: ReleaseSplitsDto;
  isrc: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Another split to edit: the whole release's (null) or a track's. */
  onTarget: (isrc: string | null) => void;
};

export function SplitEditor({ data, isrc, open, onOpenChange, onTarget }: Props) {
  const current = data.splits.find((s) => s.isrc === isrc);
  const defaults = useMemo<Form>(
    () => ({
      isrc,
      payees: (current?.payees ?? [])
        .filter((p) => p.status !== 'declined')
        .map((p) => ({ name: p.name, email: p.email, share: p.share, recoup: p.recoup === '0.00' ? '' : p.recoup })),
    }),
    [current, isrc],
  );
  const { register, control, handleSubmit, setError, formState } = useForm<Form, unknown, SaveSplitInput>({
    resolver,
    defaultValues: defaults,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'payees' });
  const payees = useWatch({ control, name: 'payees' }) ?? [];
  const given = payees.reduce((n, p) => n + (parseShare(p.share ?? '') ?? 0n), 0n);
  const save = useSaveSplit(data.releaseId);
  const track = isrc ? data.tracks.find((t) => t.isrc === isrc) : undefined;
  const [from, setFrom] = useState('now');
  const [moves, setMoves] = useState<SplitPreviewDto | null>(null);
  // what moves is worked out for the split as it stands: any change asks again
  const watched = JSON.stringify(payees);
  useEffect(() => setMoves(null), [watched, from]);

  const onSubmit = handleSubmit(async (values) => {
    const read = readSplit(values.payees.map((p) => ({ payee: p.email, share: p.share, recoup: p.recoup })));
    if ('error' in read) return setError('root', { message: read.error });
    const body = { ...values, effectiveFrom: from === 'now' ? null : from };
    try {
      // from an earlier month: what moves is shown first; saving the same split then moves it
      if (body.effectiveFrom && !moves) return setMoves(await previewSplit(data.releaseId, body));
      await save.mutateAsync(body);
      toast.success('Revenue split saved', { description: 'New payees get an invitation by email.' });
      onOpenChange(false);
    } catch (err) {
      setError('root', { message: err instanceof ApiError ? err.message : 'Please try again later.' });
    }
  });

  const errors = formState.errors.payees;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{track ? `Split of “${track.title}”` : `Split of “${data.releaseTitle}”`}</DialogTitle>
          <DialogDescription>
            {track
              ? 'This track’s own split: its earnings are shared by it instead of the release’s.'
              : 'An amount repaid first goes to its payee before any share; you keep what the shares leave.'}
          </DialogDescription>
        </DialogHeader>
        <form id="split-form" noValidate onSubmit={onSubmit} onFocus={resolver.preload} className="space-y-4">
          {data.tracks.length > 1 && <AppliesTo data={data} isrc={isrc} onTarget={onTarget} />}
          {fields.length === 0 && <p className="text-sm text-muted-foreground">No payees: you keep all of the earnings.</p>}
          <ol className="space-y-4">
            {fields.map((field, i) => (
              <PayeeRow key={field.id} i={i} register={register} errors={errors?.[i]} name={payees[i]?.name} onRemove={() => remove(i)} />
            ))}
          </ol>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button
              type="button"
              variant="outline"
              disabled={fields.length >= SPLIT_MAX_PAYEES}
              onClick={() => append({ name: '', email: '', share: '', recoup: '' })}
            >
              <Plus aria-hidden="true" /> Add payee
            </Button>
            <p className="text-sm" aria-live="polite">
              {given > WHOLE ? (
                <span className="text-destructive">The shares add up to {formatShare(given)} %, more than 100 %.</span>
              ) : (
                <>
                  You keep <strong className="tabular-nums">{formatShare(WHOLE - given)} %</strong>
                </>
              )}
            </p>
          </div>
          {!isrc && <EffectiveFrom value={from} onChange={setFrom} />}
          {moves && <SplitMoves moves={moves} />}
          {formState.errors.root && (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{formState.errors.root.message}</AlertDescription>
            </Alert>
          )}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="split-form" disabled={save.isPending || formState.isSubmitting}>
            {(save.isPending || formState.isSubmitting) && <Spinner size="sm" />}{' '}
            {from === 'now' ? 'Save split' : moves ? 'Save and move' : 'Show what moves'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type RowProps = {
  i: number;
  register: UseFormRegister<Form>;
  errors: { [K in 'name' | 'email' | 'share' | 'recoup']?: { message?: string } } | undefined;
  name: string | undefined;
  onRemove: () => void;
};

/** One payee: name, email, share and the amount repaid first, labelled once on wide screens (the first row) and on every card on phones. */
function PayeeRow({ i, register, errors, name, onRemove }: RowProps) {
  return (
    <li className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_1.4fr_6rem_7rem_auto] sm:items-start sm:border-0 sm:p-0">
      <FormField label="Name" hideLabel={i > 0} error={errors?.name?.message}>
        <Input autoComplete="off" maxLength={200} {...register(`payees.${i}.name`)} />
      </FormField>
      <FormField label="Email" hideLabel={i > 0} error={errors?.email?.message}>
        <Input type="email" autoComplete="off" maxLength={254} {...register(`payees.${i}.email`)} />
      </FormField>
      <FormField label="Share %" hideLabel={i > 0} error={errors?.share?.message}>
        <Input inputMode="decimal" maxLength={12} {...register(`payees.${i}.share`)} />
      </FormField>
      <FormField label="Repaid first ($)" hideLabel={i > 0} error={errors?.recoup?.message}>
        <Input inputMode="decimal" maxLength={20} placeholder="0.00" {...register(`payees.${i}.recoup`)} />
      </FormField>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className={i === 0 ? 'sm:mt-6' : undefined}
        aria-label={`Remove ${name || `payee ${i + 1}`}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
