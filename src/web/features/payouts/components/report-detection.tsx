// What the upload form finds in the chosen file before it is sent: the mapping its header is
// detected as (or the one chosen), and its first rows as they will be read. A header no mapping
// fits says so, with where to add one; a gzip-compressed file is read only on upload.
import { useQuery } from '@tanstack/react-query';
import { FileSearch, TriangleAlert } from 'lucide-react';
import { REPORT_FORMAT_LABELS } from '../../../../domain/earnings-options.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { previewMapping, readSample, reportMappingsKey } from '../api/report-mappings-api.ts';
import { MappingPreviewRows } from './mapping-preview-rows.tsx';

/** The first rows shown in the upload form (the editor shows more). */
const ROWS = 5;

export function ReportDetection({ file, mappingId }: { file: File; mappingId: string | null }) {
  const q = useQuery({
    queryKey: [...reportMappingsKey, 'sample', file.name, file.size, file.lastModified, mappingId],
    queryFn: async ({ signal }) => {
      const sample = await readSample(file);
      return sample && previewMapping({ ...sample, ...(mappingId ? { mappingId } : {}) }, signal);
    },
    retry: false,
    staleTime: Infinity,
  });
  if (q.isPending)
    return (
      <div className="space-y-2" aria-busy="true" aria-label="Reading the start of the file">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  if (q.isError)
    return (
      <Alert variant="destructive" data-alert="detection">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>This file cannot be read as it is</AlertTitle>
        <AlertDescription>
          {q.error.message} Choose how to read it under Read as, or add a mapping for it under Report mappings.
        </AlertDescription>
      </Alert>
    );
  const p = q.data;
  if (!p) return <p className="text-sm text-muted-foreground">A gzip-compressed file is read when it is uploaded.</p>;
  const name = p.mapping?.name ?? REPORT_FORMAT_LABELS[p.format];
  return (
    <section className="min-w-0 space-y-2" aria-label="The file's first rows" data-detection={p.detected?.id ?? p.mapping?.id ?? p.format}>
      <p className="flex items-center gap-2 text-sm">
        <FileSearch className="size-4 text-muted-foreground" aria-hidden="true" />
        {p.detected ? (
          <span>
            Detected: <strong>{name}</strong>
          </span>
        ) : (
          <span>
            Read as <strong>{name}</strong>
          </span>
        )}
      </p>
      <MappingPreviewRows rows={p.rows.slice(0, ROWS)} label="The file's first rows as they will be read" />
    </section>
  );
}
