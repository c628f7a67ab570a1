// Resumable uploads past their expiry are removed with the parts they stored; a file a session
// completed stays, and the unattached sweep removes it if no release uses it.
import type { Deps } from '../../deps.ts';
import { removeParts } from './upload-session-row.ts';

export async function sweepUploadSessions(deps: Pick<Deps, 'pool' | 'storage' | 'log'>): Promise<{ removed: number }> {
  const { rows } = await deps.pool.query<{ user_id: string; id: string }>(
    'delete from upload_sessions where expires_at <= now() returning user_id, id',
  );
  for (const row of rows) await removeParts(deps, { userId: row.user_id, id: row.id });
  return { removed: rows.length };
}
