// "Import sales report": choose the file (CSV, TSV, a store's own report or DSR, gzip too), how to
// read it (detected from its header unless chosen: a report mapping, or DSR) and who sent it; the
// form shows what the file's header was detected as and its first rows as they will be read. The
// server reads it as it streams and answers with the preview, confirmed or discarded here. The
// same dialog shows any earlier import with its rows. A trend report (counts without money) is
// detected as estimates, or any file is imported as estimates by choice: never booked.
import { Controller, useForm, type Control } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { REPORT_FORMAT_LABELS } from '../../../../domain/earnings-options.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormOptionSelect } from '../../../components/ui/form-option-select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { importOptions, TEMPLATE_HREF, useUploadReport, type UploadReportInput } from '../api/admin-revenue-api.ts';
import { reportMappingsOptions } from '../api/report-mappings-api.ts';
import { ReportDetection } from './report-detection.tsx';
import { ImportPreview } from './import-preview.tsx';
import { ImportRows } from './import-rows.tsx';
import { mappingIdOf, uploadResolver, type UploadValues } from './upload-report-check.ts';

/** `importId` shows that import; 'new' the upload form. */
export function ImportDialog({
  importId,
  onShow,
  onClose,
}: {
  importId: string | null;
  onShow: (id: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={!!importId} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-4xl [&>*]:min-w-0">
        {importId === 'new' ? <UploadForm onUploaded={onShow} /> : importId && <ImportView id={importId} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function UploadForm({ onUploaded }: { onUploaded: (id: string) => void }) {
  const { register, control, handleSubmit, setError, watch, formState } = useForm({
    resolver: uploadResolver,
    // the file's message stays until the next send, whichever field it was about
    reValidateMode: 'onSubmit',
    defaultValues: { files: undefined, readAs: 'auto', importAs: 'auto', source: '', currency: '', rate: '' },
  });
  const [files, readAs] = watch(['files', 'readAs']);
  const mappings = useQuery(reportMappingsOptions());
  const readOptions = [
    { value: 'auto', label: 'Detect from the file' },
    ...(mappings.data ?? []).map((m) => ({ value: m.id, label: m.name })),
    { value: 'ddex_dsr', label: REPORT_FORMAT_LABELS.ddex_dsr },
  ];
  const upload = useUploadReport();

  const submit = handleSubmit(async (uploads) => {
    try {
      // the files of a DSR report in several files are sent one after the other and join one import
      let preview = null;
      for (const u of uploads) preview = await upload.mutateAsync(u);
      onUploaded(preview!.id);
    } catch (err) {
      setError('files', { message: err instanceof ApiError ? err.message : 'The upload failed. Please try again.' });
    }
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>Import sales report</DialogTitle>
        <DialogDescription>
          Nothing is booked until you confirm the preview. Tracks are matched by ISRC, releases by UPC; rows that match nothing are kept.
        </DialogDescription>
      </DialogHeader>
      <form
        onSubmit={submit}
        onFocus={uploadResolver.preload}
        className="grid gap-4 [&>*]:min-w-0"
        aria-label="Import sales report"
        noValidate
      >
        <FormField
          label="Report file"
          required
          error={formState.errors.files?.message}
          description="Tunelane CSV, a store's own report (Apple, Spotify-style, DistroKid-style or one you mapped), DDEX DSR or a daily or weekly trend report (counts without money); gzip-compressed files too. Choose every file of a DSR report in several files."
        >
          <Input
            type="file"
            multiple
            accept=".csv,.tsv,.txt,.gz,text/csv,text/tab-separated-values,application/gzip"
            className="h-auto py-1.5"
            {...register('files')}
          />
        </FormField>
        {files?.length === 1 && readAs !== 'ddex_dsr' && <ReportDetection file={files[0]!} mappingId={mappingIdOf(readAs)} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Read as" description="Detected from the file's header unless you choose.">
            {(p) => <FormOptionSelect {...p} control={control} name="readAs" options={readOptions} />}
          </FormField>
          <ImportAsField control={control} />
          <FormField label="Source" description="Who sent the report; read from the file when left empty.">
            <Input maxLength={100} placeholder="e.g. Spotify" {...register('source')} />
          </FormField>
          <CurrencyField control={control} />
          <FormField label="Rate to USD" description="What 1 unit of that currency is worth in USD.">
            <Input inputMode="decimal" placeholder="e.g. 1.0842" {...register('rate')} />
          </FormField>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="link" asChild className="px-0">
            <a href={TEMPLATE_HREF} download>
              <Download /> Download the CSV template
            </a>
          </Button>
          <Button type="submit" disabled={upload.isPending}>
            {upload.isPending ? <Spinner size="sm" /> : <Upload />} {upload.isPending ? 'Reading the file…' : 'Upload and preview'}
          </Button>
        </div>
      </form>
    </>
  );
}

function ImportView({ id, onClose }: { id: string; onClose: () => void }) {
  const q = useQuery(importOptions(id));
  if (q.isPending)
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading the import">
        <DialogTitle className="sr-only">Loading the import</DialogTitle>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (q.isError)
    return (
      <>
        <DialogHeader>
          <DialogTitle>Sales report</DialogTitle>
        </DialogHeader>
        <LoadError title="Error" message={q.error.message} onRetry={() => void q.refetch()} />
      </>
    );
  const p = q.data;
  return (
    <>
      <DialogHeader>
        <DialogTitle className="pr-8 break-all">{p.fileName}</DialogTitle>
        <DialogDescription>
          {p.status === 'preview' ? 'Check the preview, then confirm the import or discard it.' : 'The import and its rows.'}
        </DialogDescription>
      </DialogHeader>
      <ImportPreview preview={p} onDone={(a) => (a === 'confirm' || a === 'discard' || a === 'rollback') && onClose()} />
      <ImportRows importId={p.id} estimate={p.kind === 'estimate'} />
    </>
  );
}

type UploadControl = Control<UploadValues, unknown, UploadReportInput[]>;

/** A statement unless told, or the file has no amounts: then estimates. */
function ImportAsField({ control }: { control: UploadControl }) {
  return (
    <FormField label="Import as" description="Estimates are counts for the artists' analytics, never booked; a statement replaces them.">
      {(p) => (
        <FormOptionSelect
          {...p}
          control={control}
          name="importAs"
          options={[
            { value: 'auto', label: 'Detect: a file without amounts is a trend report' },
            { value: 'estimate', label: 'Estimates (trend report): counts only' },
          ]}
        />
      )}
    </FormField>
  );
}

/** A report not in USD: its currency's code, upper case as typed. */
function CurrencyField({ control }: { control: UploadControl }) {
  return (
    <FormField label="Report currency" description="Not in USD? Its code, and its rate below; or enter the rate in the preview.">
      {(p) => (
        <Controller
          control={control}
          name="currency"
          render={({ field }) => (
            <Input {...p} {...field} onChange={(e) => field.onChange(e.target.value.toUpperCase())} maxLength={3} placeholder="e.g. EUR" />
          )}
        />
      )}
    </FormField>
  );
}
