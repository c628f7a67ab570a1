// An artist with a full account, as the demo artists have, and the checks of a screen's layout the
// journeys about phones, the dashboard's frame and the release screens share.
import { expect, type Page } from '@playwright/test';
import { sql } from './db.ts';
import { signIn, signedInArtist } from './users.ts';

/**
 * An artist with a full account, as the demo artists have: a release in every status (long titles,
 * tracks, streams and earnings, 30 days of sales on the distributed one, an admin's notes on the
 * rejected one) and a support ticket with a conversation. Returns the artist's email.
 */
export async function artistWithReleases(page: Page): Promise<string> {
  const email = await signedInArtist(page, 'Asha Rao Featuring The Lowland Echo Orchestra');
  const [user] = await sql<{ id: string }>('select id from users where email = $1', [email]);
  const releases = [
    { title: 'Monsoon Letters From The Old Terrace (Deluxe Anniversary Edition)', type: 'album', status: 'distributed', streams: 145733 },
    { title: 'City of Lights', type: 'single', status: 'approved', streams: 0 },
    { title: 'Saffron Skies', type: 'ep', status: 'pending', streams: 0 },
    { title: 'Fault Lines', type: 'single', status: 'rejected', streams: 0 },
    { title: 'Untitled Sketch', type: 'single', status: 'draft', streams: 0 },
  ];
  for (const [i, r] of releases.entries()) {
    const [row] = await sql<{ id: string }>(
      `insert into music_releases (user_id, title, artist_name, genre, release_type, status, audio_url, release_date,
         streams_count, revenue_earned, admin_notes, created_at)
       values ($1, $2, 'Asha Rao Featuring The Lowland Echo Orchestra', 'Electronic', $3, $4, 'https://drive.google.com/file/d/e2e/view',
         current_date - 20, $5, $6, $7, now() - make_interval(days => $8)) returning id`,
      [
        user!.id,
        r.title,
        r.type,
        r.status,
        r.streams,
        (r.streams * 0.0045).toFixed(2),
        r.status === 'rejected' ? 'The cover art contains a website address. Please upload artwork without URLs.' : null,
        40 - i,
      ],
    );
    await sql(
      `insert into release_tracks (release_id, position, title, audio_url)
       select $1, n, $2 || ' ' || n, 'https://drive.google.com/file/d/e2e/view' from generate_series(1, $3::int) n`,
      [row!.id, r.title, r.type === 'single' ? 1 : 3],
    );
    if (r.streams)
      await sql(
        `insert into release_analytics (release_id, user_id, platform, country, streams_count, revenue, net_revenue, date)
         select $1, $2, p, c, 1600, 7.2, 6.48, current_date - d
         from generate_series(1, 30) d, unnest(array['Spotify', 'Apple Music', 'YouTube Music']) p, unnest(array['IN', 'US']) c`,
        [row!.id, user!.id],
      );
  }
  const [ticket] = await sql<{ id: string }>(
    `insert into support_tickets (user_id, subject, message, category, priority, status, admin_response)
     values ($1, 'My royalties for the Monsoon Letters deluxe edition have not arrived yet', $2, 'royalties', 'high', 'in_progress',
       'We are looking into it with the store.') returning id`,
    [user!.id, 'The statement for last month shows streams but no earnings. '.repeat(4)],
  );
  await sql(
    `insert into support_ticket_replies (ticket_id, author_id, from_role, message) values
       ($1, null, 'support', 'We are looking into it with the store.'), ($1, $2, 'artist', 'Thank you, I will wait.')`,
    [ticket!.id, user!.id],
  );
  return email;
}

export async function signInAs(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/(dashboard|admin)/); // an admin lands on the console
}

/** The page's width beyond the viewport, after the screen has settled. */
export async function sidewaysOverflow(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
