// /contact-support (SPEC section 2): chat (when a chat widget is configured), email and phone, the
// categories we help with, and the form.
import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { CONTACT_CATEGORIES } from '../../../../domain/contact.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { paths } from '../../../lib/paths.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { LinkButton } from '../components/link-button.tsx';
import { PageHero } from '../components/page-hero.tsx';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

export function ContactSupportPage() {
  const { supportEmail, supportPhone, supportPhoneHref, chat: chatWidget } = usePublicConfig().data;
  // The chat card promises a bubble: only when a chat widget is configured (known once hydrated,
  // since pages are pre-rendered without it).
  const chat = useHydrated() && !!chatWidget;
  return (
    <main>
      <PageHero
        eyebrow="Support"
        title="We're here to help"
        lead="Questions about a release, a payout or your account? Reach us the way that suits you: we answer every message within 24 hours."
      />
      <section aria-labelledby="ways-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="ways-title" className="sr-only">
          Ways to reach us
        </h2>
        <div className={chat ? 'grid gap-6 md:grid-cols-3' : 'grid gap-6 md:grid-cols-2'}>
          {chat && (
            <div className="rounded-xl border bg-card p-6 shadow-sm">
              <MessageCircle className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-semibold">Live chat</h3>
              <p className="mt-1 text-sm text-muted-foreground">
                Open the chat bubble in the corner of any page to talk to our team. Most chats get an answer within minutes.
              </p>
            </div>
          )}
          <div className="rounded-xl border bg-card p-6 shadow-sm">
            <Mail className="size-6 text-primary" aria-hidden="true" />
            <h3 className="mt-3 text-lg font-semibold">Email</h3>
            <p className="mt-1 text-sm text-muted-foreground">Write to us any time; we reply within 24 hours.</p>
            <a className={`${linkClass} mt-3 inline-block break-all`} href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </div>
          <div className="rounded-xl border bg-card p-6 shadow-sm">
            <Phone className="size-6 text-primary" aria-hidden="true" />
            <h3 className="mt-3 text-lg font-semibold">Phone</h3>
            <p className="mt-1 text-sm text-muted-foreground">Monday to Saturday, 10:00 to 19:00 India time.</p>
            <a className={`${linkClass} mt-3 inline-block`} href={`tel:${supportPhoneHref}`}>
              {supportPhone}
            </a>
          </div>
        </div>
      </section>
      <section aria-labelledby="message-title" className="bg-muted/50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-5 lg:px-8">
          <div className="lg:col-span-2">
            <h2 className="text-2xl font-bold tracking-tight">What we can help with</h2>
            <ul className="mt-4 space-y-2">
              {CONTACT_CATEGORIES.map((c) => (
                <li key={c.value} className="rounded-md border bg-card px-4 py-2 text-sm">
                  {c.label}
                </li>
              ))}
            </ul>
            <p className="mt-6 flex items-start gap-2 text-sm text-muted-foreground">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              Many answers are already in the help centre.
            </p>
            <LinkButton to={paths.helpCentre} variant="outline" size="default" className="mt-3">
              Visit the Help Centre
            </LinkButton>
          </div>
          <div className="rounded-xl border bg-card p-6 shadow-sm lg:col-span-3">
            <h2 id="message-title" className="text-2xl font-bold tracking-tight">
              Send us a message
            </h2>
            <p className="mt-1 mb-6 text-sm text-muted-foreground">Signed-in artists can also open a ticket from their dashboard.</p>
            <ContactForm />
          </div>
        </div>
      </section>
    </main>
  );
}
