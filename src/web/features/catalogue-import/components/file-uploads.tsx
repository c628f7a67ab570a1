// The files a sheet names: choose them all at once; each is uploaded (lib/upload-file.ts, the
// uploads' own checks) and added to the import by its name, one after another.
import { useRef, useState } from 'react';
import { Upload } from 'lucide-react';
import type { CatalogueImportDto } from '../../../../domain/catalogue-import-dto.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { uploadFile } from '../../../lib/upload-file.ts';

type Props = { imp: CatalogueImportDto; attach: (fileId: string) => Promise<unknown> };

export function FileUploads({ imp, attach }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<{ done: number; total: number; errors: string[] } | null>(null);
  const kinds = new Map(imp.files.map((f) => [f.name, f.kind]));
  const missing = imp.files.filter((f) => !f.present).length;

  async function send(files: File[]) {
    const named = files.filter((f) => kinds.has(f.name));
    const errors = files.filter((f) => !kinds.has(f.name)).map((f) => `${f.name}: the sheet names no such file`);
    setStatus({ done: 0, total: named.length, errors });
    for (const [i, f] of named.entries()) {
      try {
        const uploaded = await uploadFile(kinds.get(f.name)!, f, () => undefined).promise;
        await attach(uploaded.id);
      } catch (err) {
        errors.push(`${f.name}: ${err instanceof Error ? err.message : 'the upload failed'}`);
      }
      setStatus({ done: i + 1, total: named.length, errors: [...errors] });
    }
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        {imp.files.length - missing} of {imp.files.length} files uploaded.
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept=".wav,.flac,.mp3,.jpg,.jpeg,.png"
        className="sr-only"
        aria-label="Audio and cover art files"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          void send(files);
        }}
      />
      <Button variant="outline" onClick={() => input.current?.click()} disabled={!!status && status.done < status.total}>
        <Upload /> Upload files
      </Button>
      {status && status.total > 0 && (
        <Progress value={status.done} max={status.total} label={`Uploading files: ${status.done} of ${status.total}`} />
      )}
      {status?.errors.length ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-destructive">
          {status.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
