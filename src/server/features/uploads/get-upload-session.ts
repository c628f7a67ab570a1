// A resumable upload as it stands: the offset to continue from, and its file once complete.
import type { UploadSessionDto } from '../../../domain/upload-sessions-dto.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import { findSession, sessionAnswer } from './upload-session-row.ts';

export async function getUploadSession(deps: Deps, { userId }: UserActor, id: string): Promise<UploadSessionDto> {
  return sessionAnswer(deps, await findSession(deps.db, userId, id));
}
