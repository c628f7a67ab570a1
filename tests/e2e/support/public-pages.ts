// The public site's pages and the words each must show (public-site.spec.ts), which the axe
// journeys (public-axe.spec.ts) walk as well; and opening one until it is interactive.
import { expect, type Page } from '@playwright/test';
import { MORE_STORES, STORE_COUNT } from '../../../src/domain/stores.ts';

export const PAGES: { path: string; texts: string[] }[] = [
  {
    path: '/',
    texts: [
      'Sell Your Music Online',
      'Start Distributing Free',
      `${STORE_COUNT} stores in 200+ countries`,
      'Digital Stores',
      '10K+',
      'Artists Trust Us',
      '100%',
      'Rights Retained',
      'How it works',
      'Upload your music',
      'We send it to stores',
      'You get paid',
      'Real-time analytics',
      'Revenue splits',
      'Fast distribution',
      '24/7 support',
      'Start Distributing Today',
    ],
  },
  {
    path: '/stores',
    texts: [
      'Spotify',
      'Apple Music',
      'JioSaavn',
      'Pandora',
      'Hungama',
      `One release reaches ${STORE_COUNT} streaming services`,
      `And ${MORE_STORES.length} more`,
    ],
  },
  { path: '/free', texts: ['Distribute your music for free', 'Create Free Account', 'See all stores'] },
  { path: '/features', texts: ['Core features', 'Real-time analytics', 'Automatic revenue splits', 'Playlist pitching'] },
  {
    path: '/pricing',
    texts: [
      'Free',
      'Individual Artist',
      'Small Label',
      'Enterprise Label',
      '$0',
      '$5',
      '$15',
      '$30',
      '₹415',
      '₹1,245',
      '₹2,490',
      'Compare plans',
      'Contact Sales',
    ],
  },
  { path: '/revenue-split', texts: ['80%', '90%', '92%', '95%', 'Royalty calculator', 'How we compare', 'Typical free distributor'] },
  {
    path: '/contact-support',
    texts: ['Email', 'Phone', 'What we can help with', 'Royalties and payouts', 'Send us a message'],
  },
  {
    path: '/help-centre',
    texts: ['How can we help?', 'Browse by topic', 'Popular articles', 'Video tutorials', 'Frequently asked questions'],
  },
  { path: '/careers', texts: ['There are no open positions right now', 'Send your CV'] },
  { path: '/about', texts: ['Our story', 'What we stand for', 'Delhi, India'] },
  { path: '/success-stories', texts: ['Aanya Kapoor', 'Midnight Tide Records', 'DJ Kairo'] },
  {
    path: '/artist-services',
    texts: [
      'Music distribution',
      'Royalty collection',
      'Playlist pitching',
      'YouTube Content ID',
      'Marketing and promotion',
      'Mixing and mastering',
      'Premium services',
    ],
  },
  { path: '/privacy', texts: ['Privacy Policy', 'Cookies'] },
  { path: '/terms', texts: ['Terms of Service', 'Your music and your rights'] },
  { path: '/signout', texts: ['Thanks for using Tunelane', 'Back to Home'] },
];

/** Opens a page and waits until it is interactive (hydrated). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
