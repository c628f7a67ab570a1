// A checkbox drawn as a button (role="checkbox"), as Radix's is, without the Radix package: Space
// toggles (Enter does not, per WAI-ARIA), `checked` may be 'indeterminate', data-state carries
// the state for styling. Use with a <Label htmlFor> or FormField.
import type * as React from 'react';
import { CheckIcon, MinusIcon } from 'lucide-react';

import { cn } from '../../lib/utils.ts';

export type CheckedState = boolean | 'indeterminate';

export type CheckboxProps = Omit<React.ComponentProps<'button'>, 'value' | 'onChange'> & {
  checked?: CheckedState;
  onCheckedChange?: (checked: CheckedState) => void;
};

export function Checkbox({ className, checked = false, onCheckedChange, onClick, onKeyDown, disabled, ...props }: CheckboxProps) {
  const state = checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked === 'indeterminate' ? 'mixed' : checked}
      data-state={state}
      data-slot="checkbox"
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      className={cn(
        'peer group size-4 shrink-0 rounded-[4px] border border-input bg-background shadow-xs transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground',
        className,
      )}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (e.key === 'Enter') e.preventDefault();
      }}
      onClick={(e) => {
        onClick?.(e);
        if (!e.defaultPrevented) onCheckedChange?.(checked === 'indeterminate' ? true : !checked);
      }}
      {...props}
    >
      {state !== 'unchecked' && (
        <span
          data-slot="checkbox-indicator"
          data-state={state}
          className="pointer-events-none flex items-center justify-center text-current"
        >
          <CheckIcon aria-hidden="true" className="size-3.5 group-data-[state=indeterminate]:hidden" />
          <MinusIcon aria-hidden="true" className="hidden size-3.5 group-data-[state=indeterminate]:block" />
        </span>
      )}
    </button>
  );
}
