import type * as React from 'react';
import type { VariantProps } from 'class-variance-authority';
import { Slot as SlotPrimitive } from 'radix-ui';

import { cn } from '../../lib/utils.ts';
import { buttonVariants } from './button-variants.ts';

export { buttonVariants };

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element (e.g. a router Link) with button styling instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  if (asChild) {
    return <SlotPrimitive.Slot data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
  }
  return <button data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
