// Sonner's toaster in the theme's colours. Loaded by toaster.tsx with the first toast (toast.ts).
import type * as React from 'react';
import { Toaster as Sonner } from 'sonner';
import type { ToasterProps } from 'sonner';

// Sonner's own rich colours miss AA for warnings; map every type to the theme's tokens instead.
const themeVars = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--success-bg': 'color-mix(in oklab, var(--success) 8%, var(--background))',
  '--success-text': 'var(--success)',
  '--success-border': 'color-mix(in oklab, var(--success) 35%, var(--background))',
  '--error-bg': 'color-mix(in oklab, var(--destructive) 6%, var(--background))',
  '--error-text': 'var(--destructive)',
  '--error-border': 'color-mix(in oklab, var(--destructive) 35%, var(--background))',
  '--warning-bg': 'color-mix(in oklab, var(--warning) 18%, var(--background))',
  '--warning-text': 'var(--warning-foreground)',
  '--warning-border': 'var(--warning)',
  '--info-bg': 'var(--accent)',
  '--info-text': 'var(--accent-foreground)',
  '--info-border': 'color-mix(in oklab, var(--primary) 30%, var(--background))',
  '--border-radius': 'var(--radius)',
} as React.CSSProperties;

export function SonnerToaster({ style, toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position="top-right"
      richColors
      closeButton
      className="toaster group"
      style={{ ...themeVars, ...style }}
      toastOptions={{
        ...toastOptions,
        classNames: {
          // Sonner's CSS is unlayered, so overrides need !important to beat Tailwind's layered utilities.
          actionButton: 'bg-primary! text-primary-foreground!',
          cancelButton: 'bg-muted! text-foreground!',
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}
