// The files of a DDEX DSR report in several files joined as one import: the set found under a
// lock on its report, each file's summary records checked against the set's, and the set
// completed once its last file is in.
import type pg from 'pg';
import { DomainError, invalid } from '../../../domain/errors.ts';
import { REPORT_TEXTS } from '../../../domain/report-formats.ts';
import { formatUnits, units } from '../../../domain/earnings-decimal.ts';
import type { DsrFile, DsrSummaryRead } from './dsr-rows.ts';

export type SetFile = { number: number; name: string; hash: string; usageStart: string; usageEnd: string };
export type SetSummary = Omit<DsrSummaryRead, 'seen' | 'given' | 'lastLine'> & {
  /** Per file number: the usages its lines took, the parts of the revenue given, its last line booked. */
  files: Record<string, Pick<DsrSummaryRead, 'seen' | 'given' | 'lastLine'>>;
};

/** What a summary record says, to compare a file's with the set's. */
const summaryWords = (s: Omit<DsrSummaryRead, 'seen' | 'given' | 'lastLine'>) =>
  JSON.stringify([s.service, s.tier, s.commercialModel, s.useType, s.territory, s.usages, s.currency, units(s.revenue).toString()]);

/**
 * A file of a DSR report in several files joins its set: the summary records it repeats must be
 * the set's, word for word; once every file is in, each summary's usage lines must add up to its
 * usages across the files, and the units its lines' parts fell short of its revenue go to its last line.
 */
export async function joinSet(
  client: pg.PoolClient,
  importId: string,
  file: DsrFile,
  summaries: DsrSummaryRead[],
  had: SetSummary[] | null,
) {
  const byId = new Map((had ?? []).map((s) => [s.id, s]));
  const first = had && Object.keys(had[0]?.files ?? {})[0];
  if (had && (summaries.length !== had.length || summaries.some((s) => !byId.has(s.id)))) {
    const odd = summaries.find((s) => !byId.has(s.id))?.id ?? had.find((h) => !summaries.some((s) => s.id === h.id))!.id;
    throw invalid(REPORT_TEXTS.dsrSetSummary(odd, file.number, Number(first)));
  }
  const next: SetSummary[] = summaries.map((s) => {
    const { seen, given, lastLine, ...words } = s;
    const before = byId.get(s.id);
    if (before && summaryWords(before) !== summaryWords(words)) throw invalid(REPORT_TEXTS.dsrSetSummary(s.id, file.number, Number(first)));
    return { ...words, files: { ...before?.files, [file.number]: { seen, given, lastLine } } };
  });
  await client.query(`update sales_imports set summaries = $2 where id = $1`, [importId, JSON.stringify(next)]);
  return next;
}

/** The set is whole: usages checked across its files, and each summary's last line given what its parts fell short of. */
export async function completeSet(client: pg.PoolClient, importId: string, set: SetSummary[], files: number) {
  const lastLines: { line: number; add: string }[] = [];
  for (const s of set) {
    const parts = Object.values(s.files);
    const seen = parts.reduce((n, f) => n + BigInt(f.seen), 0n);
    if (seen !== BigInt(s.usages)) throw invalid(REPORT_TEXTS.dsrSetUsages(s.id, s.usages, String(seen), files));
    const short = units(s.revenue) - parts.reduce((n, f) => n + units(f.given), 0n);
    const last = Math.max(...parts.map((f) => f.lastLine ?? 0));
    if (short !== 0n && last > 0) lastLines.push({ line: last, add: formatUnits(short) });
  }
  if (lastLines.length)
    await client.query(
      `update sales_import_rows r set amount = r.amount + x.add
         from jsonb_to_recordset($2::jsonb) as x(line int, add numeric) where r.import_id = $1 and r.line = x.line`,
      [importId, JSON.stringify(lastLines)],
    );
}

/** The preview import a DSR file of several joins (its report's, still waiting for files), under a lock on the report. */
export async function findSet(client: pg.PoolClient, source: string, file: DsrFile) {
  await client.query(`select pg_advisory_xact_lock(hashtextextended('dsr-set:' || $1 || ':' || $2, 0))`, [source, file.messageId]);
  const { rows } = await client.query<{ id: string; files_expected: number; files: SetFile[]; summaries: SetSummary[] | null }>(
    `select id, files_expected, files, summaries from sales_imports
      where format = 'ddex_dsr' and status = 'preview' and files_expected is not null and source = $1 and statement_id = $2
      order by created_at limit 1 for update`,
    [source, file.messageId],
  );
  const set = rows[0];
  if (!set) return null;
  if (set.files_expected !== file.of) throw invalid(REPORT_TEXTS.dsrSetFileCount(file.of, set.files_expected));
  if (set.files.some((f) => f.number === file.number))
    throw new DomainError('CONFLICT', REPORT_TEXTS.dsrSetFileTwice(file.number, file.of));
  const one = set.files[0];
  if (one && (one.usageStart !== file.usageStart || one.usageEnd !== file.usageEnd))
    throw invalid(REPORT_TEXTS.dsrSetPeriod(`${file.usageStart} to ${file.usageEnd}`, `${one.usageStart} to ${one.usageEnd}`));
  return set;
}

/** The name a whole set is listed by: its first file's, with how many files it has. */
export const setName = (files: SetFile[]) => `${files[0]!.name} (+${files.length - 1} more ${files.length === 2 ? 'file' : 'files'})`;
