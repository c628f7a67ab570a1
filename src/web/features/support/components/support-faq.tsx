// The static FAQ of /dashboard/support (copy from SPEC section 9).
import { ChevronDown } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

const FAQ = [
  {
    q: 'How long does it take to get a response?',
    a: "We'll respond to your ticket within 24 hours. Urgent tickets about releases that are live or payouts are looked at first.",
  },
  {
    q: 'How long does distribution to stores take?',
    a: 'Most releases go live within 24-48 hours of approval; some stores take up to 7 days.',
  },
  {
    q: 'Which audio formats can I upload?',
    a: 'WAV, FLAC and MP3. We recommend WAV at 44.1kHz/16-bit for the best quality in every store.',
  },
  {
    q: 'When and how do I get paid?',
    a: 'Earnings are paid monthly. Request a payout from Claim Request once your balance reaches $10.00; payouts are processed within 3-5 business days by bank transfer, PayPal or crypto.',
  },
  {
    q: 'Can I change a release after submitting it?',
    a: 'A release can be edited while it is a draft or after it was rejected. For a release in review or live, open a ticket and tell us what to change; the release date can be changed up to 14 days before release.',
  },
] as const;

export function SupportFaq() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Frequently Asked Questions</CardTitle>
      </CardHeader>
      <CardContent className="divide-y">
        {FAQ.map(({ q, a }) => (
          <details key={q} className="group py-3 first:pt-0 last:pb-0">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-sm text-sm font-medium [&::-webkit-details-marker]:hidden">
              {q}
              <ChevronDown
                className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="mt-2 text-sm text-muted-foreground">{a}</p>
          </details>
        ))}
      </CardContent>
    </Card>
  );
}
