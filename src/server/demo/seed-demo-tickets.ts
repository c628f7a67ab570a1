// SEED_DEMO=1's support tickets: each demo artist has tickets in several states, with the support
// team's response and a conversation, so the console's ticket screens and counters (Open Tickets,
// the Claims & Support badge) show something real in the demo. Written with the artist, in the
// seed's transaction (an artist seeded before is left as is).
import { sql } from 'drizzle-orm';
import type { TicketCategory, TicketPriority, TicketStatus } from '../../domain/support-options.ts';
import type { Tx } from '../db/pool.ts';
import { supportTicketReplies, supportTickets } from '../db/schema-support.ts';

type DemoTicket = {
  subject: string;
  message: string;
  category: TicketCategory;
  priority: TicketPriority;
  status: TicketStatus;
  daysAgo: number;
  /** The conversation after the first message, oldest first. */
  replies?: { from: 'artist' | 'support'; message: string }[];
};

const TICKETS: DemoTicket[][] = [
  [
    {
      subject: 'When will Saffron Skies go live?',
      message: 'I submitted the EP for review last week. How long does the review usually take before it reaches the stores?',
      category: 'distribution',
      priority: 'medium',
      status: 'open',
      daysAgo: 1,
    },
    {
      subject: 'Spotify streams missing for Monsoon Letters',
      message: 'My Spotify for Artists page shows about 3,000 more streams last month than my Tunelane analytics. Could you check?',
      category: 'royalties',
      priority: 'high',
      status: 'in_progress',
      daysAgo: 4,
      replies: [
        {
          from: 'support',
          message: 'Thanks, we have asked Spotify for the detailed report of that month and will compare it line by line.',
        },
        { from: 'artist', message: 'Great, thank you. The difference is mostly in India and the US.' },
      ],
    },
    {
      subject: 'Change the artist name on a released single',
      message: 'City of Lights shows my old stage name. Can it be corrected in the stores?',
      category: 'distribution',
      priority: 'low',
      status: 'resolved',
      daysAgo: 20,
      replies: [{ from: 'support', message: 'Done: we sent an update to the stores; the new name shows within a few days.' }],
    },
  ],
  [
    {
      subject: 'Why was Fault Lines rejected?',
      message: 'The review says the cover has a web address, but it is our band logo. What should we change?',
      category: 'distribution',
      priority: 'urgent',
      status: 'open',
      daysAgo: 0,
    },
    {
      subject: 'Cannot sign in on my phone',
      message: 'The sign-in page keeps loading on my phone, on the desktop it works.',
      category: 'account',
      priority: 'medium',
      status: 'closed',
      daysAgo: 35,
      replies: [
        { from: 'support', message: 'This was a browser cache problem on our side, fixed today. Please try again.' },
        { from: 'artist', message: 'It works now, thanks!' },
      ],
    },
  ],
  [
    {
      subject: 'Upgrade from Small Label to Enterprise',
      message: 'We are signing three more artists. If we upgrade now, do we pay the full year again?',
      category: 'billing',
      priority: 'medium',
      status: 'in_progress',
      daysAgo: 2,
      replies: [
        {
          from: 'support',
          message: 'An upgrade is charged only the difference for the rest of your term; the amount is shown before you pay.',
        },
      ],
    },
    {
      subject: 'Payout to a new bank account',
      message: 'Our label moved banks. Which details do you need for the next payout?',
      category: 'royalties',
      priority: 'low',
      status: 'resolved',
      daysAgo: 12,
      replies: [{ from: 'support', message: 'Enter the new account in your next payout request; nothing else is needed.' }],
    },
  ],
];

/** The demo tickets of the `artistIndex`-th demo artist (none beyond the list). */
export async function seedDemoTickets(tx: Tx, userId: string, artistIndex: number): Promise<void> {
  for (const t of TICKETS[artistIndex] ?? []) {
    const at = sql`now() - make_interval(days => ${t.daysAgo})`;
    const support = t.replies?.find((r) => r.from === 'support')?.message ?? null;
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        userId,
        subject: t.subject,
        message: t.message,
        category: t.category,
        priority: t.priority,
        status: t.status,
        adminResponse: support,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: supportTickets.id });
    if (!t.replies?.length) continue;
    await tx.insert(supportTicketReplies).values(
      t.replies.map((r, i) => ({
        ticketId: ticket!.id,
        authorId: r.from === 'artist' ? userId : null,
        fromRole: r.from,
        message: r.message,
        createdAt: sql`now() - make_interval(days => ${t.daysAgo}) + make_interval(hours => ${i + 2})`,
      })),
    );
  }
}
