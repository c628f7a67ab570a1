// One choice among a few, drawn like a tab list: the period or range that filters a whole page.
// Tabs (tabs.tsx) switch between panels; a choice with no panels of its own is a radio group, so
// this is one of native radio buttons: the arrow keys move the choice, with no script of its own.
// Each radio covers its segment (transparent, so the focus ring shows around the segment).
import { useId, type ReactNode } from 'react';

import { cn } from '../../lib/utils.ts';

export type Segment<V extends string> = {
  value: V;
  label: ReactNode;
  /** The radio's name when the visible label is short ("7 days" read as "Last 7 days"). */
  ariaLabel?: string;
  title?: string;
};

export function SegmentedControl<V extends string>({
  label,
  value,
  segments,
  onChange,
  className,
  segmentClassName,
}: {
  /** Names the group ("Period"). */
  label: string;
  value: V;
  segments: readonly Segment<V>[];
  onChange: (value: V) => void;
  className?: string;
  segmentClassName?: string;
}) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      data-slot="segmented-control"
      className={cn(
        'inline-flex h-10 w-fit max-w-full items-center justify-start gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
    >
      {segments.map((s) => (
        <label
          key={s.value}
          title={s.title}
          className={cn(
            'relative inline-flex h-full shrink-0 cursor-pointer items-center justify-center rounded-md border border-transparent px-3 text-sm font-medium whitespace-nowrap transition-[color,background-color,box-shadow] hover:text-foreground has-checked:border-border has-checked:bg-background has-checked:text-foreground has-checked:shadow-sm',
            segmentClassName,
          )}
        >
          <input
            type="radio"
            name={name}
            value={s.value}
            checked={s.value === value}
            onChange={() => onChange(s.value)}
            aria-label={s.ariaLabel}
            className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-md border-0 bg-transparent focus-visible:outline-offset-0"
          />
          {s.label}
        </label>
      ))}
    </div>
  );
}
