// The public pages (SPEC section 2) with the title and description each is served with. The
// build pre-renders them, the server serves those files and lists them in sitemap.xml, and the
// web app sets the same title on client-side navigation.
import { STORE_COUNT } from './stores.ts';

export type PublicPage = {
  path: string;
  title: string;
  description: string;
  /** Listed in sitemap.xml and open to indexing. */
  indexed: boolean;
};

const page = (path: string, title: string, description: string, indexed = true): PublicPage => ({ path, title, description, indexed });

export const PUBLIC_PAGES: readonly PublicPage[] = [
  page(
    '/',
    'Tunelane: Sell Your Music Online',
    `Distribute your music to ${STORE_COUNT} digital stores in 200+ countries, keep 100% of your rights and get paid every month. Start free.`,
  ),
  page(
    '/stores',
    'Stores and Platforms | Tunelane',
    `Spotify, Apple Music, YouTube Music, Amazon Music, JioSaavn, TikTok: the ${STORE_COUNT} stores where Tunelane delivers your music.`,
  ),
  page(
    '/free',
    'Free Music Distribution | Tunelane',
    `Release up to 5 songs a month to ${STORE_COUNT} stores for free and keep 80% of your royalties. No credit card needed.`,
  ),
  page(
    '/features',
    'Features | Tunelane',
    'Fast distribution, real-time analytics, automatic revenue splits, monthly payouts and 24/7 support for independent artists and labels.',
  ),
  page(
    '/pricing',
    'Pricing | Tunelane',
    'Simple yearly plans: Free, Individual Artist $5, Small Label $15 and Enterprise Label $30. Keep up to 95% of your royalties.',
  ),
  page(
    '/revenue-split',
    'Revenue Split and Royalty Calculator | Tunelane',
    'Keep 80% to 95% of your streaming earnings. Calculate what you take home on each plan and compare with other distributors.',
  ),
  page(
    '/contact-support',
    'Contact Support | Tunelane',
    'Chat, email or call the Tunelane support team, or send us a message. We reply within 24 hours.',
  ),
  page(
    '/help-centre',
    'Help Centre | Tunelane',
    'Guides, video tutorials and answers about releases, royalties, rights and your Tunelane account.',
  ),
  page('/careers', 'Careers | Tunelane', 'Work at Tunelane, the music distribution service for independent artists, in Delhi, India.'),
  page(
    '/about',
    'About Us | Tunelane',
    'Tunelane helps independent artists and labels sell their music worldwide while keeping every right. Based in Delhi, India.',
  ),
  page(
    '/success-stories',
    'Success Stories | Tunelane',
    'How independent artists and labels grew their audience and earnings with Tunelane.',
  ),
  page(
    '/artist-services',
    'Artist Services | Tunelane',
    'Distribution, royalty collection, playlist pitching, YouTube Content ID, marketing and mastering services for artists.',
  ),
  page('/privacy', 'Privacy Policy | Tunelane', 'What personal data Tunelane collects, why, how long we keep it and the choices you have.'),
  page('/terms', 'Terms of Service | Tunelane', 'The terms that apply when you use Tunelane to distribute your music.'),
  page('/signout', 'Signed Out | Tunelane', 'You have been signed out of Tunelane.', false),
];

export function publicPage(path: string): PublicPage | undefined {
  return PUBLIC_PAGES.find((p) => p.path === path);
}
