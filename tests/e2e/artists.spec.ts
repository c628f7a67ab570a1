// The Artists screen (/dashboard/artists): a label adds an artist with their Spotify link, sees
// "On Spotify", edits the profile, is stopped at the field by a bad Apple Music link and by a name
// it already has, and cannot delete a profile that releases name; a Free account reaches its one
// profile and is shown the plan that lifts the limit. Phones (360 px, as a desktop browser and as a
// mobile one) get the empty list, two profiles, the form's errors and the limit without scrolling sideways.
import { expect, test, type Page } from '@playwright/test';
import { sidewaysOverflow } from './support/artist-account.ts';
import { sql } from './support/db.ts';
import { choose } from './support/select.ts';
import { shot } from './support/shot.ts';
import { expectToast } from './support/toast.ts';
import { signedInArtist } from './support/users.ts';

const SPOTIFY_ID = '4q3ewBCX7sLwd24euuV69X';
const APPLE_HINT = 'Apple Music: The artist link (music.apple.com/…/artist/…) or its number';
const STORE_OR_NEW = 'Enter the artist’s link on at least one store, or confirm they are new to the stores';

/** A paid plan counts while its subscription runs. */
const setPlan = (email: string, plan: string) =>
  sql(
    `update profiles set plan_type = $2, subscription_status = 'active', subscription_expires_at = now() + interval '300 days'
     from users u where u.id = profiles.id and u.email = $1`,
    [email, plan],
  );

