// The header's slide-over menu for phones, loaded the first time it opens (Radix Dialog stays out
// of the first chunk of public pages).
import type { ReactNode, RefObject } from 'react';
import { Link } from '../../lib/links.tsx';
import { Sheet, SheetContent, SheetTitle } from '../ui/sheet.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: readonly { to: string; label: string }[];
  actions: ReactNode;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

export function MobileMenu({ open, onOpenChange, links, actions, returnFocusTo }: Props) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="w-72"
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <nav aria-label="Mobile" className="mt-8 flex flex-col gap-1 px-4">
          {links.map((l) => (
            <Link key={l.to} to={l.to} onClick={() => onOpenChange(false)} className="rounded-md px-3 py-2 font-medium hover:bg-accent">
              {l.label}
            </Link>
          ))}
        </nav>
        <div className="mt-4 flex flex-col gap-2 border-t px-4 pt-4">{actions}</div>
      </SheetContent>
    </Sheet>
  );
}
