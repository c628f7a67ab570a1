import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signedInArtist } from './support/users.ts';
import { choose } from './support/select.ts';
import { shot } from './support/shot.ts';

const DRIVE = 'https://drive.google.com/file/d/e2e-audio/view';

/** A WAV of silence made here: 44.1 kHz, 16-bit, stereo. */
function wav(seconds: number): Buffer {
  const data = Math.round(seconds * 44_100) * 4;
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVE', 8);
  b.write('fmt ', 12);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(2, 22);
  b.writeUInt32LE(44_100, 24);
  b.writeUInt32LE(176_400, 28);
  b.writeUInt16LE(4, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36);
  b.writeUInt32LE(data, 40);
  return b;
}

/** Cover art stores take: a square PNG of 3000 x 3000. */
function cover(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 3000, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A release date stores can still meet (they need up to 7 days). */
function releaseDate(daysAhead = 60): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + daysAhead);
  return d.toISOString().slice(0, 10);
}

async function createViaApi(page: Page, title: string, extra: Record<string, unknown> = {}) {
  const res = await page.request.post('/api/releases', { data: { title, artistName: 'Mira K', audioUrl: DRIVE, ...extra } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('dashboard home: first-visit welcome, plan, figures, quick links, empty recent releases, upgrade', async ({ page }) => {
  await signedInArtist(page, 'Nila Sen');
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Welcome, Nila Sen!' })).toBeVisible();
  await expect(main.getByText('FREE', { exact: true })).toBeVisible();
  for (const label of ['Total Releases', 'Total Earnings', 'Total Streams', 'Plan'])
    await expect(main.getByText(label, { exact: true })).toBeVisible();
  await expect(main.getByText('$0.00')).toBeVisible();
  const quick = main.getByRole('list', { name: 'Quick links' });
  for (const name of ['Create Release', 'My Releases', 'Analytics', 'Revenue', 'Claim Request', 'Support'])
    await expect(quick.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await expect(main.getByText('No releases yet')).toBeVisible();
  await expect(main.getByRole('list', { name: 'Plan features' }).getByText('API Access')).toBeVisible();
  const upgrade = main.getByRole('link', { name: 'Upgrade' }).first();
  await expect(upgrade).toHaveAttribute('href', '/dashboard/pricing');

  await createViaApi(page, 'First');
  await createViaApi(page, 'Second');
  await createViaApi(page, 'Third');
  await createViaApi(page, 'Fourth');
  await page.reload();
  const recent = main.getByRole('list', { name: 'Recent releases' });
  await expect(recent.getByRole('link')).toHaveCount(3);
  await expect(recent.getByText('Fourth')).toBeVisible();
  await expect(recent.getByText('First')).toHaveCount(0);
  await main.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-releases$/);
});

test('create a release: each validation message, then a draft in My Releases', async ({ page }) => {
  await signedInArtist(page);
  await page.goto('/dashboard/create-release');
  for (const section of ['Basic Information', 'Audio & Media', 'Credits & Rights', 'Additional Information']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Release' }).click();
  // Said once above the form (the fields say what each lacks), not again in a toast.
  await expect(page.getByText('Missing required fields: Please fill in title, artist name, and audio URL.')).toHaveCount(1);
  await expect(page.getByRole('alert').filter({ hasText: 'Missing required fields' })).toBeVisible();

  await page.getByLabel('Title').fill('Monsoon Tapes');
  await page.getByLabel('Artist Name').fill('Nila Sen');
  await page.getByLabel('Audio URL').fill('https://example.com/song.wav');
  await page.getByRole('button', { name: 'Create Release' }).click();
  await expect(page.getByText('Invalid audio URL: Please provide a valid Google Drive link.')).toHaveCount(1);
  await expect(page.getByLabel('Audio URL')).toBeFocused();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

  await page.getByLabel('Audio URL').fill(DRIVE);
  await choose(page, 'Genre', 'Electronic');
  await choose(page, 'Mood', 'Calm');
  await page.getByLabel('Featuring Artists').fill(' Ana ');
  await page.getByRole('button', { name: 'Add featuring artist' }).click();
  await page.getByLabel('featuring artist, name 2', { exact: true }).fill('Bo ');
  await expect(page.getByRole('radio', { name: 'Worldwide', exact: true })).toHaveAttribute('aria-checked', 'true');
  // A duet: a second main artist, each named once.
  await page.getByLabel('Other Main Artists').fill('nila sen');
  await page.getByRole('button', { name: 'Create Release' }).click();
  await expect(page.getByText('"nila sen" is already a main artist of this release')).toBeVisible();
  await page.getByLabel('Other Main Artists').fill('Kavi Rao');
  await page.getByRole('button', { name: 'Create Release' }).click();
  await expect(page.getByText('Release created successfully! Your release has been saved as a draft')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/my-releases$/);

  const card = page.getByTestId('release-card').filter({ hasText: 'Monsoon Tapes' });
  await expect(card.getByText('Draft')).toBeVisible();
  await expect(card.getByText('Electronic')).toBeVisible();
  await expect(card.getByText('Single')).toBeVisible();
  await expect(card.getByText('Nila Sen & Kavi Rao', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'View Monsoon Tapes' }).click();
  await expect(page.getByRole('heading', { name: 'Monsoon Tapes' })).toBeVisible();
  await expect(page.getByText('Nila Sen & Kavi Rao', { exact: true })).toBeVisible();
  await expect(page.getByText('Ana, Bo', { exact: true })).toBeVisible();
  await expect(page.getByText('English', { exact: true })).toBeVisible();
  await expect(page.getByText('Worldwide', { exact: true })).toBeVisible();
  await expect(page.getByText('Standard', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Status history' }).getByText('Draft')).toBeVisible();

  // Submit for review says it did not go through and lists what is missing, each with a way to add it.
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not submitted: 3 things to fix first' })).toBeVisible();
  const missing = page.getByRole('list', { name: 'Missing for review' });
  await expect(missing).toContainText('Release date');
  await expect(missing).toContainText('Cover art');
  await expect(missing).toContainText('Copyright holder');
  for (const link of ['Choose a release date', 'Add cover art', 'Add the copyright holder'])
    await expect(missing.getByRole('link', { name: link })).toHaveAttribute('href', /\/edit#(releaseDate|coverArtUrl|copyrightHolder)$/);

  // Edit, then delete with the spec's confirmation.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Monsoon Tapes');
  await expect(page.getByLabel('Other Main Artists')).toHaveValue('Kavi Rao');
  await page.getByLabel('Title').fill('Monsoon Tapes II');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Monsoon Tapes II' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Are you sure you want to delete this release? This action cannot be undone.')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-releases$/);
  await expect(page.getByText('No releases yet')).toBeVisible();
});

test('upload audio with a progress bar, see its format, play it back with ranges', async ({ page }) => {
  await signedInArtist(page);
  await page.goto('/dashboard/create-release');
  await page.getByLabel('Title').fill('Uploaded Song');
  await page.getByLabel('Artist Name').fill('Mira K');

  // Slow the upload down so the progress bar can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 1_000_000 });
  await page.getByLabel('Upload audio', { exact: true }).setInputFiles({ name: 'take.wav', mimeType: 'audio/wav', buffer: wav(20) });
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByText('Uploading take.wav')).toBeVisible();
  await expect(page.getByTestId('file-facts')).toContainText('Duration 0:20 · 44.1 kHz · 16-bit · Stereo', { timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByLabel('Audio URL')).toHaveCount(0);

  // A file that is not what its name says is refused.
  await page
    .getByLabel('Upload cover art')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(page.getByText('This file is not a JPG or PNG file. Please choose a JPG or PNG file.')).toBeVisible();

  await page.getByRole('button', { name: 'Create Release' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-releases$/);
  await page.getByRole('link', { name: 'View Uploaded Song' }).click();
  const player = page.getByLabel('Play Uploaded Song');
  await expect(player).toBeVisible();
  const src = await player.getAttribute('src');
  const ranged = await page.request.get(src!, { headers: { Range: 'bytes=0-3' } });
  expect(ranged.status()).toBe(206);
  expect((await ranged.body()).toString('latin1')).toBe('RIFF');
});

test('an album with three tracks, submitted for review; search and filter', async ({ page }) => {
  await signedInArtist(page);
  await page.goto('/dashboard/create-release');
  await page.getByLabel('Title').fill('Long Player');
  await page.getByLabel('Artist Name').fill('Mira K');
  await choose(page, 'Release Type', 'Album');
  await choose(page, 'Genre', 'Jazz');
  await page.getByLabel('Release Date').fill(releaseDate());
  await page.getByLabel('Upload cover art').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await cover() });
  await expect(page.getByTestId('file-facts')).toContainText('3000 x 3000', { timeout: 20_000 });
  await page.getByLabel('Copyright Holder').fill('Mira K');
  for (let i = 1; i <= 3; i++) {
    if (i > 1) await page.getByRole('button', { name: 'Add Track', exact: true }).click();
    await page.getByLabel(`Track ${i} title`).fill(`Side ${i}`);
    await page.getByLabel(`Track ${i} audio URL`).fill(`${DRIVE}?track=${i}`);
  }
  await page.getByLabel('Track 2 is explicit').check();
  await page.getByRole('button', { name: 'Create Release' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-releases$/);

  await createViaApi(page, 'Loose Single');
  await page.reload();
  await expect(page.getByTestId('release-card')).toHaveCount(2);

  await page.getByRole('link', { name: 'View Long Player' }).click();
  const tracks = page.getByRole('list', { name: 'Tracks' });
  await expect(tracks.getByRole('listitem')).toHaveCount(3);
  await expect(tracks.getByRole('listitem').nth(1)).toContainText('Side 2');
  await expect(tracks.getByRole('listitem').nth(1)).toContainText('Explicit');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('We will check your release and let you know.')).toBeVisible();
  await expect(page.getByRole('main').getByText('Pending').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Status history' })).toContainText('Draft → Pending');
  await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to My Releases' }).click();
  await page.getByLabel('Search releases').fill('long');
  await expect(page.getByTestId('release-card')).toHaveCount(1);
  await expect(page.getByTestId('release-card')).toContainText('Long Player');
  await page.getByLabel('Search releases').fill('nothing like this');
  await expect(page.getByText('No releases match')).toBeVisible();
  await page.getByLabel('Search releases').fill('');
  await choose(page, 'Filter by status', 'Pending');
  await expect(page.getByTestId('release-card')).toHaveCount(1);
  await expect(page.getByTestId('release-card')).toContainText('Long Player');
  await choose(page, 'Filter by status', 'Draft');
  await expect(page.getByTestId('release-card')).toHaveCount(1);
  await expect(page.getByTestId('release-card')).toContainText('Loose Single');
  // A pending release has no Edit button.
  await choose(page, 'Filter by status', 'All statuses');
  await expect(page.getByRole('link', { name: 'Edit Long Player' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit Loose Single' })).toBeVisible();
});

test('the free plan stops at 5 new releases a month, with an upgrade link', async ({ page }) => {
  await signedInArtist(page);
  for (let i = 1; i <= 5; i++) await createViaApi(page, `Song ${i}`);
  await page.goto('/dashboard/create-release');
  await page.getByLabel('Title').fill('Sixth');
  await page.getByLabel('Artist Name').fill('Mira K');
  await page.getByLabel('Audio URL').fill(DRIVE);
  await page.getByRole('button', { name: 'Create Release' }).click();
  const limit = page.getByRole('alert').filter({ hasText: 'Monthly release limit reached' });
  await expect(limit).toContainText(
    "You have reached the Free plan's limit of 5 new releases this month. Upgrade your plan for unlimited releases.",
  );
  await expect(limit.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/dashboard/pricing');
  await expect(page).toHaveURL(/\/dashboard\/create-release$/);
});

// The release form's store rules, at a desktop and on a phone: one name per entry (a name joining
// several is called out), the label name apart from the copyright holder, the type the tracks make
// suggested (and chosen with one tap), "Single"/"EP" flagged in a title, and a new track starting
// with the release's featured artists.
for (const device of [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isMobile: false },
  { name: 'phone', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
] as const) {
  test.describe(`store rules in the form (${device.name})`, () => {
    test.use({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.name === 'phone' });

    test('names one per entry, the label, the suggested type and titles', async ({ page }) => {
      await signedInArtist(page);
      await page.goto('/dashboard/create-release');
      await page.getByLabel('Title').fill('Four Rooms - EP');
      await expect(page.getByText('remove "EP" unless it is part of the original title')).toBeVisible();
      await page.getByLabel('Title').fill('Four Rooms');
      await expect(page.getByText('remove "EP"')).toHaveCount(0);
      await page.getByLabel('Artist Name').fill('Mira K');
      await expect(page.getByLabel('Label Name')).toHaveAttribute('placeholder', 'Mira K');
      await page.getByLabel('Label Name').fill('Night Owl Records');
      await page.getByLabel('Copyright Holder').fill('Mira K Music');

      // One name per entry: a name joining two is called out; entered separately, it is not.
      await page.getByLabel('Featuring Artists').fill('Ana feat. Bo');
      await expect(page.getByText('joins several names. Enter each artist separately, one per entry.')).toBeVisible();
      await page.getByLabel('Featuring Artists').fill('Ana');
      await expect(page.getByText('joins several names')).toHaveCount(0);
      await page.getByLabel('Writer/Composer').fill('Asha Rao');
      await page.getByRole('button', { name: 'Add writer/composer' }).click();
      await page.getByLabel('writer/composer, name 2', { exact: true }).fill('Vikram Iyer');

      // Two short uploaded tracks chosen as an album: stores list them as an EP.
      await choose(page, 'Release Type', 'Album');
      await page.getByLabel('Upload audio for track 1').setInputFiles({ name: 'one.wav', mimeType: 'audio/wav', buffer: wav(2) });
      await page.getByLabel('Track 1 title').fill('Room 1');
      await expect(page.getByLabel('Track 1 featuring artists')).toHaveValue('Ana');
      await page.getByRole('button', { name: 'Add Track', exact: true }).click();
      // a new track starts with the release's featured artists
      await expect(page.getByLabel('Track 2 featuring artists')).toHaveValue('Ana');
      await page.getByLabel('Track 2 title').fill('Room 2');
      await page.getByLabel('Upload audio for track 2').setInputFiles({ name: 'two.wav', mimeType: 'audio/wav', buffer: wav(2) });
      const hint = page.getByRole('status').filter({ hasText: 'Stores list 2 tracks, 1 minute in all as an EP.' });
      await expect(hint).toBeVisible({ timeout: 20_000 });
      await shot(page, `release-form-${device.name}`);
      await hint.getByRole('button', { name: 'Use EP' }).click();
      await expect(page.getByRole('combobox', { name: 'Release Type', exact: true })).toContainText('EP');
      await expect(page.getByText('Stores list 2 tracks, 1 minute in all as an EP.')).toBeVisible();
      await expect(hint).toHaveCount(0);

      await page.getByRole('button', { name: 'Create Release' }).click();
      await expect(page).toHaveURL(/\/dashboard\/my-releases$/);
      await page.getByRole('link', { name: 'View Four Rooms' }).click();
      await expect(page.getByRole('heading', { name: 'Four Rooms' })).toBeVisible();
      const label = page.getByText('Label', { exact: true });
      await expect(label).toBeVisible();
      await expect(page.getByText('Night Owl Records', { exact: true })).toBeVisible();
      await expect(page.getByText('Asha Rao, Vikram Iyer', { exact: true })).toBeVisible();
      await expect(page.getByText('EP', { exact: true }).first()).toBeVisible();
      await shot(page, `release-page-${device.name}`);
    });
  });
}
