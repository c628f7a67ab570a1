// Resumable uploads past their expiry are removed with the parts they stored; a file a session
// completed stays, and the unattached sweep removes it if no release uses it.
import type { Deps } from '../../deps.ts';
import { removeParts } from './upload-session-row.ts';

export async function sweepUploadSessions(deps: Pick<Deps, 'pool' | 'storage' | 'log'>): Promise<{ removed: number }> {
  const { rows } = await deps.pool.query<{ part_keys: string[] }>(
    'delete from upload_sessions where expires_at <= now() returning part_keys',
  );
  for (const row of rows) await removeParts(deps, row.part_keys);
  return { removed: rows.length };
}
