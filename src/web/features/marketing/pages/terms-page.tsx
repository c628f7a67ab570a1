// /terms (SPEC section 2).
import { Link } from '../../../lib/links.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { paths } from '../../../lib/paths.ts';
import { LegalPage, type LegalSection } from '../components/legal-page.tsx';

const link = 'text-primary underline underline-offset-4 hover:no-underline';

/** The terms, section by section; the last names the support address. */
const sections = (supportEmail: string): LegalSection[] => [
  {
    id: 'account',
    title: 'Your account',
    body: (
      <p>
        You must give accurate details and keep your password safe. You are responsible for what happens under your account. You must be 18
        or have a guardian's consent.
      </p>
    ),
  },
  {
    id: 'your-music',
    title: 'Your music and your rights',
    body: (
      <p>
        You keep 100% ownership of your recordings and compositions. You give us a non-exclusive licence to deliver your releases to the
        stores you choose and to collect income on your behalf, for as long as the releases are distributed. You can take a release down at
        any time.
      </p>
    ),
  },
  {
    id: 'content-rules',
    title: 'What you may upload',
    body: (
      <p>
        Only upload music you own or have licensed, including samples and cover songs. Releases that infringe others' rights, mislead
        listeners or break store guidelines may be rejected or taken down.
      </p>
    ),
  },
  {
    id: 'plans',
    title: 'Plans and payments',
    body: (
      <p>
        Paid plans are billed yearly at the prices on our{' '}
        <Link className={link} to={paths.pricing}>
          pricing page
        </Link>
        , in US dollars or Indian rupees. Your plan decides the share of royalties you keep, as described on the{' '}
        <Link className={link} to={paths.revenueSplit}>
          revenue split page
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'payouts',
    title: 'Royalties and payouts',
    body: (
      <p>
        We credit your share of store income to your balance as stores report it. You can request a payout from $10.00; payouts are
        processed within 3-5 business days and a small fee may apply depending on the method.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Ending the agreement',
    body: (
      <p>
        You may close your account at any time. We may suspend accounts that break these terms. Earnings already credited to you remain
        payable.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        We work hard to keep the service running but cannot guarantee that stores publish every release or that the service is never
        interrupted. Our liability is limited to the fees you paid in the last 12 months.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Tunelane, Delhi, India. Questions about these terms:{' '}
        <a className={link} href={`mailto:${supportEmail}`}>
          {supportEmail}
        </a>
        .
      </p>
    ),
  },
];

export function TermsPage() {
  const { supportEmail } = usePublicConfig().data;
  return (
    <LegalPage
      title="Terms of Service"
      updated="1 November 2026"
      intro={<p>These terms apply when you use Tunelane to distribute your music. By creating an account you agree to them.</p>}
      sections={sections(supportEmail)}
    />
  );
}
