// Choosing the sheet (CSV) and the template to start from: a header row and one example row.
import { useRef } from 'react';
import { Download, FileSpreadsheet } from 'lucide-react';
import { catalogueTemplateCsv } from '../../../../domain/catalogue-import-columns.ts';
import { Button } from '../../../components/ui/button.tsx';

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([catalogueTemplateCsv()], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'catalogue-template.csv';
  a.click();
  URL.revokeObjectURL(url);
}

export function SheetUpload({ busy, onFile }: { busy: boolean; onFile: (f: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-wrap gap-2">
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        aria-label="Catalogue sheet (CSV)"
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) onFile(f);
          e.target.value = '';
        }}
      />
      <Button onClick={() => input.current?.click()} disabled={busy}>
        <FileSpreadsheet /> {busy ? 'Checking…' : 'Upload sheet'}
      </Button>
      <Button variant="outline" onClick={downloadTemplate}>
        <Download /> Download template
      </Button>
    </div>
  );
}
