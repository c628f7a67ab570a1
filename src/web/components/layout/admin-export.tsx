// The console's Export button downloads the current section's table as CSV: each section says
// which export address matches its filters (useAdminExport), the shell's button follows it.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type ExportSlot = { href: string | null; set: (href: string | null) => void };
const ExportContext = createContext<ExportSlot>({ href: null, set: () => undefined });

export function AdminExportProvider({ children }: { children: ReactNode }) {
  const [href, set] = useState<string | null>(null);
  return <ExportContext.Provider value={{ href, set }}>{children}</ExportContext.Provider>;
}

/** The CSV of this section's table with its filters (an /api/... address), or null for none. */
export function useAdminExport(href: string | null): void {
  const { set } = useContext(ExportContext);
  useEffect(() => {
    set(href);
    return () => set(null);
  }, [href, set]);
}

export const useAdminExportHref = () => useContext(ExportContext).href;
