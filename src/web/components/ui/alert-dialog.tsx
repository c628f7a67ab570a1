// Modal confirmation (e.g. "Delete release?"): no click-outside dismissal; focus starts on Cancel.
// Same parts as Radix's AlertDialog. Until a dialog is first opened only its trigger is drawn;
// the Radix parts (alert-dialog-parts.tsx, with the focus trap and scroll lock every dialog
// shares) load then, so screens that only might ask for a confirmation do not carry them.
import { createContext, useCallback, useContext, useEffect, useState, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { Slot as SlotPrimitive } from 'radix-ui';
import type { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { cn } from '../../lib/utils.ts';
import type * as Parts from './alert-dialog-parts.tsx';

type PartsModule = typeof Parts;
let loaded: PartsModule | undefined;
const load = () => import('./alert-dialog-parts.tsx').then((m) => (loaded = m));

const PartsContext = createContext<PartsModule | null>(null);
const OpenContext = createContext<() => void>(() => undefined);

type RootProps = { open?: boolean; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void; children?: ReactNode };

export function AlertDialog({ open, defaultOpen = false, onOpenChange, children }: RootProps) {
  const [parts, setParts] = useState<PartsModule | null>(loaded ?? null);
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const change = useCallback(
    (next: boolean) => {
      if (open === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  useEffect(() => {
    if (isOpen && !parts) void load().then(setParts, () => change(false));
  }, [isOpen, parts, change]);
  if (!parts) return <OpenContext.Provider value={() => change(true)}>{children}</OpenContext.Provider>;
  return (
    <parts.AlertDialog open={isOpen} onOpenChange={change}>
      <PartsContext.Provider value={parts}>{children}</PartsContext.Provider>
    </parts.AlertDialog>
  );
}

export function AlertDialogTrigger({ asChild, onClick, ...props }: ComponentProps<typeof AlertDialogPrimitive.Trigger>) {
  const parts = useContext(PartsContext);
  const requestOpen = useContext(OpenContext);
  if (parts) return <parts.AlertDialogTrigger asChild={asChild} onClick={onClick} {...props} />;
  const Comp = asChild ? SlotPrimitive.Slot : 'button';
  const click = (e: MouseEvent<HTMLButtonElement>) => {
    onClick?.(e);
    if (!e.defaultPrevented) requestOpen();
  };
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      data-slot="alert-dialog-trigger"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onClick={click}
      {...props}
    />
  );
}

/** The dialog itself: drawn once the parts are in (its children only then). */
export function AlertDialogContent(props: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  const parts = useContext(PartsContext);
  return parts ? <parts.AlertDialogContent {...props} /> : null;
}

export function AlertDialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="alert-dialog-header" className={cn('flex flex-col gap-2', className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="alert-dialog-footer" className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

const inside = (name: keyof PartsModule) =>
  function Part(props: Record<string, unknown>) {
    const parts = useContext(PartsContext);
    if (!parts) return null;
    const Comp = parts[name] as (p: Record<string, unknown>) => ReactNode;
    return <Comp {...props} />;
  };

export const AlertDialogTitle = inside('AlertDialogTitle') as typeof Parts.AlertDialogTitle;
export const AlertDialogDescription = inside('AlertDialogDescription') as typeof Parts.AlertDialogDescription;
/** Confirms and closes. Use variant="destructive" for irreversible actions. */
export const AlertDialogAction = inside('AlertDialogAction') as typeof Parts.AlertDialogAction;
export const AlertDialogCancel = inside('AlertDialogCancel') as typeof Parts.AlertDialogCancel;
export type { AlertDialogActionProps } from './alert-dialog-parts.tsx';
