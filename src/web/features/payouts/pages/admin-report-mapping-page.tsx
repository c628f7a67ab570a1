// One report mapping in the editor: its name and source, the delimiter, rows to skip at the top
// and bottom, the date format and decimal separator, the column of each field (picked from an
// uploaded sample's header, or typed), and what stands in for a column the report lacks. A sample
// file's first rows are shown as the mapping, as it stands in the form, will read them. A shipped
// mapping is shown read only, with Make a copy. Saving is audited and checked against the version loaded.
import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Link } from '../../../lib/links.tsx';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Copy, Save } from 'lucide-react';
import { APPLE_FINANCIAL } from '../../../../domain/built-in-report-mappings.ts';
import { MAPPING_FIELDS, type MappingField } from '../../../../domain/report-mappings.ts';
import type { ReportMappingDto } from '../../../../domain/report-mappings-dto.ts';
import type { ReportMappingInput } from '../../../../domain/report-mapping-schema.ts';
import { QueryView, SkeletonBlocks } from '../../../components/ui/query-view.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { firstErrorMessage } from '../../../lib/first-error-message.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { previewMapping, readSample, reportMappingOptions, reportMappingsKey, useSaveMapping } from '../api/report-mappings-api.ts';
import { mappingPath, REPORT_MAPPINGS_PATH } from './admin-report-mappings-page.tsx';
import { MappingColumnsCard, MappingFileCard, MappingPreviewCard, type MappingForm as Form } from './report-mapping-cards.tsx';

const toForm = (m: Omit<ReportMappingDto, 'id' | 'builtIn' | 'reader' | 'createdAt' | 'version'>, copy = false): Form => ({
  name: copy ? `${m.name} (copy)` : m.name,
  source: m.source,
  delimiter: m.delimiter,
  skipTop: m.skipTop,
  skipBottom: m.skipBottom,
  dateFormat: m.dateFormat,
  decimal: m.decimal,
  columns: Object.fromEntries(MAPPING_FIELDS.map((f) => [f, m.columns[f] ?? ''])) as Record<MappingField, string>,
  store: m.store ?? '',
  currency: m.currency ?? '',
  useType: m.useType,
});

const BLANK: Form = {
  ...toForm({ ...APPLE_FINANCIAL, columns: {}, store: null }),
  name: '',
  source: '',
  delimiter: ',',
  skipBottom: 0,
  dateFormat: 'YYYY-MM-DD',
  currency: 'USD',
};

// The schema the server reads a mapping with, loaded at the form's first focus or save.
const resolver = lazyZodResolver(() => import('../../../../domain/report-mapping-schema.ts').then((m) => m.reportMappingSchema));

export function AdminReportMappingPage() {
  const { id = 'new' } = useParams();
  const [search] = useSearchParams();
  const from = id === 'new' ? search.get('from') : null;
  const source = from ?? (id === 'new' ? null : id);
  const q = useQuery({ ...reportMappingOptions(source ?? ''), enabled: source !== null });
  if (source === null) return <Editor key="new" id={null} initial={BLANK} builtIn={false} version={null} />;
  return (
    <QueryView
      query={q}
      errorTitle="The mapping could not be loaded"
      loading={<SkeletonBlocks label="Loading the mapping" className="space-y-4" blocks={['h-9 w-1/2', 'h-40 w-full', 'h-64 w-full']} />}
    >
      {(m) =>
        from ? (
          <Editor key={`copy:${m.id}`} id={null} initial={toForm(m, true)} builtIn={false} version={null} />
        ) : (
          <Editor key={`${m.id}:${m.version}`} id={m.id} initial={toForm(m)} builtIn={m.builtIn} version={m.version} />
        )
      }
    </QueryView>
  );
}

