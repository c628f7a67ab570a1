// The dashboard's navigation as a slide-over on phones (dashboard-shell.tsx loads it when the menu
// button is first pressed).
import { Sheet, SheetContent, SheetTitle } from '../ui/sheet.tsx';
import { SidebarContent } from './dashboard-sidebar.tsx';

export function DashboardMobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-72 bg-sidebar p-0">
        <SheetTitle className="sr-only">Dashboard menu</SheetTitle>
        <SidebarContent collapsed={false} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
