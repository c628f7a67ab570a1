// /privacy (SPEC section 2), with the #cookies section the footer links to.
import { usePublicConfig } from '../../../lib/public-config.ts';
import { LegalPage } from '../components/legal-page.tsx';

export function PrivacyPage() {
  const { supportEmail } = usePublicConfig().data;
  const email = (
    <a className="text-primary underline underline-offset-4 hover:no-underline" href={`mailto:${supportEmail}`}>
      {supportEmail}
    </a>
  );
  return (
    <LegalPage
      title="Privacy Policy"
      updated="1 November 2026"
      intro={
        <p>
          This policy explains what personal data Tunelane collects when you use our website and services, why we collect it, and the
          choices you have.
        </p>
      }
      sections={[
        {
          id: 'data-we-collect',
          title: 'Data we collect',
          body: (
            <ul>
              <li>Account details: your name, email address and password (stored only as a secure hash).</li>
              <li>Release information: titles, artist names, credits, audio, artwork and the other details you enter.</li>
              <li>Payment and payout details: the plan you buy, and the bank, PayPal or wallet details you give us for payouts.</li>
              <li>Messages you send us through the contact form, support tickets, chat or email.</li>
              <li>Technical data: your IP address and browser type, used for security and to prevent abuse.</li>
            </ul>
          ),
        },
        {
          id: 'how-we-use-it',
          title: 'How we use it',
          body: (
            <p>
              We use your data to run your account, deliver your music to the stores you choose, calculate and pay your royalties, answer
              your questions, keep the service secure and meet our legal obligations. We do not sell your personal data.
            </p>
          ),
        },
        {
          id: 'sharing',
          title: 'Who we share it with',
          body: (
            <p>
              Stores and platforms receive the release information needed to publish your music. Payment providers process plan payments and
              payouts. Hosting, email and support-chat providers process data on our behalf under contract. We share data with authorities
              only when the law requires it.
            </p>
          ),
        },
        {
          id: 'cookies',
          title: 'Cookies',
          body: (
            <>
              <p>We use a small number of cookies:</p>
              <ul>
                <li>A session cookie that keeps you signed in (necessary; removed when you sign out or after 7 days).</li>
                <li>A preference cookie that remembers whether your dashboard sidebar is open (7 days).</li>
                <li>If live chat is enabled, our chat provider may set cookies to keep your conversation.</li>
              </ul>
              <p>
                We do not use advertising cookies. You can delete cookies in your browser settings at any time; you will then need to sign
                in again.
              </p>
            </>
          ),
        },
        {
          id: 'retention',
          title: 'How long we keep it',
          body: (
            <p>
              We keep your account data while your account is open. Payment and payout records are kept for as long as tax law requires,
              usually eight years. Contact messages are kept for two years.
            </p>
          ),
        },
        {
          id: 'your-rights',
          title: 'Your rights',
          body: (
            <p>
              You can ask to see, correct, export or delete your personal data, and object to how we use it. Write to {email}; we answer
              within 30 days.
            </p>
          ),
        },
        {
          id: 'contact',
          title: 'Contact',
          body: <p>Tunelane, Delhi, India. Questions about this policy: {email}.</p>,
        },
      ]}
    />
  );
}
