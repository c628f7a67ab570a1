// The report mapping editor's cards (admin-report-mapping-page.tsx): the file (how the report is
// written), the column of each field, and the preview of a sample's first rows as read.
import { type FieldPath } from 'react-hook-form';
import { USE_TYPES, USE_TYPE_LABELS, type UseType } from '../../../../domain/use-types.ts';
import {
  MAPPING_DATE_FORMATS,
  MAPPING_DECIMALS,
  MAPPING_DECIMAL_LABELS,
  MAPPING_DELIMITERS,
  MAPPING_DELIMITER_LABELS,
  MAPPING_FIELDS,
  MAPPING_FIELD_LABELS,
  type MappingDelimiter,
  type MappingField,
} from '../../../../domain/report-mappings.ts';
import type { ReportMappingInput } from '../../../../domain/report-mapping-schema.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { OptionSelect } from '../../../components/ui/option-select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { MappingPreviewRows } from '../components/mapping-preview-rows.tsx';

import type { UseQueryResult } from '@tanstack/react-query';
import type { UseFormRegister, UseFormSetValue } from 'react-hook-form';
import type { MappingPreviewDto } from '../../../../domain/report-mappings-dto.ts';

/** Radix selects take no tab or empty values: the delimiters by name. */
const DELIMITER_KEYS: Record<MappingDelimiter, string> = { ',': 'comma', '\t': 'tab', ';': 'semicolon', '|': 'pipe' };
const delimiterOf = (key: string) => MAPPING_DELIMITERS.find((d) => DELIMITER_KEYS[d] === key) ?? ',';

/** The form holds a mapping as the schema reads it: empty columns, store and currency name none. */
export type MappingForm = ReportMappingInput & { columns: Record<MappingField, string>; store: string; currency: string };

/** Rows to skip are typed as text and read as a number (not one: the schema's message). */
const asCount = { setValueAs: (v: string | number) => Number(v) };
type Form = MappingForm;
type FieldError = (path: FieldPath<ReportMappingInput>) => string | undefined;

type FileProps = {
  register: UseFormRegister<ReportMappingInput>;
  setValue: UseFormSetValue<ReportMappingInput>;
  form: ReportMappingInput;
  fieldError: FieldError;
  readOnly: boolean;
};

/** Who sends the report and how it is written. */
export function MappingFileCard({ register, setValue, form, fieldError, readOnly }: FileProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>The file</CardTitle>
        <CardDescription>Who sends it and how it is written.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" required error={fieldError('name')} className="sm:col-span-2">
          <Input maxLength={100} placeholder="e.g. Label GmbH statement" {...register('name')} />
        </FormField>
        <FormField label="Source" required error={fieldError('source')} description="Who sends the report: the imports' source.">
          <Input maxLength={100} placeholder="e.g. Apple" {...register('source')} />
        </FormField>
        <FormField label="Delimiter">
          {(p) => (
            <OptionSelect
              {...p}
              disabled={readOnly}
              value={DELIMITER_KEYS[form.delimiter]}
              onChange={(v) => setValue('delimiter', delimiterOf(v))}
              options={MAPPING_DELIMITERS.map((d) => ({ value: DELIMITER_KEYS[d], label: MAPPING_DELIMITER_LABELS[d] }))}
            />
          )}
        </FormField>
        <FormField label="Rows to skip at the top" error={fieldError('skipTop')} description="Before the header row.">
          <Input inputMode="numeric" {...register('skipTop', asCount)} />
        </FormField>
        <FormField label="Rows to skip at the bottom" error={fieldError('skipBottom')} description="Totals after the last line.">
          <Input inputMode="numeric" {...register('skipBottom', asCount)} />
        </FormField>
        <FormField label="Date format">
          {(p) => (
            <OptionSelect
              {...p}
              disabled={readOnly}
              value={form.dateFormat}
              onChange={(v) => setValue('dateFormat', v as Form['dateFormat'])}
              options={MAPPING_DATE_FORMATS.map((d) => ({ value: d, label: d }))}
            />
          )}
        </FormField>
        <FormField label="Decimal separator">
          {(p) => (
            <OptionSelect
              {...p}
              disabled={readOnly}
              value={form.decimal}
              onChange={(v) => setValue('decimal', v as Form['decimal'])}
              options={MAPPING_DECIMALS.map((d) => ({ value: d, label: MAPPING_DECIMAL_LABELS[d] }))}
            />
          )}
        </FormField>
        <FormField label="Store of every line" error={fieldError('store')} description="When no column names the store.">
          <Input maxLength={100} placeholder="e.g. Apple Music" {...register('store')} />
        </FormField>
        <FormField label="Currency of every line" error={fieldError('currency')} description="When no column gives it.">
          <Input
            value={form.currency ?? ''}
            onChange={(e) => setValue('currency', e.target.value.toUpperCase())}
            maxLength={3}
            placeholder="e.g. USD"
          />
        </FormField>
        <FormField label="Use type" description="When no column gives it, or its word names none.">
          {(p) => (
            <OptionSelect
              {...p}
              disabled={readOnly}
              value={form.useType ?? 'stream'}
              onChange={(v) => setValue('useType', v as UseType)}
              options={USE_TYPES.map((u) => ({ value: u, label: USE_TYPE_LABELS[u] }))}
            />
          )}
        </FormField>
      </CardContent>
    </Card>
  );
}

