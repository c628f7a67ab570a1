// Tells the artist that their release was approved or rejected, with the reviewer's notes and a
// link to the release page, where the notes are shown too.
import { eq } from 'drizzle-orm';
import { escapeHtml } from '../../../domain/escape-html.ts';
import type { Deps } from '../../deps.ts';
import { profiles } from '../../db/schema.ts';
import { musicReleases as m } from '../../db/schema-releases.ts';

export async function sendReviewMail(
  deps: Deps,
  payload: { releaseId: string; status: 'approved' | 'rejected' },
): Promise<{ sent: boolean }> {
  const [row] = await deps.db
    .select({ title: m.title, status: m.status, notes: m.adminNotes, email: profiles.email, name: profiles.fullName })
    .from(m)
    .innerJoin(profiles, eq(profiles.id, m.userId))
    .where(eq(m.id, payload.releaseId));
  // Deleted meanwhile, or changed again before the mail went: the later change speaks for itself.
  // Delivery often finishes first: an approved release already in stores is still the approval.
  const still = row?.status === payload.status || (payload.status === 'approved' && row?.status === 'distributed');
  if (!row || !still) return { sent: false };
  const brand = deps.env.BRAND_NAME;
  const link = `${deps.env.PUBLIC_URL}/dashboard/releases/${payload.releaseId}`;
  const approved = payload.status === 'approved';
  const subject = approved ? `"${row.title}" is approved` : `"${row.title}" needs changes`;
  const lead = approved
    ? `Good news: our team approved "${row.title}". We will now deliver it to the stores.`
    : `Our team could not approve "${row.title}" yet. Please read the notes below, change the release and submit it again.`;
  const notes = row.notes ? `\n\nNotes from our review team:\n${row.notes}` : '';
  const text = `Hello ${row.name ?? 'there'},\n\n${lead}${notes}\n\nSee the release: ${link}\n\n${brand}`;
  const html = `<p>Hello ${escapeHtml(row.name ?? 'there')},</p><p>${escapeHtml(lead)}</p>${
    row.notes
      ? `<p><strong>Notes from our review team:</strong></p><blockquote style="white-space:pre-wrap">${escapeHtml(row.notes)}</blockquote>`
      : ''
  }<p><a href="${escapeHtml(link)}">See the release</a></p><p>${escapeHtml(brand)}</p>`;
  await deps.mailer.send({ to: row.email, subject, text, html, link });
  return { sent: true };
}
