// The help centre's content: categories, articles, video tutorials and FAQ, plus the search
// that the /help-centre search box runs over the articles.
import { STORE_COUNT } from './stores.ts';

export type HelpCategory = { slug: string; title: string; description: string };

export const HELP_CATEGORIES: readonly HelpCategory[] = [
  { slug: 'getting-started', title: 'Getting Started', description: 'Create your account, set up your artist profile and choose a plan.' },
  {
    slug: 'releases',
    title: 'Releases and Distribution',
    description: 'Upload music, prepare cover art and get your release into stores.',
  },
  { slug: 'royalties', title: 'Royalties and Payouts', description: 'How earnings are reported, split and paid to you.' },
  { slug: 'rights', title: 'Rights and Copyright', description: 'Ownership, Content ID, samples, covers and claims.' },
  { slug: 'account', title: 'Account and Billing', description: 'Sign-in, plans, renewals and your personal details.' },
  { slug: 'analytics', title: 'Analytics and Growth', description: 'Read your streams and earnings and grow your audience.' },
];

export type HelpArticle = {
  slug: string;
  category: HelpCategory['slug'];
  title: string;
  summary: string;
  body: string;
  keywords: string[];
  popular?: boolean;
};

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    slug: 'create-your-first-release',
    category: 'getting-started',
    title: 'Create your first release',
    summary: 'A step-by-step walk through the release form, from title to submission.',
    body: 'Open your dashboard and choose Create Release. Fill in the basic information (title, artist name, genre and release type), add your audio link and cover art, complete the credits and rights, then create the release. It is saved as a draft until you submit it for review.',
    keywords: ['upload', 'new release', 'single', 'album', 'ep', 'draft'],
    popular: true,
  },
  {
    slug: 'how-long-does-distribution-take',
    category: 'releases',
    title: 'How long does distribution take?',
    summary: 'Most stores show a release within 24-48 hours of approval; some take up to 7 days.',
    body: 'Once our team approves your release we deliver it to every store you selected. Most stores publish within 24-48 hours, a few take up to 7 days. To land on playlists and pre-save campaigns, set your release date at least two weeks ahead.',
    keywords: ['live', 'time', 'days', 'delivery', 'release date', 'stores'],
    popular: true,
  },
  {
    slug: 'audio-file-requirements',
    category: 'releases',
    title: 'Audio file requirements',
    summary: 'WAV, FLAC or MP3; WAV at 44.1 kHz / 16-bit is recommended.',
    body: 'Stores accept WAV, FLAC and MP3, and we recommend WAV at 44.1 kHz and 16-bit (24-bit is welcome). Upload stereo files without silence at the start, and make sure the track is mastered. A Google Drive link to the file is also accepted.',
    keywords: ['wav', 'flac', 'mp3', 'format', 'sample rate', 'bit depth', 'mastering', 'google drive'],
    popular: true,
  },
  {
    slug: 'cover-art-guidelines',
    category: 'releases',
    title: 'Cover art guidelines',
    summary: 'Square JPG or PNG of at least 3000 x 3000 pixels, in RGB.',
    body: 'Cover art must be a square JPG or PNG of at least 3000 x 3000 pixels in RGB colour. Do not include web addresses, prices, social handles or store logos, and make sure the artist name and title match your release details.',
    keywords: ['artwork', 'image', 'jpg', 'png', 'size', 'resolution', 'cover'],
  },
  {
    slug: 'change-release-date',
    category: 'releases',
    title: 'Change a release date',
    summary: 'Dates can move up to 14 days before the release.',
    body: 'You can change the release date up to 14 days before it goes live. After that, stores may already have scheduled the release; contact support and we will do our best to help.',
    keywords: ['reschedule', 'date', 'postpone', 'move'],
  },
  {
    slug: 'when-do-i-get-paid',
    category: 'royalties',
    title: 'When do I get paid?',
    summary: 'Earnings arrive monthly; request a payout from $10.00.',
    body: 'Stores report sales and streams to us, and we add your share to your balance every month (weekly on Small Label, in real time on Enterprise). Request a payout from the Claim Request page once your balance reaches $10.00; payouts are processed in 3-5 business days by bank transfer, PayPal or USDC.',
    keywords: ['payout', 'payment', 'withdraw', 'balance', 'minimum', 'bank', 'paypal', 'crypto'],
    popular: true,
  },
  {
    slug: 'royalty-shares-explained',
    category: 'royalties',
    title: 'Royalty shares explained',
    summary: 'Keep 80% on Free, 90% on Individual, 92% on Small Label and 95% on Enterprise.',
    body: 'Your plan decides the share of store earnings you keep: 80% on Free, 90% on Individual Artist, 92% on Small Label and 95% on Enterprise Label. The rest is our platform fee. There are no other fees taken from your royalties.',
    keywords: ['share', 'percentage', 'fee', 'commission', 'split', 'plan'],
  },
  {
    slug: 'split-revenue-with-collaborators',
    category: 'royalties',
    title: 'Split revenue with collaborators',
    summary: 'Pay producers and featured artists automatically.',
    body: 'Add collaborators to a release and give each one a percentage. Every time earnings arrive, each collaborator receives their part automatically, so nobody has to chase payments.',
    keywords: ['collaborator', 'producer', 'featured', 'split', 'share'],
  },
  {
    slug: 'you-keep-your-rights',
    category: 'rights',
    title: 'You keep 100% of your rights',
    summary: 'We distribute your music; you keep ownership of the masters and songs.',
    body: 'Distributing with us never transfers ownership. You keep 100% of your master and publishing rights, and you can take a release down from stores at any time.',
    keywords: ['ownership', 'masters', 'copyright', 'takedown', 'rights'],
    popular: true,
  },
  {
    slug: 'cover-songs-and-samples',
    category: 'rights',
    title: 'Cover songs and samples',
    summary: 'What you need before releasing a cover or a track with samples.',
    body: 'A cover needs a mechanical licence for the song, and a sample needs clearance from the owner of the recording and of the song. Keep the licences: stores may ask for them, and releases without them can be rejected.',
    keywords: ['cover', 'sample', 'licence', 'license', 'clearance'],
  },
  {
    slug: 'reset-your-password',
    category: 'account',
    title: 'Reset your password',
    summary: 'Use "Forgot password?" on the sign-in screen to get a reset link.',
    body: 'On the sign-in screen choose "Forgot password?" and enter your email address. We send a link that is valid for one hour; open it and choose a new password.',
    keywords: ['password', 'forgot', 'sign in', 'login', 'reset'],
  },
  {
    slug: 'upgrade-your-plan',
    category: 'account',
    title: 'Upgrade your plan',
    summary: 'Plans are billed yearly; pay in USD or INR.',
    body: 'Open Pricing from your dashboard and choose a plan. Plans are billed yearly: Individual Artist $5, Small Label $15 and Enterprise Label $30 (or the rupee equivalent). The new plan applies as soon as the payment is confirmed.',
    keywords: ['plan', 'upgrade', 'billing', 'subscription', 'price', 'inr', 'usd'],
  },
  {
    slug: 'read-your-analytics',
    category: 'analytics',
    title: 'Read your analytics',
    summary: 'Streams, earnings, top platforms and countries in one place.',
    body: 'The Analytics page shows your streams and earnings over 7, 30, 90 or 365 days, the platforms and countries where you are heard most, and your top releases.',
    keywords: ['analytics', 'streams', 'stats', 'countries', 'platforms', 'reports'],
  },
  {
    slug: 'pitch-to-playlists',
    category: 'analytics',
    title: 'Pitch your music to playlists',
    summary: 'Give editors time: deliver at least three weeks before release day.',
    body: 'Playlist editors listen ahead of release day. Deliver your release at least three weeks early and complete the genre, mood and description fields. Small Label and Enterprise plans include playlist pitching by our team.',
    keywords: ['playlist', 'pitching', 'editorial', 'promotion', 'marketing'],
  },
];

