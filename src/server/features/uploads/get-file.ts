// A stored file for the one asking: its owner or an admin; anyone else is told it is not found.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { userRoles } from '../../db/schema.ts';
import { uploadedFiles } from '../../db/schema-releases.ts';
import { notFound } from '../../http/errors.ts';
import type { FileRow } from './to-file-dto.ts';

export async function getFileForViewer(db: Db, viewerId: string, fileId: string): Promise<FileRow> {
  const [file] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId));
  if (!file) throw notFound('File not found');
  if (file.userId === viewerId) return file;
  const [role] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, viewerId));
  if (role?.role !== 'admin') throw notFound('File not found');
  return file;
}
