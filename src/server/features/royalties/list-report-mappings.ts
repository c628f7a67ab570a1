// The report mappings an import may be read with: the shipped ones (built in, read only) first,
// then the admins' by name. GET /api/admin/report-mappings and the import's detection read this.
import { asc, eq, sql } from 'drizzle-orm';
import { notFound } from '../../../domain/errors.ts';
import { BUILT_IN_MAPPINGS } from '../../../domain/built-in-report-mappings.ts';
import {
  MAPPING_TEXTS,
  type MappingDateFormat,
  type MappingDecimal,
  type MappingDelimiter,
  type ReportMapping,
} from '../../../domain/report-mappings.ts';
import type { ReportMappingDto } from '../../../domain/report-mappings-dto.ts';
import type { UseType } from '../../../domain/use-types.ts';
import type { DbOrTx } from '../../db/pool.ts';
import { reportMappings as rm } from '../../db/schema-royalties.ts';
import { versionOf } from '../../db/version.ts';
import type { Deps } from '../../deps.ts';
import { isoTime } from '../../db/iso-time.ts';

export const mappingColumns = {
  id: rm.id,
  name: rm.name,
  source: rm.source,
  delimiter: rm.delimiter,
  skipTop: rm.skipTop,
  skipBottom: rm.skipBottom,
  dateFormat: rm.dateFormat,
  decimal: rm.decimal,
  columns: rm.columns,
  store: rm.store,
  currency: rm.currency,
  useType: rm.useType,
  createdAt: isoTime(rm.createdAt),
  version: versionOf(rm.updatedAt),
};

type MappingRow = { [K in keyof typeof mappingColumns]: unknown } & { id: string; name: string; createdAt: string; version: string };

export function toMappingDto(r: MappingRow): ReportMappingDto {
  return {
    id: r.id,
    name: r.name,
    source: r.source as string,
    delimiter: r.delimiter as MappingDelimiter,
    skipTop: r.skipTop as number,
    skipBottom: r.skipBottom as number,
    dateFormat: r.dateFormat as MappingDateFormat,
    decimal: r.decimal as MappingDecimal,
    columns: r.columns as ReportMapping['columns'],
    store: r.store as string | null,
    currency: r.currency as string | null,
    useType: r.useType as UseType,
    builtIn: false,
    reader: null,
    createdAt: r.createdAt,
    version: r.version,
  };
}

export async function listReportMappings({ db }: Pick<Deps, 'db'>): Promise<ReportMappingDto[]> {
  const rows = await db
    .select(mappingColumns)
    .from(rm)
    .orderBy(asc(sql`lower(${rm.name})`), asc(rm.id));
  return [...BUILT_IN_MAPPINGS, ...rows.map(toMappingDto)];
}

/** One mapping by id (a stored one's uuid, or a shipped one's name); not found otherwise. */
export async function getReportMapping(db: DbOrTx, id: string): Promise<ReportMappingDto> {
  const builtIn = BUILT_IN_MAPPINGS.find((m) => m.id === id);
  if (builtIn) return builtIn;
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound(MAPPING_TEXTS.notFound);
  const [row] = await db.select(mappingColumns).from(rm).where(eq(rm.id, id));
  if (!row) throw notFound(MAPPING_TEXTS.notFound);
  return toMappingDto(row);
}
