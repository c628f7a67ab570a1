// Label + control + help/error text, wired with id, aria-describedby, aria-invalid. Works with react-hook-form:
// <FormField label="Email" error={errors.email?.message}><Input {...register('email')} /></FormField>
import * as React from 'react';
import { Slot as SlotPrimitive } from 'radix-ui';
import { CircleAlertIcon } from 'lucide-react';

import { cn } from '../../lib/utils.ts';
import { Label } from './label.tsx';

/** Props FormField gives its control (spread them yourself when using the render-function form). */
export type FormFieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

export type FormFieldProps = Omit<React.ComponentProps<'div'>, 'children' | 'id'> & {
  label: React.ReactNode;
  /** Id for the control; generated when omitted. */
  id?: string;
  /** Validation message; marks the control invalid and is announced with it. */
  error?: string | undefined;
  /** Help text shown under the control. */
  description?: React.ReactNode;
  /** Shows a required marker and sets aria-required on the control. */
  required?: boolean;
  /** "inline" puts a checkbox/switch before its label. */
  layout?: 'stacked' | 'inline';
  /** Visually hide the label (it stays available to screen readers). */
  hideLabel?: boolean;
  /**
   * One control element (it receives id/aria props via Slot), or a render function for
   * composite controls such as Select: {(p) => <Select><SelectTrigger {...p} />…</Select>}
   */
  children: React.ReactElement | ((control: FormFieldControlProps) => React.ReactNode);
};

export function FormField({
  className,
  label,
  id,
  error,
  description,
  required = false,
  layout = 'stacked',
  hideLabel = false,
  children,
  ...props
}: FormFieldProps) {
  const generatedId = React.useId();
  const controlId = id ?? `field-${generatedId}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const hasError = Boolean(error);

  const describedBy = [description ? descriptionId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  const controlProps: FormFieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(hasError ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };

  const control =
    typeof children === 'function' ? children(controlProps) : <SlotPrimitive.Slot {...controlProps}>{children}</SlotPrimitive.Slot>;

  const labelNode = (
    <Label htmlFor={controlId} className={cn(hideLabel && 'sr-only', hasError && 'text-destructive')}>
      {label}
      {required && (
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      )}
    </Label>
  );

  return (
    <div data-slot="form-field" data-invalid={hasError || undefined} className={cn('grid gap-2', className)} {...props}>
      {layout === 'inline' ? (
        <div className="flex items-center gap-2">
          {control}
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {control}
        </>
      )}
      {description && (
        <p id={descriptionId} data-slot="form-field-description" className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {hasError && (
        <p id={errorId} data-slot="form-field-error" className="flex items-start gap-1.5 text-sm font-medium text-destructive">
          <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
