// Tells the artist what became of their change to a release in stores: approved (the stores get
// the new version) or not (the stores keep the version they have), with the reviewer's notes and
// a link to the release page, whose Versions card shows the same. A change our team wrote for the
// artist is told as ours once approved; one the team then turned down never reached the artist.
import { eq } from 'drizzle-orm';
import { escapeHtml } from '../../../domain/escape-html.ts';
import type { Deps } from '../../deps.ts';
import { profiles } from '../../db/schema.ts';
import { musicReleases as m, releaseRevisions as r } from '../../db/schema-releases.ts';

export async function sendUpdateReviewMail(deps: Deps, payload: { revisionId: string }): Promise<{ sent: boolean }> {
  const [row] = await deps.db
    .select({
      releaseId: m.id,
      title: m.title,
      state: r.state,
      version: r.version,
      notes: r.adminNotes,
      authorId: r.authorId,
      ownerId: m.userId,
      email: profiles.email,
      name: profiles.fullName,
    })
    .from(r)
    .innerJoin(m, eq(m.id, r.releaseId))
    .innerJoin(profiles, eq(profiles.id, m.userId))
    .where(eq(r.id, payload.revisionId));
  // Deleted meanwhile, or still waiting (a reviewed revision never goes back to pending).
  if (!row || (row.state !== 'approved' && row.state !== 'rejected')) return { sent: false };
  const byTeam = row.authorId !== row.ownerId;
  if (byTeam && row.state === 'rejected') return { sent: false };
  const brand = deps.env.BRAND_NAME;
  const link = `${deps.env.PUBLIC_URL}/dashboard/releases/${row.releaseId}`;
  const approved = row.state === 'approved';
  const subject = byTeam
    ? `Our team updated "${row.title}"`
    : approved
      ? `Your update to "${row.title}" is approved`
      : `Your update to "${row.title}" was not approved`;
  const sending = `We are sending the new version to every store that has the release; each store shows it once it has processed the update, usually within a few days.`;
  const lead = byTeam
    ? `Our team corrected "${row.title}" for you (version ${row.version}); the release page shows what changed. ${sending}`
    : approved
      ? `Our team approved your changes to "${row.title}" (version ${row.version}). ${sending}`
      : `Our team could not approve your changes to "${row.title}". The stores keep the version they have. Please read the notes below, change the release and submit the update again.`;
  const notes = row.notes ? `\n\nNotes from our review team:\n${row.notes}` : '';
  const text = `Hello ${row.name ?? 'there'},\n\n${lead}${notes}\n\nSee the release and its versions: ${link}\n\n${brand}`;
  const html = `<p>Hello ${escapeHtml(row.name ?? 'there')},</p><p>${escapeHtml(lead)}</p>${
    row.notes
      ? `<p><strong>Notes from our review team:</strong></p><blockquote style="white-space:pre-wrap">${escapeHtml(row.notes)}</blockquote>`
      : ''
  }<p><a href="${escapeHtml(link)}">See the release and its versions</a></p><p>${escapeHtml(brand)}</p>`;
  await deps.mailer.send({ to: row.email, subject, text, html, link });
  return { sent: true };
}
