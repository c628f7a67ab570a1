// A select over a fixed option list ('' means nothing chosen), e.g. for react-hook-form's
// Controller: <OptionSelect {...controlProps} value={field.value} onChange={field.onChange} options={...} />.
// Until it is used it is a stand-in that looks and is labelled like the closed select; the Radix
// select (option-select-menu.tsx, with its popover and focus machinery) loads when the pointer
// comes near or the control gets focus, and takes over, open, on the first click or arrow key.
import { Suspense, useState, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { cn } from '../../lib/utils.ts';
import type { Option, OptionSelectProps } from './option-select-menu.tsx';
import { selectTriggerClass } from './select-trigger-class.ts';

export type { Option, OptionSelectProps };

export const asOptions = (values: readonly string[], labels?: Record<string, string>): Option[] =>
  values.map((v) => ({ value: v, label: labels?.[v] ?? v }));

const OptionSelectMenu = lazyPage(() => import('./option-select-menu.tsx').then((m) => m.OptionSelectMenu));
const warm = () => void OptionSelectMenu.preload().catch(() => undefined);

/** The closed select, drawn without the Radix machinery. */
function StandIn({
  value,
  onChange: _onChange,
  options,
  placeholder = 'Select…',
  disabled,
  onOpen,
  ...control
}: OptionSelectProps & { onOpen?: () => void }) {
  const chosen = value ? options.find((o) => o.value === value) : undefined;
  const onKeyDown = (e: KeyboardEvent) => {
    if (onOpen && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      onOpen();
    }
  };
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      data-slot="select-trigger"
      data-size="default"
      data-state="closed"
      data-placeholder={chosen ? undefined : ''}
      disabled={disabled}
      className={cn(selectTriggerClass)}
      {...control}
      onClick={onOpen}
      onKeyDown={onKeyDown}
      onPointerEnter={warm}
      onFocus={warm}
    >
      <span data-slot="select-value" style={{ pointerEvents: 'none' }}>
        {chosen?.label ?? placeholder}
      </span>
      <ChevronDownIcon aria-hidden="true" className="size-4 opacity-70" />
    </button>
  );
}

export function OptionSelect(props: OptionSelectProps) {
  const [live, setLive] = useState(false);
  if (!live) return <StandIn {...props} onOpen={() => setLive(true)} />;
  return (
    <Suspense fallback={<StandIn {...props} />}>
      <OptionSelectMenu {...props} defaultOpen />
    </Suspense>
  );
}
