// Getting a release to review as an artist meets it: the required fields named once (no toast),
// a failed save's toast gone when the form is sent again, store checks that block with the reason
// and the fix (said in red, in view, when "Submit for review" cannot go through, each missing field
// with a link to it in the form), cover art by web address, withdrawing from review, and the free
// plan's monthly limit shown before the form is filled.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { formatDate } from '../../src/domain/dates.ts';
import { signedInArtist } from './support/users.ts';
import { choose } from './support/select.ts';

const DRIVE = 'https://drive.google.com/file/d/e2e-audio/view';
const MISSING = 'Missing required fields: Please fill in title, artist name, and audio URL.';

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

function png(width: number, height = width): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

async function uploadCover(page: Page, width: number): Promise<string> {
  const res = await page.request.put(`/api/uploads/cover?name=cover-${width}.png`, {
    data: await png(width),
    headers: { 'Content-Type': 'application/octet-stream' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function createViaApi(page: Page, body: Record<string, unknown>): Promise<string> {
  const res = await page.request.post('/api/releases', {
    data: { artistName: 'Mira K', audioUrl: DRIVE, genre: 'Pop', copyrightHolder: 'Mira K', releaseDate: day(60), ...body },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('a blank submit says the required fields once: inline per field and one summary, no toast; an EP names the track without audio', async ({
  page,
}) => {
  test.slow(); // a long journey (uploads, several saves) on a shared machine
  await signedInArtist(page);
  await page.goto('/dashboard/create-release');
  // What review needs is marked too, though a draft may leave it empty.
  for (const label of ['Genre', 'Release Date', 'Copyright Holder', 'Cover Art URL']) {
    const field = page.getByLabel(new RegExp(`^${label}\\W*$`)); // the label and its required mark
    await expect(field).toHaveAttribute('aria-required', 'true');
    await expect(field).toHaveAccessibleDescription(/Needed before you submit for review\./);
  }
  await page.getByRole('button', { name: 'Create Release' }).click();

  const toasts = page.locator('[data-sonner-toast]');
  await expect(page.getByRole('alert').filter({ hasText: MISSING })).toHaveCount(1);
  await expect(page.getByText(MISSING)).toHaveCount(1);
  await expect(page.getByLabel('Title')).toHaveAccessibleDescription('Please fill in the title.');
  await expect(page.getByLabel('Artist Name')).toHaveAccessibleDescription('Please fill in the artist name.');
  await expect(page.getByLabel('Audio URL')).toHaveAccessibleDescription(/Please give a Google Drive link or upload the audio\./);
  await expect(page.getByLabel('Title')).toBeFocused();
  await expect(toasts).toHaveCount(0);

  // Filling a field clears its message; a second blank submit still says it once, still no toast.
  await page.getByLabel('Title').fill('Monsoon Tapes');
  await expect(page.getByLabel('Title')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Create Release' }).click();
  await expect(page.getByText(MISSING)).toHaveCount(1);
  await expect(toasts).toHaveCount(0);

  await page.getByLabel('Artist Name').fill('Nila Sen');
  await choose(page, 'Release Type', 'EP');
  await page.getByLabel('Track 1 title').fill('Dawn');
  await page.getByRole('button', { name: 'Add Track' }).click();
  await page.getByLabel('Track 2 title').fill('Dusk');
  await page.getByRole('button', { name: 'Create Release' }).click();
  const named = 'Missing required fields: Please fill in the audio of track 1 (a Google Drive link or an upload).';
  await expect(page.getByText(named)).toHaveCount(1);
  await expect(page.getByLabel('Track 1 audio URL')).toHaveAccessibleDescription(
    'Please give a Google Drive link or upload the audio of track 1.',
  );
  await expect(page).toHaveURL(/\/dashboard\/create-release$/);

  // The server fails once: its toast; sent again, that toast goes (only the success is left).
  await page.getByLabel('Track 1 audio URL').fill(DRIVE);
  await page.route(
    '**/api/releases',
    (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback()),
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Create Release' }).click();
  await expect(toasts.filter({ hasText: 'Error creating release' })).toHaveCount(1);
  await expect(toasts.filter({ hasText: 'Error creating release' })).toContainText('Please try again later.');

  // With track 1's audio the draft is saved; its page names the track still without audio.
  await page.getByRole('button', { name: 'Create Release' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-releases$/);
  await expect(toasts.filter({ hasText: 'Release created successfully!' })).toHaveCount(1);
  await expect(toasts.filter({ hasText: 'Error creating release' })).toHaveCount(0);
  await page.getByRole('link', { name: 'View Monsoon Tapes' }).click();
  await expect(page.getByRole('list', { name: 'Missing for review' })).toContainText('Audio of track 2');
});

test('store checks block review with the reason and the fix; warnings do not', async ({ page }) => {
  test.slow(); // a long journey (uploads, several saves) on a shared machine
  await signedInArtist(page);
  const small = await uploadCover(page, 800);
  const id = await createViaApi(page, { title: 'Small Cover', coverFileId: small, releaseDate: day(-3), copyrightHolder: '' });
  await page.goto(`/dashboard/releases/${id}`);
  const checks = page.getByRole('region', { name: 'Store checks' });
  await expect(checks).toContainText('Before you submit for review');
  await expect(page.getByRole('alert').filter({ hasText: 'Not submitted' })).toHaveCount(0);

  const problems = page.getByRole('list', { name: 'Store problems' });
  await expect(problems).toContainText(
    'Cover art: The image is 800 x 800; stores need at least 3000 x 3000. Upload a version of at least 3000 x 3000 pixels.',
  );
  await expect(problems).toContainText(
    `The release date ${formatDate(day(-3))} has passed. Choose a date from ${formatDate(day(7))} on, so stores have the 7 days they need.`,
  );
  await expect(page.getByRole('list', { name: 'Store warnings' })).toContainText('The audio is a Google Drive link');
  // Submit for review says it did not go through, what to fix and how, where it is seen.
  await page.getByRole('button', { name: 'Submit for review' }).click();
  const refusedAlert = checks.getByRole('alert');
  await expect(refusedAlert).toContainText('Not submitted: 3 things to fix first');
  await expect(refusedAlert).toContainText('Your release is still a draft.');
  await expect(checks).toBeFocused();
  await expect(checks).toBeInViewport();
  const missing = checks.getByRole('list', { name: 'Missing for review' });
  await expect(missing.getByRole('listitem')).toHaveCount(1);
  await expect(missing).toContainText('Copyright holder');
  await expect(missing).toContainText('Name the person or company that owns the recording; stores show it with the release.');
  await expect(page.getByRole('main').getByText('Draft', { exact: true }).first()).toBeVisible();
  // The server refuses it too.
  const refused = await page.request.post(`/api/releases/${id}/submit`, { data: {} });
  expect(refused.status()).toBe(422);

  // The fix's link opens the form at that field; fix the rest there too: a 3000 x 3000 upload and a later date.
  await missing.getByRole('link', { name: 'Add the copyright holder' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/releases/${id}/edit#copyrightHolder$`));
  await expect(page.getByLabel('Copyright Holder')).toBeFocused();
  await expect(page.getByLabel('Copyright Holder')).toBeInViewport();
  await page.getByLabel('Copyright Holder').fill('Mira K');
  await page.getByRole('button', { name: /Remove cover-800\.png/ }).click();
  await page.getByLabel('Upload cover art').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: await png(3000) });
  await expect(page.getByTestId('file-facts').last()).toContainText('3000 x 3000', { timeout: 20_000 });
  await page.getByLabel('Release Date').fill(day(30));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Small Cover' })).toBeVisible();
  await expect(page.getByText('Ready for review')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Store warnings' })).toContainText('Google Drive link');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('list', { name: 'Status history' })).toContainText('Draft → Pending');
});

test('a cover given as an internal address is refused with a clear message, and nothing is saved', async ({ page }) => {
  await signedInArtist(page);
  await page.goto('/dashboard/create-release');
  await page.getByLabel('Title').fill('Inside Job');
  await page.getByLabel('Artist Name').fill('Mira K');
  await page.getByLabel('Audio URL').fill(DRIVE);
  await page.getByLabel('Cover Art URL').fill('http://169.254.169.254/latest/meta-data/cover.png');
  await page.getByRole('button', { name: 'Create Release' }).click();
  const message =
    'We could not use the cover art at that address: it does not point to a site on the public internet. Please give a public web address or upload the image.';
  await expect(page.getByLabel('Cover Art URL')).toHaveAccessibleDescription(new RegExp(message.replace(/[.]/g, '\\.')));
  await expect(page).toHaveURL(/\/dashboard\/create-release$/);
  const list = await (await page.request.get('/api/releases')).json();
  expect(list.items).toHaveLength(0);
});

test('a release waiting for review can be withdrawn to draft; its edit page says only what is true', async ({ page }) => {
  test.slow(); // a long journey (uploads, several saves) on a shared machine
  await signedInArtist(page, 'Asha Rao');
  const cover = await uploadCover(page, 3000);
  const id = await createViaApi(page, { title: 'Saffron Skies', coverFileId: cover });
  expect((await page.request.post(`/api/releases/${id}/submit`, { data: {} })).status()).toBe(200);

  await page.goto(`/dashboard/releases/${id}/edit`);
  await expect(page.getByText('This release is waiting for review')).toBeVisible();
  await expect(
    page.getByText('It cannot be changed while our team reviews it. Withdraw it to draft to change it, then submit it for review again.'),
  ).toBeVisible();
  await expect(page.getByText('can no longer be edited')).toHaveCount(0);
  await expect(page.getByText('Changes are saved to your draft')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Withdraw to draft' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('“Saffron Skies” goes back to draft so you can change it.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw to draft' }).click();
  await expect(page.getByText('Withdrawn to draft', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('Saffron Skies');
  await page.getByLabel('Title').fill('Saffron Skies (Deluxe)');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Saffron Skies (Deluxe)' })).toBeVisible();
  const history = page.getByRole('list', { name: 'Status history' });
  await expect(history).toContainText('Pending → Draft');
  await expect(history).toContainText('Withdrawn from review by the artist');

  // Submitted again, it can be withdrawn from its own page too; once approved, it cannot.
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(history).toContainText('Draft → Pending');
  await expect(page.getByRole('button', { name: 'Withdraw to draft' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
});

test('the free plan shows its monthly limit before the form is filled', async ({ page }) => {
  await signedInArtist(page);
  for (let i = 1; i <= 3; i++) await createViaApi(page, { title: `Song ${i}` });
  await page.goto('/dashboard/create-release');
  const quota = page.getByTestId('release-quota');
  await expect(quota).toContainText('3 of 5 releases this month');
  await expect(quota).toContainText('on the Free plan');
  await expect(page.getByRole('progressbar', { name: 'Releases used this month' })).toHaveAttribute('aria-valuenow', '3');
  await expect(page.getByText('Monthly release limit reached')).toHaveCount(0);

  for (let i = 4; i <= 5; i++) await createViaApi(page, { title: `Song ${i}` });
  await page.reload();
  await expect(quota).toContainText('5 of 5 releases this month');
  const limit = page.getByRole('alert').filter({ hasText: 'Monthly release limit reached' });
  await expect(limit).toContainText(
    "You have reached the Free plan's limit of 5 new releases this month. Upgrade your plan for unlimited releases.",
  );
  await expect(limit.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/dashboard/pricing');
});
