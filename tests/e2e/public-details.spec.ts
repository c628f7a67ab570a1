// Smaller promises of the public site: the chat bubble only where a chat widget is configured, and
// help-centre topics, videos and the stores count that do not pose as links or players.
import { expect, test } from '@playwright/test';
import { shot } from './support/shot.ts';

test.describe('the chat bubble', () => {
  test('is promised on /contact-support only when a chat widget is configured', async ({ page }) => {
    await page.goto('/contact-support');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { name: 'Email', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Live chat' })).toHaveCount(0);
    await expect(page.getByText(/chat bubble/)).toHaveCount(0);
    await shot(page, 'contact-support-no-chat-1280');

    // A chat provider configured: the settings the server embeds name it.
    await page.route('**/contact-support', async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace(/"chat":null/, '"chat":{"src":"https://chat.example.test/widget.js","widgetId":"w-1"}');
      const headers = { ...res.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: res.status(), headers, body: html });
    });
    await page.route('https://chat.example.test/widget.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Live chat' })).toBeVisible();
    await expect(page.getByText(/Open the chat bubble/)).toBeVisible();
  });
});

test('help-centre topics and videos do not pose as links or players; the stores count is plain text', async ({ page }) => {
  await page.goto('/help-centre');
  const topics = page.locator('#categories');
  await expect(topics.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
  await expect(topics.getByRole('link')).toHaveCount(0);
  const topicCard = topics.locator('li').first();
  expect(await topicCard.evaluate((el) => getComputedStyle(el).boxShadow)).toBe('none');
  const videos = page.locator('#videos li');
  await expect(videos).toHaveCount(4);
  await expect(videos.getByText('Coming soon')).toHaveCount(4);
  await expect(videos.getByRole('link')).toHaveCount(0);
  await expect(videos.getByText(/^\d+:\d{2}$/)).toHaveCount(0);
  await shot(page, 'help-centre-1280');

  // /stores names every store it counts: no "+130 more" standing for stores we do not deliver to
  await page.goto('/stores');
  await expect(page.getByRole('heading', { name: /^And \d+ more$/ })).toBeVisible();
  await expect(page.getByText(/^\+\d+ more$/)).toHaveCount(0);
});
