// What paying for a plan will do, said before paying: a renewal's new end date, an upgrade's
// price difference for the days left, a downgrade's start at the end of the term, or why the
// plan cannot be bought now. A first plan needs no note: its card says the yearly price.
import { ArrowUpCircle, CalendarClock, CalendarPlus, Info } from 'lucide-react';
import { formatDate } from '../../../../domain/dates.ts';
import { formatMoney } from '../../../../domain/money.ts';
import type { PlanChangeOptionDto } from '../../../../domain/plan-change-dto.ts';

function planChangeText(option: PlanChangeOptionDto, currentPlanName: string): string | null {
  if (!option.available) return option.reason;
  const amount = formatMoney(option.amount, option.currency, { cents: 'auto' });
  switch (option.kind) {
    case 'new':
      return null;
    case 'renewal':
      return `Renews your plan for another year: active until ${formatDate(option.endsAt)}.`;
    case 'upgrade': {
      const p = option.proration!;
      const days = `${p.daysLeft} ${p.daysLeft === 1 ? 'day' : 'days'}`;
      return p.minimumApplied
        ? `Upgrade now for ${amount}, our smallest payment (the price difference for the ${days} left is less). Your term still ends on ${formatDate(option.endsAt)}.`
        : `Upgrade now for the price difference: ${amount} for the ${days} left of your ${currentPlanName} plan, which still ends on ${formatDate(option.endsAt)}.`;
    }
    case 'downgrade':
      return `Starts when your ${currentPlanName} plan ends on ${formatDate(option.startsAt)} and runs until ${formatDate(option.endsAt)}. Nothing changes before then.`;
  }
}

const ICONS = { new: Info, renewal: CalendarPlus, upgrade: ArrowUpCircle, downgrade: CalendarClock } as const;

export function PlanChangeNote({ option, currentPlanName }: { option: PlanChangeOptionDto; currentPlanName: string }) {
  const text = planChangeText(option, currentPlanName);
  if (!text) return null;
  const Icon = option.available ? ICONS[option.kind] : Info;
  return (
    <p
      className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground"
      data-testid={`plan-note-${option.planType}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
