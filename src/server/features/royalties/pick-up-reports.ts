// Stores drop their sales reports in the `reports/` folder of their delivery endpoint. A scheduled
// job reads each new file once per endpoint and makes an import of it, waiting in the console as a
// preview for an admin to confirm, like an upload. A file that cannot be read is recorded as a
// failed import with the reason, so it is not read again and the admin sees why.
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { DomainError } from '../../../domain/errors.ts';
import { storeEndpoints } from '../../db/schema-deliveries.ts';
import type { Deps } from '../../deps.ts';
import { systemActor } from '../../actor.ts';
import { openTransport } from '../deliveries/open-transport.ts';

export const REPORTS_DIR = 'reports';
const REPORT_FILE = /^[A-Za-z0-9][A-Za-z0-9._ -]{0,200}\.(csv|tsv|txt|dsr)(\.gz)?$/i;

export async function pickUpReports(deps: Deps): Promise<{ files: number; failed: number }> {
  const endpoints = await deps.db
    .select()
    .from(storeEndpoints)
    .where(sql`${storeEndpoints.enabled}`);
  let files = 0;
  let failed = 0;
  for (const endpoint of endpoints) {
    const source = endpoint.name;
    let transport;
    try {
      transport = await openTransport(deps.env, endpoint);
      const names = (await transport.list(REPORTS_DIR)).filter((n) => REPORT_FILE.test(n));
      if (!names.length) continue;
      const { rows } = await deps.db.execute<{ file_name: string }>(
        sql`select file_name from sales_imports where source = ${source} and file_name in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})`,
      );
      const seen = new Set(rows.map((r) => r.file_name));
      for (const name of names.filter((n) => !seen.has(n))) {
        files++;
        try {
          const body = await transport.read(`${REPORTS_DIR}/${name}`);
          const { createImport } = await import('./create-import.ts'); // loaded on first use
          await createImport(deps, systemActor('royalties-report-pickup'), { body: Readable.from([body]), fileName: name, source });
        } catch (err) {
          if (!(err instanceof DomainError)) throw err;
          failed++;
          await deps.db.execute(sql`
            insert into sales_imports (status, format, file_name, file_hash, source, failure)
            values ('failed', 'tunelane_csv', ${name}, ${`failed:${source}:${name}`}, ${source}, ${err.message})`);
        }
      }
    } catch (err) {
      // one store being unreachable does not keep the others' reports waiting
      deps.log.warn({ endpoint: endpoint.name, err: (err as Error).message }, 'sales reports not read');
    } finally {
      await transport?.close();
    }
  }
  return { files, failed };
}
