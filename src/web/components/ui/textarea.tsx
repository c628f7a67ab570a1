import type * as React from 'react';

import { cn } from '../../lib/utils.ts';
import { controlBaseClass } from './input.tsx';

export type TextareaProps = React.ComponentProps<'textarea'>;

export function Textarea({ className, ...props }: TextareaProps) {
  return (
    <textarea data-slot="textarea" className={cn(controlBaseClass, 'field-sizing-content min-h-20 px-3 py-2', className)} {...props} />
  );
}
