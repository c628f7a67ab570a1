// Chooses an option from one of the app's selects (a combobox and its listbox), surely under load:
// a list still opening, an option click that did not land, a choice that landed while the check
// timed out. Every journey chooses through this one helper.
import { expect, type Locator, type Page } from '@playwright/test';

export async function choose(page: Page, label: string, option: string, scope: Page | Locator = page): Promise<void> {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  const list = page.getByRole('listbox');
  let tries = 0;
  await expect(async () => {
    // A list left open by an option click that did not land hides the box from the page's roles:
    // close it first, so the box can be found and opened again.
    if (await list.isVisible()) {
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden({ timeout: 3000 });
    }
    // A choice that landed while the check below timed out is not made again: a second pick of the
    // same option changes nothing and raises no toast.
    if ((await box.textContent({ timeout: 3000 }))?.trim() === option) return;
    if ((await box.getAttribute('aria-expanded', { timeout: 3000 })) !== 'true') await box.click({ timeout: 3000 });
    // Forced: under load the list's opening animation can keep it "not stable" past the timeout;
    // the option is there and visible, and a real click lands on it. A click that did not take is
    // not repeated: the option is chosen from the keyboard instead (focused, which scrolls a long
    // list to it, then Enter), as a keyboard user would.
    const item = page.getByRole('option', { name: option, exact: true });
    if (tries++ === 0) await item.click({ timeout: 3000, force: true });
    else await item.press('Enter', { timeout: 3000 });
    await expect(box).toHaveText(option, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(list).toBeHidden();
}
