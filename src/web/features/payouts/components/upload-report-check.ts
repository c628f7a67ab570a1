// The import form's values, the uploads they make (one per file: the files of a DSR report in
// several files join one import) and their check by the query schema the server reads an upload
// with (loaded at the form's first focus or send), so a mistyped currency or rate is named before
// the file is sent. A problem shows under the file, where the server's refusal shows.
import type { Resolver } from 'react-hook-form';
import { loadOnce } from '../../../lib/load-once.ts';
import { uploadQuery, type UploadReportInput } from '../api/admin-revenue-api.ts';

/** How to read the file: detected, a DSR, or a report mapping (by its id). */
export type ReadAs = 'auto' | 'ddex_dsr' | string;

export type UploadValues = {
  files: FileList | undefined;
  readAs: ReadAs;
  importAs: 'auto' | 'estimate';
  source: string;
  currency: string;
  rate: string;
};

export const mappingIdOf = (readAs: ReadAs) => (readAs === 'auto' || readAs === 'ddex_dsr' ? null : readAs);

const uploadsOf = (v: UploadValues): UploadReportInput[] =>
  [...(v.files ?? [])].map((file) => ({
    file,
    format: v.readAs === 'ddex_dsr' ? 'ddex_dsr' : '',
    mapping: mappingIdOf(v.readAs) ?? '',
    source: v.source,
    currency: v.currency,
    rate: v.rate,
    kind: v.importAs === 'estimate' ? 'estimate' : '',
  }));

const loadSchema = loadOnce(() => import('../../../../domain/earnings.ts').then((m) => m.importUploadQuerySchema));

const problem = (message: string) => ({ values: {}, errors: { files: { type: 'upload', message } } });

/** Gives the submit handler the uploads to send, once every one reads as the server will read it. */
export const uploadResolver: Resolver<UploadValues, unknown, UploadReportInput[]> & { preload: () => void } = Object.assign(
  async (values: UploadValues) => {
    const uploads = uploadsOf(values);
    if (!uploads.length) return problem('Please choose a sales report file.');
    const schema = await loadSchema();
    for (const upload of uploads) {
      const result = schema.safeParse(uploadQuery(upload));
      if (!result.success) return problem(result.error.issues[0]!.message);
    }
    return { values: uploads, errors: {} };
  },
  { preload: () => void loadSchema().catch(() => undefined) },
);
