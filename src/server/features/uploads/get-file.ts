// A stored file for the one asking: its owner or an admin; anyone else is told it is not found.
import { eq } from 'drizzle-orm';
import { uploadedFiles } from '../../db/schema-uploads.ts';
import { notFound } from '../../../domain/errors.ts';
import type { FileRow } from './to-file-dto.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin, type UserActor } from '../../actor.ts';

export async function getFileForViewer({ db }: Deps, actor: UserActor, fileId: string): Promise<FileRow> {
  const [file] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId));
  if (!file) throw notFound('File not found');
  if (file.userId === actor.userId || isAdmin(actor)) return file;
  throw notFound('File not found');
}
