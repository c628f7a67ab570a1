// The revenue page's "Earnings on hold": each hold on the artist's earnings,
// with which tracks in which months, how much each, why (the reason and what our team found), the
// date to answer by and a form to answer (again, if need be: the latest answer is what the team
// reads). The rest of the balance stays claimable, and the card says so. Released holds stay a
// while, with the team's note. Loaded only when the artist has a hold (artist-holds-slot.tsx), so
// the revenue page of everyone else carries none of it.
import type { ComponentProps } from 'react';
import { ShieldAlert } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import { HOLD_LIMITS, HOLD_STATUS_LABELS, HOLD_TEXTS, monthLabel } from '../../../../domain/holds.ts';
import type { HoldDto, HoldLineDto } from '../../../../domain/holds-dto.ts';
import { formatDecimal } from '../../../../domain/money.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useAnswerHold } from '../api/holds-api.ts';
import { HoldTextForm } from './hold-text-form.tsx';

/** The lines of a hold by track (or whole release), each with its months and amounts, in the hold's order. */
function byTarget(lines: HoldLineDto[]) {
  const out = new Map<string, { name: string; detail: string; months: HoldLineDto[] }>();
  for (const l of lines) {
    const key = `${l.releaseId}:${l.trackId ?? ''}`;
    const t = out.get(key) ?? {
      name: l.trackTitle ?? l.releaseTitle,
      detail: l.trackTitle ? `${l.releaseTitle}${l.isrc ? ` · ${l.isrc}` : ''}` : 'The whole release',
      months: [],
    };
    t.months.push(l);
    out.set(key, t);
  }
  return [...out.values()];
}

export function ArtistHolds({ holds, more }: { holds: HoldDto[]; more: ComponentProps<typeof LoadMore>['query'] }) {
  const active = holds.filter((h) => h.status === 'active');
  return (
    <Card id="holds" role="region" aria-labelledby="holds-title" className="scroll-mt-20 border-warning">
      <CardHeader>
        <CardTitle id="holds-title" className="flex items-center gap-2">
          <ShieldAlert className="size-5 text-warning" aria-hidden="true" /> Earnings on hold
        </CardTitle>
        <CardDescription>
          {active.length
            ? 'We are looking into the earnings below and keep them back until then. The rest of your balance stays yours to claim. Tell us what you know before the date given.'
            : 'Earnings we held and have released. They are back in your balance.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {holds.map((h) => (
          <Hold key={h.id} hold={h} />
        ))}
        <LoadMore query={more} />
      </CardContent>
    </Card>
  );
}

function Hold({ hold: h }: { hold: HoldDto }) {
  const titleId = `hold-${h.id}`;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-lg border p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold">
            <span className="tabular-nums">{formatDecimal(h.amountShown)}</span> held · {h.reasonLabel}
          </h3>
          <p className="text-xs text-muted-foreground">
            Since {formatDate(h.createdAt, 'long')} · {h.months.map(monthLabel).join(', ')}
          </p>
        </div>
        <Badge variant={h.status === 'active' ? 'warning' : 'success'}>{HOLD_STATUS_LABELS[h.status]}</Badge>
      </div>
      <div className="text-sm">
        <p className="font-medium">What we found</p>
        <p className="break-words whitespace-pre-wrap text-muted-foreground">{h.note}</p>
      </div>
      <ul className="divide-y rounded-md border text-sm" aria-label="Held tracks">
        {byTarget(h.lines).map((t) => (
          <li key={`${t.name}:${t.detail}`} className="px-3 py-2">
            <p className="font-medium break-words">{t.name}</p>
            <p className="text-xs break-words text-muted-foreground">{t.detail}</p>
            <p className="mt-1 flex flex-wrap gap-x-3 tabular-nums">
              {t.months.map((l) => (
                <span key={l.month}>
                  {monthLabel(l.month)}: {formatDecimal(l.amount)}
                </span>
              ))}
            </p>
          </li>
        ))}
      </ul>
      {h.status === 'active' ? (
        <>
          <p className="text-sm">
            <span className="font-medium">Answer by {formatDate(h.answerBy, 'long')}</span>
            {h.answerBy < today && <span className="text-muted-foreground"> · the date has passed, and you can still answer</span>}
          </p>
          <AnswerForm hold={h} />
        </>
      ) : (
        <div className="text-sm">
          <p className="font-medium">Released {formatDate(h.releasedAt, 'long')}: the amount is back in your balance.</p>
          {h.releaseNote && <p className="break-words whitespace-pre-wrap text-muted-foreground">{h.releaseNote}</p>}
        </div>
      )}
    </article>
  );
}

// The resolver is made once, so the schema loads once for all the artist's holds.
const answerResolver = lazyZodResolver(() => import('../../../../domain/holds-schema.ts').then((m) => m.answerHoldSchema));

function AnswerForm({ hold: h }: { hold: HoldDto }) {
  const answer = useAnswerHold(h.id);
  return (
    <HoldTextForm
      resolver={answerResolver}
      defaultValues={{ answer: h.answer ?? '' }}
      name="answer"
      label="Your answer"
      description={
        h.answeredAt
          ? `Sent ${formatDate(h.answeredAt, 'dateTime')}. Change it and send again to tell us more.`
          : 'What you know about these streams or sales: our team reads it before deciding.'
      }
      maxLength={HOLD_LIMITS.answer}
      send={(body) => answer.mutateAsync(body)}
      pending={answer.isPending}
      submitLabel="Send answer"
      sentToast={HOLD_TEXTS.answered}
    />
  );
}
