// The footer of every public page (SPEC section 2): company, resources and legal links, the
// stores we deliver to, social links and the configured contact values.
import { Link } from '../../lib/links.tsx';
import { COMPANY_CITY, SOCIAL_LINKS } from '../../../domain/company.ts';
import { FOOTER_STORES, STORE_COUNT } from '../../../domain/stores.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { paths } from '../../lib/paths.ts';
import { Logo } from './logo.tsx';

const columns = [
  {
    title: 'Company',
    links: [
      { to: paths.about, label: 'About Us' },
      { to: `${paths.home}#how-it-works`, label: 'How It Works' },
      { to: paths.successStories, label: 'Success Stories' },
      { to: paths.careers, label: 'Careers' },
    ],
  },
  {
    title: 'Artists',
    links: [
      { to: paths.signup, label: 'Sign Up' },
      { to: `${paths.home}#distribute`, label: 'Distribute Music' },
      { to: paths.artistServices, label: 'Artist Services' },
      { to: paths.pricing, label: 'Pricing' },
      { to: paths.revenueSplit, label: 'Revenue Split' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.terms, label: 'Terms of Service' },
      { to: paths.privacy, label: 'Privacy Policy' },
      { to: `${paths.privacy}#cookies`, label: 'Cookie Policy' },
    ],
  },
];

const linkClass = 'rounded-sm text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

export function SiteFooter() {
  const { supportEmail, supportPhone, supportPhoneHref } = usePublicConfig().data;
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="space-y-4 lg:col-span-2">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">
            Sell your music in {STORE_COUNT} digital stores across 200+ countries, keep 100% of your rights and get paid every month.
          </p>
          <address className="space-y-1 text-sm not-italic text-muted-foreground">
            <p>
              <a className={linkClass} href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>
            </p>
            <p>
              <a className={linkClass} href={`tel:${supportPhoneHref}`}>
                {supportPhone}
              </a>
            </p>
            <p>{COMPANY_CITY}</p>
          </address>
          <ul aria-label="Social media" className="flex flex-wrap gap-x-4 gap-y-2">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.name}>
                <a className={linkClass} href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-sm font-semibold">{col.title}</h2>
            <ul className="mt-3 space-y-2">
              {col.links.map((l) => (
                <li key={l.label}>
                  <Link className={linkClass} to={l.to}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            <span className="font-medium text-foreground">Available on:</span> {FOOTER_STORES.join(' · ')} and{' '}
            {STORE_COUNT - FOOTER_STORES.length} more
          </p>
          <p>© Tunelane. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}
