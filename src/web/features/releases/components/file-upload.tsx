// Choose a file, watch it upload (progress bar), then see what was found in it. Cancel stops the
// upload; the server keeps nothing of a cut-off file. Where the form takes no uploads (the console
// editing an artist's release: files are the artist's own), the file is shown and may be removed.
import { useRef, useState } from 'react';
import { FileAudio, ImageIcon, Upload, X } from 'lucide-react';
import { UPLOAD_TYPES, type UploadedFileDto, type UploadKind } from '../../../../domain/uploads.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { uploadFile, type UploadHandle } from '../../../lib/upload-file.ts';
import { FileDetails } from './file-details.tsx';

type Props = {
  kind: UploadKind;
  label: string;
  file: UploadedFileDto | null;
  /** None: no upload here (the file is shown, and may be removed for a web address). */
  onUploaded?: (file: UploadedFileDto) => void;
  onRemove: () => void;
  /** The accepted types under the button; off where a list says it once for all its uploads. */
  showAccepted?: boolean;
};

/** What an upload of `kind` accepts, as said under its button. */
export const acceptedText = (kind: UploadKind) =>
  `${UPLOAD_TYPES[kind].label}${kind === 'audio' ? ' (WAV 44.1kHz/16-bit recommended)' : ', square, at least 3000 x 3000'}`;

/** Said where an upload would be, in a form that takes none. */
export const NO_UPLOADS = 'Only the artist can upload files to their release: give a web address, or ask them to upload it.';

export function FileUpload({ kind, label, file, onUploaded, onRemove, showAccepted = true }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const handle = useRef<UploadHandle | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const Icon = kind === 'audio' ? FileAudio : ImageIcon;

  const start = async (chosen: File) => {
    if (!onUploaded) return;
    setError(null);
    setName(chosen.name);
    setProgress(0);
    handle.current = uploadFile(kind, chosen, setProgress);
    try {
      onUploaded(await handle.current.promise);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The upload failed. Please try again.');
    } finally {
      handle.current = null;
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  if (file) {
    return (
      <div className="rounded-lg border bg-muted/30 p-3">
        <div className="flex items-start gap-3">
          {file.thumbnailUrl ? (
            <img src={file.thumbnailUrl} alt="" className="size-16 shrink-0 rounded-md object-cover" />
          ) : (
            <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          )}
          <div className="min-w-0 flex-1 space-y-2">
            <p className="truncate text-sm font-medium">{file.originalName}</p>
            <FileDetails file={file} />
            {kind === 'audio' && (
              <audio controls preload="none" src={file.url} className="h-9 w-full max-w-md" aria-label={`Play ${file.originalName}`} />
            )}
          </div>
          <Button type="button" variant="ghost" size="icon" onClick={onRemove} aria-label={`Remove ${file.originalName}`}>
            <X />
          </Button>
        </div>
      </div>
    );
  }

  if (!onUploaded) return <p className="text-sm text-muted-foreground">{NO_UPLOADS}</p>;

  return (
    <div className="space-y-2">
      <input
        ref={input}
        type="file"
        accept={UPLOAD_TYPES[kind].accept}
        className="sr-only"
        aria-label={label}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) void start(chosen);
        }}
        disabled={progress !== null}
      />
      {progress === null ? (
        <Button type="button" variant="outline" onClick={() => input.current?.click()}>
          <Upload /> {label}
        </Button>
      ) : (
        <div className="space-y-2 rounded-lg border p-3">
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="truncate">Uploading {name}</span>
            <span className="tabular-nums text-muted-foreground">{Math.round(progress * 100)}%</span>
          </div>
          <Progress value={Math.round(progress * 100)} label="Upload progress" />
          <Button type="button" variant="ghost" size="sm" onClick={() => handle.current?.abort()}>
            Cancel upload
          </Button>
        </div>
      )}
      {showAccepted && <p className="text-xs text-muted-foreground">{acceptedText(kind)}</p>}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