const addViaApi = async (page: Page, data: object) => {
  const res = await page.request.post('/api/artist-profiles', { data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
};

const card = (page: Page, name: string) => page.getByRole('main').getByTestId('artist-card').filter({ hasText: name });

test('a label adds an artist with a Spotify link, edits it, meets the form’s refusals, and cannot delete an artist with releases', async ({
  page,
}) => {
  const email = await signedInArtist(page, 'Tideline Records');
  await setPlan(email, 'small_label');
  await page.getByRole('complementary').getByRole('link', { name: 'Artists', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/artists$/);
  await expect(page).toHaveTitle('Artists · Tunelane');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Artists', level: 1 })).toBeVisible();
  await expect(main.getByText('0 of 10 artist profiles on your Small Label plan')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'No artist profiles yet' })).toBeVisible();
  await shot(page, 'artists-empty-1280');

  // add: a name, a country, the Spotify link
  await main.getByRole('button', { name: 'Add Artist', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Artist' });
  await dialog.getByRole('textbox', { name: 'Artist Name' }).fill('Harbour Lights');
  await choose(page, 'Country', 'India', dialog);
  await dialog.getByRole('textbox', { name: 'Spotify' }).fill(`https://open.spotify.com/artist/${SPOTIFY_ID}?si=abc`);
  await dialog.getByRole('button', { name: 'Add Artist' }).click();
  await expectToast(page, 'Artist profile saved');
  await expect(dialog).toBeHidden();
  const harbour = card(page, 'Harbour Lights');
  await expect(harbour.getByRole('heading', { name: 'Harbour Lights' })).toBeVisible();
  await expect(harbour.getByText('India · No releases yet')).toBeVisible();
  await expect(harbour.getByRole('link', { name: 'On Spotify' })).toHaveAttribute('href', `https://open.spotify.com/artist/${SPOTIFY_ID}`);
  await expect(harbour.getByText('New artist')).toHaveCount(0);
  await expect(main.getByText('1 of 10 artist profiles on your Small Label plan')).toBeVisible();

  // edit: the links are shown as the stores' pages; a bio and a Deezer page added
  await harbour.getByRole('button', { name: 'Edit Harbour Lights' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Harbour Lights' });
  await expect(dialog.getByRole('textbox', { name: 'Spotify' })).toHaveValue(`https://open.spotify.com/artist/${SPOTIFY_ID}`);
  await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveText('India');
  await dialog.getByRole('textbox', { name: 'Bio' }).fill('Coastal folk from Kochi.');
  await dialog.getByRole('textbox', { name: 'Deezer' }).fill('https://www.deezer.com/en/artist/27');
  await shot(page, 'artists-dialog-edit-1280');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Artist profile saved');
  await expect(dialog).toBeHidden();
  await expect(harbour.getByText('Coastal folk from Kochi.')).toBeVisible();
  await expect(harbour.getByRole('link', { name: 'On Deezer' })).toHaveAttribute('href', 'https://www.deezer.com/artist/27');

  // a second artist: no store and not new, then a bad Apple Music link, both stopped at their fields
  await main.getByRole('button', { name: 'Add Artist', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Add Artist' });
  await dialog.getByRole('textbox', { name: 'Artist Name' }).fill('Noor');
  await dialog.getByRole('button', { name: 'Add Artist' }).click();
  await expect(dialog.getByText(STORE_OR_NEW)).toBeVisible();
  const apple = dialog.getByRole('textbox', { name: 'Apple Music' });
  await apple.fill('https://example.com/noor');
  await dialog.getByRole('button', { name: 'Add Artist' }).click();
  await expect(dialog.getByText(APPLE_HINT)).toBeVisible();
  await expect(apple).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByText(APPLE_HINT).scrollIntoViewIfNeeded();
  await shot(page, 'artists-dialog-error-1280');
  // the server's refusal of a name the account has goes to the name
  await apple.fill('');
  await dialog.getByRole('textbox', { name: 'Artist Name' }).fill('harbour lights');
  await dialog.getByRole('checkbox', { name: 'New artist: no page on any store yet' }).click();
  await dialog.getByRole('button', { name: 'Add Artist' }).click();
  await expect(dialog.getByText('You already have an artist profile named “harbour lights”')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Artist Name' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Artist Name' }).fill('Noor');
  await dialog.getByRole('button', { name: 'Add Artist' }).click();
  await expectToast(page, 'Artist profile saved');
  await expect(card(page, 'Noor').getByText('New artist')).toBeVisible();
  await expect(main.getByTestId('artist-card')).toHaveCount(2);
  await expect(main.getByText('2 of 10 artist profiles on your Small Label plan')).toBeVisible();
  await shot(page, 'artists-two-1280');

  // a profile a release names stays (the refusal's words in a toast); one without goes
  await sql(
    `insert into music_releases (user_id, title, artist_name, artist_profile_id)
     select u.id, 'Low Tide', p.name, p.id from users u join artist_profiles p on p.user_id = u.id where u.email = $1 and p.name = 'Harbour Lights'`,
    [email],
  );
  await page.reload();
  await expect(harbour.getByText('India · 1 release')).toBeVisible();
  await harbour.getByRole('button', { name: 'Delete Harbour Lights' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Harbour Lights?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(
    page
      .locator('[data-sonner-toast][data-type="error"]')
      .filter({ hasText: 'Harbour Lights has 1 release. A profile stays while it has releases' }),
  ).toBeVisible();
  await expect(harbour).toBeVisible();
  await card(page, 'Noor').getByRole('button', { name: 'Delete Noor' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Noor?' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Artist profile deleted');
  await expect(card(page, 'Noor')).toHaveCount(0);
  await expect(main.getByText('1 of 10 artist profiles on your Small Label plan')).toBeVisible();
});

test('a Free account has one artist profile: Add Artist is held back with the plan that lifts the limit', async ({ page }) => {
  await signedInArtist(page, 'Solo Artist');
  await page.goto('/dashboard/artists');
  const main = page.getByRole('main');
  await expect(main.getByText('0 of 1 artist profile on your Free plan')).toBeVisible();
  await main.getByRole('button', { name: 'Add Your First Artist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Artist' });
  await dialog.getByRole('textbox', { name: 'Artist Name' }).fill('Mira Solo');
  await dialog.getByRole('checkbox', { name: 'New artist: no page on any store yet' }).click();
  // meanwhile another tab adds the account's one profile: the refusal names the plan that lifts it
  await addViaApi(page, { name: 'Mira', newArtist: true });
  await dialog.getByRole('button', { name: 'Add Artist' }).click();
  const limit = 'Your Free plan includes 1 artist profile. Upgrade to Small Label for up to 10 artists.';
  await expect(dialog.getByRole('alert')).toContainText(limit);
  await expect(dialog.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard/pricing');
  page.once('dialog', (d) => void d.accept()); // leaving the typed form asks first
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await expect(main.getByText('1 of 1 artist profile on your Free plan')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add Artist' })).toBeDisabled();
  const notice = main.getByRole('alert').filter({ hasText: 'Artist profile limit reached' });
  await expect(notice).toContainText(limit);
  await expect(notice.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard/pricing');
  await expect(card(page, 'Mira').getByText('New artist')).toBeVisible();
  await shot(page, 'artists-limit-1280');
});

for (const isMobile of [false, true]) {
  test.describe(`at 360 px${isMobile ? ' on a phone browser' : ''}`, () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile, hasTouch: isMobile });
    const tag = isMobile ? '360-mobile' : '360';

    test('the empty list, two artists, the form’s errors and the limit fit the screen', async ({ page }) => {
      const email = await signedInArtist(page, 'Phone Label');
      await setPlan(email, 'small_label');
      await page.goto('/dashboard/artists');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: 'No artist profiles yet' })).toBeVisible();
      expect(await sidewaysOverflow(page), 'the empty list scrolls sideways').toBe(0);
      await shot(page, `artists-empty-${tag}`);

      await addViaApi(page, {
        name: 'The Lowland Echo Orchestra and Friends Featuring Asha Rao',
        country: 'GB',
        bio: 'A twelve-piece orchestra from the fens, recording live to tape in a converted church since 2009. '.repeat(3),
        storeIds: {
          spotify: SPOTIFY_ID,
          'apple-music': '1234567890',
          'amazon-music': 'B000QJNBRO',
          deezer: '27',
          'youtube-music': 'UC0123456789abcdefghijkl',
        },
      });
      await addViaApi(page, { name: 'Noor', newArtist: true });
      await page.reload();
      await expect(main.getByTestId('artist-card')).toHaveCount(2);
      await expect(main.getByText('On YouTube Music')).toBeVisible();
      expect(await sidewaysOverflow(page), 'the list scrolls sideways').toBe(0);
      await shot(page, `artists-two-${tag}`);

      await main.getByRole('button', { name: 'Add Artist', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Artist' });
      await dialog.getByRole('textbox', { name: 'Apple Music' }).fill('https://example.com/noor');
      await dialog.getByRole('button', { name: 'Add Artist' }).click();
      await expect(dialog.getByText(APPLE_HINT)).toBeVisible();
      await expect(dialog.getByText('Artist name is required')).toBeVisible();
      expect(await sidewaysOverflow(page), 'the form scrolls sideways').toBe(0);
      await shot(page, `artists-dialog-error-${tag}`, { fullPage: false });
      await dialog.getByText(APPLE_HINT).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await shot(page, `artists-dialog-error-${tag}-stores`, { fullPage: false });
      page.once('dialog', (d) => void d.accept());
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();

      // a downgrade keeps both profiles; Add Artist waits for a plan with room
      await setPlan(email, 'individual_artist');
      await page.reload();
      await expect(main.getByText('2 artist profiles; your Individual Artist plan includes 1')).toBeVisible();
      await expect(main.getByRole('button', { name: 'Add Artist' })).toBeDisabled();
      await expect(main.getByText('Artist profile limit reached')).toBeVisible();
      expect(await sidewaysOverflow(page), 'the limit scrolls sideways').toBe(0);
      await shot(page, `artists-limit-${tag}`);
    });
  });
}
