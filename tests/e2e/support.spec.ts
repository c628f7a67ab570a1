// Support tickets as people use them: an artist opens a ticket on /dashboard/support and follows
// it; an admin answers it in the console; the artist is mailed and sees the response.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { signedInAdmin, signedInArtist } from './support/users.ts';
import { expectToast } from './support/toast.ts';
import { choose } from './support/select.ts';

/** Picks an option of a select; the pick is checked (and tried again when a busy machine drops the click). */

async function toast(page: Page, title: string, description?: string) {
  const t = await expectToast(page, title);
  if (description) await expect(t).toContainText(description);
  // Dismissed through its close button: a toast that stays under the pointer never times out,
  // and it sits over the page's top-right buttons that the journey clicks next. The click is
  // dispatched because an open dialog makes everything outside it ignore the pointer.
  await t.getByRole('button', { name: 'Close toast' }).dispatchEvent('click');
  await expect(t).toBeHidden();
}

/** The text of the newest mail to `to` whose text contains `needle`, as the outbox holds it. */
async function mailTo(to: string, needle: string): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  let found = '';
  await expect
    .poll(
      () => {
        if (!fs.existsSync(dir)) return '';
        for (const f of fs.readdirSync(dir).sort().reverse()) {
          const raw = fs.readFileSync(path.join(dir, f), 'utf8');
          const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
          if (text.includes(`To: ${to}`) && text.includes(needle)) return (found = text);
        }
        return '';
      },
      { message: `mail to ${to} with ${needle}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return found;
}

// Each journey takes two people through many screens.
test.describe.configure({ timeout: 150_000 });

test('an artist opens a ticket: the form toggles, the spec messages, the counters, the list and its details', async ({ page }) => {
  await signedInArtist(page, 'Nila Sen');
  await page.goto('/dashboard/support');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  const counters = main.getByRole('region', { name: 'Ticket counters' });
  for (const label of ['Total Tickets', 'Open Tickets', 'Resolved']) await expect(counters.getByText(label, { exact: true })).toBeVisible();
  await expect(main.getByText('No support tickets yet')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  await main.getByText('How long does it take to get a response?').click();
  await expect(main.getByText("We'll respond to your ticket within 24 hours. Urgent")).toBeVisible();

  // New Ticket toggles the form; Cancel closes it.
  const newTicket = main.getByRole('button', { name: 'New Ticket' });
  await newTicket.click();
  const form = main.getByRole('form', { name: 'Create New Ticket' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveAttribute('rows', '6');
  await expect(form.getByLabel('Priority')).toHaveText('Medium');
  await newTicket.click();
  await expect(form).toBeHidden();
  await main.getByRole('button', { name: 'Create Your First Ticket' }).click();
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  // Nothing filled in: the spec's message.
  await newTicket.click();
  await form.getByRole('button', { name: 'Submit Ticket' }).click();
  await toast(page, 'Missing required fields', 'Please fill in all required fields');

  // A failure of the server: the spec's failure toast, and what was typed stays.
  await choose(page, 'Category', 'Royalties & Payouts');
  await form.getByLabel('Subject').fill('Missing royalties for May');
  await form.getByLabel('Message').fill('My May statement shows no streams for "Monsoon Tapes" although Spotify shows plays.');
  await choose(page, 'Priority', 'Urgent');
  await page.route(
    '**/api/support/tickets',
    (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback()),
    { times: 1 },
  );
  await form.getByRole('button', { name: 'Submit Ticket' }).click();
  await toast(page, 'Error creating ticket', 'Please try again later.');
  await expect(form.getByLabel('Subject')).toHaveValue('Missing royalties for May');

  // Created: the spec's toast, the form closes and resets, the counters and the list follow.
  await form.getByRole('button', { name: 'Submit Ticket' }).click();
  await toast(page, 'Support ticket created!', "We'll respond to your ticket within 24 hours.");
  await expect(form).toBeHidden();
  const list = main.getByRole('list', { name: 'Support tickets' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Missing royalties for May')).toBeVisible();
  await expect(list.getByText('Urgent')).toBeVisible();
  await expect(counters.getByText('Total Tickets').locator('..')).toContainText('1');
  await expect(counters.getByText('Open Tickets').locator('..')).toContainText('1');
  await expect(counters.getByText('Resolved').locator('..')).toContainText('0');
  await newTicket.click();
  await expect(form.getByLabel('Subject')).toHaveValue('');
  await expect(form.getByLabel('Category')).toHaveText('Select a category');
  await expect(form.getByLabel('Priority')).toHaveText('Medium');
  await newTicket.click();

  // Newest first.
  const res = await page.request.post('/api/support/tickets', {
    data: { category: 'account', subject: 'Change my email', message: 'Please move my account to a new address.' },
  });
  expect(res.status()).toBe(201);
  await page.reload();
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Change my email', 'Missing royalties for May']);

  // View Details: status, priority, no response yet, the conversation, an answer.
  await list.getByRole('button', { name: 'View Details of Missing royalties for May' }).click();
  const dialog = page.getByRole('dialog', { name: 'Missing royalties for May' });
  await expect(dialog.getByText('Open', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Urgent')).toBeVisible();
  await expect(dialog.getByText("No response yet. We'll respond to your ticket within 24 hours.")).toBeVisible();
  await dialog.getByLabel('Your reply').fill('The ISRC is INA1X2600001.');
  await dialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(dialog.getByRole('list', { name: 'Conversation' }).getByRole('listitem')).toHaveCount(2);
  await expect(dialog.getByRole('list', { name: 'Conversation' }).getByText('The ISRC is INA1X2600001.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
  await expect(page).toHaveURL(/\?ticket=/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/\?ticket=/);
});

test('an artist opens a ticket and the admin sees it live; the admin responds and resolves; the artist is mailed and sees the response', async ({
  page,
  browser,
}) => {
  const artistEmail = await signedInArtist(page, 'Mira K');
  const admin = await signedInAdmin(browser);
  await admin.goto('/admin/support');
  await expect(admin.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  const openTickets = admin.locator('[data-counter="Open Tickets"]');
  await expect(openTickets).toHaveText(/^\d[\d,]*$/);
  const before = Number((await openTickets.innerText()).replace(/,/g, ''));

  // The artist opens a ticket; the admin's counter and table follow without a reload.
  const message = `Approved a week ago, still not live. ${'Lots of detail. '.repeat(10)}`;
  await page.goto('/dashboard/support');
  await page.getByRole('button', { name: 'Create Your First Ticket' }).click();
  await choose(page, 'Category', 'Distribution & Releases');
  await page.getByLabel('Subject').fill('EP not on Spotify yet');
  await page.getByLabel('Message').fill(message);
  await choose(page, 'Priority', 'High');
  await page.getByRole('button', { name: 'Submit Ticket' }).click();
  await toast(page, 'Support ticket created!');
  await expect(openTickets).toHaveText((before + 1).toLocaleString('en-US'), { timeout: 5_000 });
  const row = admin.getByRole('row').filter({ hasText: 'EP not on Spotify yet' });
  await expect(row).toHaveCount(1, { timeout: 5_000 });
  await expect(admin.getByRole('link', { name: /Claims & Support/ })).toContainText(/\d/);

  // The table's filters and search, on the server; the preview is cut at 100 characters.
  const reference = await page
    .getByText(/#[0-9A-F]{8}/)
    .first()
    .innerText();
  await admin.getByLabel('Search tickets').fill(reference.match(/[0-9A-F]{8}/)![0]);
  await choose(admin, 'Filter by priority', 'High');
  await choose(admin, 'Filter by status', 'Open');
  await expect(row).toHaveCount(1);
  await expect(admin.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Mira K');
  await expect(row).toContainText(`${message.slice(0, 100)}...`);
  await choose(admin, 'Filter by category', 'Account & Sign-in');
  await expect(admin.getByText('No tickets match')).toBeVisible();
  await choose(admin, 'Filter by category', 'Distribution & Releases');

  await row.getByRole('button', { name: 'View EP not on Spotify yet' }).click();
  const dialog = admin.getByRole('dialog', { name: 'EP not on Spotify yet' });
  await expect(dialog.getByRole('tab', { name: 'Ticket Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText(artistEmail)).toBeVisible();
  await dialog.getByRole('tab', { name: 'Response' }).click();
  await dialog.getByRole('textbox', { name: 'Response' }).fill('Spotify had a delay this week; your EP goes live tomorrow.');
  await dialog.getByRole('button', { name: 'Start Working' }).click();
  await toast(admin, 'Ticket in progress successfully');
  await expect(dialog.getByText('In Progress', { exact: true })).toBeVisible();

  // The mail of the response, with a link that opens the ticket.
  const mail = await mailTo(artistEmail, 'Spotify had a delay this week');
  expect(mail).toContain('Status: In Progress');
  const link = mail.match(/https?:\/\/\S*\/dashboard\/support\?ticket=[0-9a-f-]+/)![0];

  // Another admin changed the ticket just before this one saves (the save names the version
  // before that change): this one is told, sees the other's change, and keeps what they typed.
  await dialog.getByRole('textbox', { name: 'Response' }).fill('Update: your EP goes live tomorrow morning.');
  const ticketId = new URL(admin.url()).searchParams.get('ticket')!;
  await admin.route(
    `**/api/admin/support/tickets/${ticketId}`,
    async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      const body = route.request().postDataJSON() as { version: number };
      const fresh = (await (await admin.request.get(`/api/admin/support/tickets/${ticketId}`)).json()) as { version: number };
      expect(
        (
          await admin.request.patch(`/api/admin/support/tickets/${ticketId}`, {
            data: { status: 'in_progress', adminResponse: 'Looking into it.', version: fresh.version },
          })
        ).status(),
      ).toBe(200);
      await route.continue({ postData: JSON.stringify(body) });
    },
    { times: 1 },
  );
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await toast(admin, 'Error', 'This ticket was changed by someone else in the meantime.');
  await expect(dialog.getByRole('textbox', { name: 'Response' })).toHaveValue('Update: your EP goes live tomorrow morning.');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await toast(admin, 'Ticket resolved successfully');
  await expect(dialog.getByText('Resolved', { exact: true })).toBeVisible();
  // Sent, the answer is in the conversation once; the Response box is ready for the next one.
  await expect(dialog.getByRole('textbox', { name: 'Response' })).toHaveValue('');
  await expect(dialog.getByText('Update: your EP goes live tomorrow morning.')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Save Response' })).toBeDisabled();
  await mailTo(artistEmail, 'Update: your EP goes live tomorrow morning.');
  await dialog.getByRole('tab', { name: 'Ticket Details' }).click();
  const thread = dialog.getByRole('list', { name: 'Conversation' });
  await expect(thread.getByRole('listitem')).toHaveCount(4);
  await expect(dialog.getByText('Update: your EP goes live tomorrow morning.')).toHaveCount(1);
  await admin.keyboard.press('Escape');

  // The artist follows the link: the response, the status, and answers (which opens it again).
  await page.goto(link);
  const mine = page.getByRole('dialog', { name: 'EP not on Spotify yet' });
  // Each answer once, in the conversation.
  await expect(mine.getByText('Update: your EP goes live tomorrow morning.')).toHaveCount(1);
  await expect(mine.getByRole('list', { name: 'Conversation' }).getByText('Update: your EP goes live tomorrow morning.')).toBeVisible();
  await expect(mine.getByText('Spotify had a delay this week; your EP goes live tomorrow.')).toHaveCount(1);
  await expect(mine.getByText('No response yet.')).toHaveCount(0);
  await expect(mine.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(mine.getByRole('list', { name: 'Conversation' }).getByText('Support Team').first()).toBeVisible();
  await mine.getByLabel('Your reply').fill('It is live now, thank you!');
  await mine.getByRole('button', { name: 'Send Reply' }).click();
  await expect(mine.getByText('Open', { exact: true })).toBeVisible();

  // Close ticket stands apart from the dialog's own close button, and asks first.
  await admin.reload();
  await admin.getByRole('button', { name: 'View EP not on Spotify yet' }).click();
  await admin.getByRole('tab', { name: 'Response' }).click();
  const ticketDialog = admin.getByRole('dialog', { name: 'EP not on Spotify yet' });
  const closeTicket = ticketDialog.getByRole('button', { name: 'Close ticket' });
  const dialogX = ticketDialog.getByRole('button', { name: 'Close', exact: true });
  const [a, b] = [(await closeTicket.boundingBox())!, (await dialogX.boundingBox())!];
  expect(a.y - (b.y + b.height)).toBeGreaterThan(200); // far below the X, at the foot of the tab
  await closeTicket.click();
  const ask = admin.getByRole('alertdialog', { name: 'Close this ticket?' });
  await expect(ask).toContainText('Mira K is emailed that ticket');
  await expect(ask).toContainText('is closed, and can no longer reply to it.');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(ticketDialog.getByText('Open', { exact: true })).toBeVisible(); // nothing changed
  await closeTicket.click();
  await ask.getByRole('button', { name: 'Close ticket' }).click();
  await toast(admin, 'Ticket closed successfully');
  await expect(ticketDialog.getByText('Closed', { exact: true })).toBeVisible();
  await mailTo(artistEmail, 'Status: Closed');
  await page.reload();
  await expect(mine.getByText('This ticket is closed.')).toBeVisible();
  await expect(mine.getByLabel('Your reply')).toHaveCount(0);
});
