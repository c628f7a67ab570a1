// The first rows of a report as they will be read: the start of a file (sent by the console as
// text), read with the mapping chosen, the one being edited (unsaved), or the one its header is
// detected as; the same reader as the import, so what the preview shows is what the import books.
import { invalid } from '../../../domain/errors.ts';
import type { ReportMapping } from '../../../domain/report-mappings.ts';
import type { MappingPreviewDto, MappingPreviewRowDto, ReportMappingDto } from '../../../domain/report-mappings-dto.ts';
import type { Deps } from '../../deps.ts';
import { getReportMapping, listReportMappings } from './list-report-mappings.ts';
import { openReport } from './read-report.ts';
import type { UserActor } from '../../actor.ts';

/** Rows the preview shows. */
export const PREVIEW_ROWS = 20;

export type MappingPreviewInput = { sample: string; complete: boolean; mappingId?: string; mapping?: ReportMapping };

export async function previewReportMapping(deps: Deps, _actor: UserActor, input: MappingPreviewInput): Promise<MappingPreviewDto> {
  // a sample cut from a longer file ends inside a line: that line is left out, and no rows are skipped at its bottom
  const sample = input.complete ? input.sample : input.sample.slice(0, input.sample.lastIndexOf('\n') + 1);
  if (!sample.trim()) throw invalid('The sample has no complete line: choose a file with at least a header and one row.');
  const given: ReportMappingDto | undefined = input.mapping
    ? { ...input.mapping, id: '', builtIn: false, reader: null, createdAt: null, version: null }
    : input.mappingId
      ? await getReportMapping(deps.db, input.mappingId)
      : undefined;
  const mapping = given && !input.complete && given.skipBottom ? { ...given, skipBottom: 0 } : given;
  const report = await openReport(
    (async function* () {
      yield Buffer.from(sample, 'utf8');
    })(),
    mapping ? { mapping } : { mappings: await listReportMappings(deps) },
  );
  const rows: MappingPreviewRowDto[] = [];
  for await (const r of report.rows) {
    rows.push(
      r.ok
        ? {
            ok: true,
            line: r.row.line,
            isrc: r.row.isrc,
            upc: r.row.upc,
            title: r.row.title,
            store: r.row.store,
            country: r.row.country,
            usageStart: r.row.usageStart,
            usageEnd: r.row.usageEnd,
            useType: r.row.useType,
            quantity: r.row.quantity,
            amount: r.row.amount,
            currency: r.row.currency,
          }
        : { ok: false, line: r.refused.line, reason: r.refused.reason },
    );
    if (rows.length >= PREVIEW_ROWS) break;
  }
  const used = report.mapping;
  return {
    detected: !given && used ? { id: used.id, name: used.name } : null,
    mapping: used ? { id: used.id || null, name: used.name } : null,
    format: report.format,
    header: report.header(),
    rows,
  };
}