/** The header of the column holding each field, picked from the sample's header or typed. */
export function MappingColumnsCard({
  register,
  fieldError,
  header,
}: {
  register: UseFormRegister<ReportMappingInput>;
  fieldError: FieldError;
  header: string[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Columns</CardTitle>
        <CardDescription>
          The header of the column holding each field; leave a field empty when the report has none. An ISRC or UPC, the quantity and the
          period are needed. Without an amount, the reports read with this mapping are trend reports: their counts are imported as
          estimates, never booked.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <datalist id="mapping-sample-header">
          {header.map((h) => (
            <option key={h} value={h} />
          ))}
        </datalist>
        {MAPPING_FIELDS.map((f) => (
          <FormField key={f} label={`${MAPPING_FIELD_LABELS[f]} column`} error={fieldError(`columns.${f}`)}>
            <Input
              list="mapping-sample-header"
              maxLength={200}
              {...register(`columns.${f}`)}
              placeholder={header.length ? 'Pick from the header' : 'Not in the report'}
            />
          </FormField>
        ))}
      </CardContent>
    </Card>
  );
}

type PreviewProps = {
  sample: { sample: string; complete: boolean; name: string } | null;
  sampleError: string | undefined;
  preview: UseQueryResult<MappingPreviewDto>;
  chooseSample: (file: File | undefined) => Promise<void>;
};

/** The first rows of a sample report as the mapping in the form reads them. */
export function MappingPreviewCard({ sample, sampleError, preview, chooseSample }: PreviewProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Preview</CardTitle>
        <CardDescription>The first rows of a sample report as this mapping reads them. The sample stays on this screen.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <FormField label="Sample report" error={sampleError}>
          <Input
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
            onChange={(e) => void chooseSample(e.target.files?.[0])}
            className="h-auto py-1.5"
          />
        </FormField>
        {sample === null ? (
          <p className="text-sm text-muted-foreground">Choose a report from this source to see its rows as they will be read.</p>
        ) : preview.isPending ? (
          <div className="space-y-2" aria-busy="true" aria-label="Reading the sample">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : preview.isError ? (
          <Alert variant="destructive" data-alert="preview-error">
            <AlertTitle>The sample cannot be read with this mapping</AlertTitle>
            <AlertDescription>{preview.error.message}</AlertDescription>
          </Alert>
        ) : (
          <MappingPreviewRows rows={preview.data.rows} label="The sample's first rows as they will be read" />
        )}
      </CardContent>
    </Card>
  );
}