function Editor({ id, initial, builtIn, version }: { id: string | null; initial: Form; builtIn: boolean; version: string | null }) {
  const navigate = useNavigate();
  const { register, handleSubmit, watch, setValue, setError, getFieldState, formState } = useForm({ resolver, defaultValues: initial });
  const [sample, setSample] = useState<{ sample: string; complete: boolean; name: string } | null>(null);
  const [sampleError, setSampleError] = useState<string | undefined>();
  /** Why the last save did not happen, for the alert under the form. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveMapping();
  const form = watch();
  // the preview follows the form, a moment after the last change
  const [asked, setAsked] = useState<ReportMappingInput>(form);
  const formKey = JSON.stringify(form);
  useEffect(() => {
    const t = setTimeout(() => setAsked(JSON.parse(formKey) as ReportMappingInput), 300);
    return () => clearTimeout(t);
  }, [formKey]);
  const preview = useQuery({
    queryKey: [...reportMappingsKey, 'preview', sample?.name, sample?.sample.length, asked],
    queryFn: ({ signal }) => previewMapping({ sample: sample!.sample, complete: sample!.complete, mapping: asked }, signal),
    enabled: sample !== null,
    retry: false,
  });
  const header = preview.data?.header ?? [];

  const chooseSample = async (file: File | undefined) => {
    setSampleError(undefined);
    if (!file) return setSample(null);
    const s = await readSample(file);
    if (!s) return setSampleError('A gzip-compressed file cannot be previewed: choose the report as text.');
    setSample({ ...s, name: file.name });
  };

  const submit = handleSubmit(
    async (mapping) => {
      setRefusal(null);
      try {
        const saved = await save.mutateAsync({ id, version, mapping });
        toast.success(id ? 'Mapping saved.' : 'Mapping added.');
        if (!id) void navigate(mappingPath(saved.id), { replace: true });
      } catch (err) {
        if (!(err instanceof ApiError)) return setRefusal('The mapping could not be saved. Please try again.');
        setRefusal(err.message);
        const field = err.field?.replace(/^mapping\./, '');
        if (field) setError(field as FieldPath<Form>, { message: err.message });
      }
    },
    // the first problem is said as the server's refusal would say it
    (errors) => setRefusal(firstErrorMessage(errors) ?? null),
  );
  const fieldError = (path: FieldPath<Form>) => getFieldState(path, formState).error?.message;
  const readOnly = builtIn;

  return (
    <div className="space-y-4">
      <Button variant="link" asChild className="px-0">
        <Link to={REPORT_MAPPINGS_PATH}>
          <ArrowLeft /> Report mappings
        </Link>
      </Button>
      <PageHeader
        title={id ? initial.name : 'New report mapping'}
        description={
          readOnly
            ? 'A shipped mapping: read only. Make a copy to change it.'
            : 'Name the column of each field as the report heads it; a sample file shows how its first rows will be read.'
        }
        actions={
          readOnly && (
            <Button asChild>
              <Link to={`${mappingPath('new')}?from=${encodeURIComponent(id!)}`}>
                <Copy /> Make a copy
              </Link>
            </Button>
          )
        }
      />
      <form onSubmit={submit} onFocus={resolver.preload} className="grid gap-4 lg:grid-cols-2" aria-label="Report mapping" noValidate>
        <fieldset disabled={readOnly} className="contents">
          <MappingFileCard register={register} setValue={setValue} form={form} fieldError={fieldError} readOnly={readOnly} />
          <MappingColumnsCard register={register} fieldError={fieldError} header={header} />
        </fieldset>
        {refusal && (
          <Alert variant="destructive" className="lg:col-span-2" data-alert="mapping-error">
            <AlertTitle>The mapping was not saved</AlertTitle>
            <AlertDescription>{refusal}</AlertDescription>
          </Alert>
        )}
        {!readOnly && (
          <div className="flex justify-end lg:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner size="sm" /> : <Save />} {id ? 'Save mapping' : 'Add mapping'}
            </Button>
          </div>
        )}
      </form>
      <MappingPreviewCard sample={sample} sampleError={sampleError} preview={preview} chooseSample={chooseSample} />
    </div>
  );
}
