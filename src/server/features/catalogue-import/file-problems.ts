// The files an import's sheet names, as uploaded into it: each named file present with the right
// kind, and passing the checks stores apply to audio and cover art (domain/uploads.ts), and each
// release's tracks making the release type it says (domain/release-type.ts). A release is made
// only when its files have no problem here.
import { sql } from 'drizzle-orm';
import { CATALOGUE_MESSAGES, type CatalogueProblem, type SheetRelease } from '../../../domain/catalogue-import-texts.ts';
import { releaseTypeProblem } from '../../../domain/release-type.ts';
import { audioChecks, imageChecks, type AudioInfo, type ImageInfo } from '../../../domain/uploads.ts';
import type { DbOrTx } from '../../db/pool.ts';

export type ImportFile = { id: string; kind: 'audio' | 'cover'; audio?: AudioInfo; image?: ImageInfo };

/** The files uploaded into the import, by the name the sheet gives them. */
export async function importFiles(db: DbOrTx, importId: string): Promise<Map<string, ImportFile>> {
  const { rows } = await db.execute<{
    name: string;
    id: string;
    kind: 'audio' | 'cover';
    metadata: { audio?: AudioInfo; image?: ImageInfo };
  }>(sql`
    select f.name, u.id, u.kind, u.metadata from catalogue_import_files f join uploaded_files u on u.id = f.file_id
    where f.import_id = ${importId}`);
  return new Map(rows.map((r) => [r.name, { id: r.id, kind: r.kind, audio: r.metadata.audio, image: r.metadata.image }]));
}

const blocking = (checks: { message: string; fix: string; blocking: boolean }[]) => checks.filter((c) => c.blocking);

/** One release's file problems (none: it can be made). */
export function releaseFileProblems(r: SheetRelease, files: Map<string, ImportFile>): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const first = r.rows[0]!;
  const cover = files.get(r.coverFile);
  if (!cover || cover.kind !== 'cover')
    problems.push({ row: first, column: 'cover_file', message: CATALOGUE_MESSAGES.fileMissing(r.coverFile) });
  else if (cover.image)
    for (const c of blocking(imageChecks(cover.image)))
      problems.push({ row: first, column: 'cover_file', message: `Cover art: ${c.message} ${c.fix}` });
  const durations: (number | null)[] = [];
  for (const t of r.tracks) {
    const audio = files.get(t.audioFile);
    if (!audio || audio.kind !== 'audio') {
      problems.push({ row: t.row, column: 'audio_file', message: CATALOGUE_MESSAGES.fileMissing(t.audioFile) });
      continue;
    }
    durations.push(audio.audio?.durationSeconds ?? null);
    if (audio.audio)
      for (const c of blocking(audioChecks(audio.audio)))
        problems.push({ row: t.row, column: 'audio_file', message: `${c.message} ${c.fix}` });
  }
  const type = durations.length === r.tracks.length ? releaseTypeProblem(r.values.releaseType, durations) : null;
  if (type) problems.push({ row: first, column: 'release_type', message: `${type.message} ${type.fix}` });
  return problems;
}
