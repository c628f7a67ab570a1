// axe in the browser, as the public-site and accessibility journeys run it: the WCAG 2 A/AA rules
// over the page as it stands (an open dialog included), each problem as one line naming the rule
// and the elements.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

/** "<where>: <rule id> (<target>, <target>)" for each rule the page breaks; `impacts` keeps only
 * those, `include` checks only what the selector matches (an open dialog). */
export async function axeViolations(
  page: Page,
  where: string,
  opts: { impacts?: readonly Impact[]; include?: string } = {},
): Promise<string[]> {
  // One axe.run in the page (legacy mode): the app embeds no frames from other origins, and the
  // default's second pass in a blank page tripled the time of each check on a busy machine.
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode();
  if (opts.include) axe.include(opts.include);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => !opts.impacts || opts.impacts.includes(v.impact as Impact))
    .map((v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
