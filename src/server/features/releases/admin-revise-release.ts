// An admin corrects a release in stores for its artist (a typo, a missing contributor, a territory
// change they wrote in about): the same edit as the artist's (propose-revision.ts: UPC and delivered
// ISRCs fixed, the files the owner's, the stores valid), written by the admin on the owner's
// release, waiting for review like any update. Only at what the form started from (a change since
// is CONFLICT), and audited with the fields it changes.
import { eq } from 'drizzle-orm';
import { OWNER_BEING_DELETED } from '../../../domain/account-texts.ts';
import { DomainError, notFound } from '../../../domain/errors.ts';
import { revisionFormValues, toFormValues } from '../../../domain/release-form-values.ts';
import { NOT_IN_STORES, REVISION_CHANGED_ELSEWHERE, UPDATABLE_STATUSES } from '../../../domain/release-updates.ts';
import type { ReleaseInput, ReleaseValues } from '../../../domain/releases.ts';
import { RELEASE_NOT_FOUND } from '../../../domain/releases-admin-dto.ts';
import type { UserActor } from '../../actor.ts';
import { isAccountFrozen } from '../../auth/frozen-account.ts';
import { musicReleases as m } from '../../db/schema-releases.ts';
import { versionOf } from '../../db/version.ts';
import type { Deps } from '../../deps.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { editBase } from './admin-get-revision-start.ts';
import { loadRelease } from './get-release.ts';
import { proposeRevision } from './propose-revision.ts';
import { identifierTaken } from './release-columns.ts';

type Fields = Record<string, unknown>;

/** The form's fields that differ between two sets of values, each side's value of them. */
export function changedFields(from: ReleaseInput, to: ReleaseInput): { before: Fields; after: Fields } {
  // A blank label is the artist's name: the same label either way.
  const norm = (v: ReleaseInput): Fields => ({ ...v, labelName: v.labelName || v.artistName });
  const a = norm(from);
  const b = norm(to);
  const before: Fields = {};
  const after: Fields = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (JSON.stringify(a[key] ?? null) === JSON.stringify(b[key] ?? null)) continue;
    before[key] = a[key] ?? null;
    after[key] = b[key] ?? null;
  }
  return { before, after };
}

/** `basedOn`: what the console's form started from (admin-get-revision-start.ts). */
export async function adminReviseRelease(deps: Deps, actor: UserActor, id: string, basedOn: string, input: ReleaseValues): Promise<void> {
  const [release] = await deps.db
    .select({ userId: m.userId, status: m.status, coverArtUrl: m.coverArtUrl, coverFileId: m.coverFileId })
    .from(m)
    .where(eq(m.id, id));
  if (!release) throw notFound(RELEASE_NOT_FOUND);
  if (!(UPDATABLE_STATUSES as readonly string[]).includes(release.status)) throw new DomainError('NOT_EDITABLE', NOT_IN_STORES);
  // Nothing is fetched for an account on its way out: its releases take no update.
  if (await isAccountFrozen(deps.db, release.userId)) throw new DomainError('NOT_EDITABLE', OWNER_BEING_DELETED);
  const written = proposeRevision(deps, actor, id, input, release, async (tx, w) => {
    const [now] = await tx
      .select({ version: versionOf(m.updatedAt) })
      .from(m)
      .where(eq(m.id, id));
    if (!now || editBase(now.version, w.replaced) !== basedOn) throw new DomainError('CONFLICT', REVISION_CHANGED_ELSEWHERE);
    if (await isAccountFrozen(tx, release.userId)) throw new DomainError('NOT_EDITABLE', OWNER_BEING_DELETED);
    const from = w.replaced ? revisionFormValues(w.replaced.values) : toFormValues(await loadRelease(tx, release.userId, id));
    const { before, after } = changedFields(from, revisionFormValues(w.values));
    await recordAudit(tx, actor, {
      action: 'release.update_written',
      entityType: 'release',
      entityId: id,
      before: { revision: w.replaced?.id ?? null, ...before },
      after: { revision: w.id, state: 'pending', ...after },
    });
  });
  await written.catch((err: unknown) => {
    throw identifierTaken(err);
  });
}