export type VideoTutorial = { title: string; description: string };

export const VIDEO_TUTORIALS: readonly VideoTutorial[] = [
  { title: 'Your first release in 5 minutes', description: 'From sign-up to a release submitted for review.' },
  { title: 'Preparing audio and cover art', description: 'File formats, loudness and artwork that stores accept.' },
  { title: 'Understanding your earnings', description: 'Statements, shares and requesting a payout.' },
  { title: 'Growing your audience', description: 'Release planning, pre-saves and playlist pitching.' },
];

export type Faq = { question: string; answer: string };

export const HELP_FAQ: readonly Faq[] = [
  {
    question: 'Is Tunelane really free?',
    answer: `Yes. The Free plan distributes up to 5 releases a month to all ${STORE_COUNT} stores and you keep 80% of your royalties. Paid plans raise your share and remove limits.`,
  },
  { question: 'Do I keep the rights to my music?', answer: 'Always. You keep 100% ownership of your recordings and songs.' },
  { question: 'How fast will my music be in stores?', answer: 'Usually within 24-48 hours of approval, and up to 7 days for some stores.' },
  { question: 'What is the minimum payout?', answer: '$10.00. Payouts are processed within 3-5 business days.' },
  { question: 'How quickly does support reply?', answer: 'We answer emails and tickets within 24 hours, every day of the week.' },
];

export type HelpSearchHit = { article: HelpArticle; score: number };

const normalise = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9%$.\s-]/g, ' ');

/**
 * Articles matching every word of the query (a word matches the start of a word in the title,
 * summary, keywords or body), best first: title matches weigh most, then keywords, summary, body.
 */
export function searchHelpArticles(query: string, articles: readonly HelpArticle[] = HELP_ARTICLES): HelpSearchHit[] {
  const terms = normalise(query)
    .split(/\s+/)
    .filter((t) => t.length > 0);
  if (terms.length === 0) return [];
  const hits: HelpSearchHit[] = [];
  for (const article of articles) {
    const fields: [string, number][] = [
      [normalise(article.title), 8],
      [normalise(article.keywords.join(' ')), 5],
      [normalise(article.summary), 3],
      [normalise(article.body), 1],
    ];
    let score = 0;
    let all = true;
    for (const term of terms) {
      const pattern = new RegExp(`(^|[\\s-])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
      const best = fields.reduce((acc, [text, weight]) => (pattern.test(text) ? acc + weight : acc), 0);
      if (best === 0) {
        all = false;
        break;
      }
      score += best;
    }
    if (all) hits.push({ article, score });
  }
  return hits.sort((a, b) => b.score - a.score || a.article.title.localeCompare(b.article.title));
}
