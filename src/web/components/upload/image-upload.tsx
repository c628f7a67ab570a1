// One image for a record that is not a release: an artist's picture, a label's logo. Shows the
// image there is (its thumbnail), uploads a new one (a JPG or PNG of the account's, with progress),
// or takes it away. The form holds the upload's id; the server checks the file is the account's.
import { useId, useRef, useState } from 'react';
import { ImageIcon, Upload, X } from 'lucide-react';
import { UPLOAD_TYPES } from '../../../domain/uploads.ts';
import { uploadFile, type UploadHandle } from '../../lib/upload-file.ts';
import { Button } from '../ui/button.tsx';
import { Progress } from '../ui/progress.tsx';

type Props = {
  label: string;
  /** The image's thumbnail address, or null for none. */
  imageUrl: string | null;
  /** Told the new upload's id and thumbnail, or '' and null when the image is taken away. */
  onChange: (fileId: string, imageUrl: string | null) => void;
  /** How the image is shown: a round artist's picture, or a logo as it is. */
  shape?: 'round' | 'logo';
  error?: string;
};

export function ImageUpload({ label, imageUrl, onChange, shape = 'round', error }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const handle = useRef<UploadHandle | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const id = useId();

  const start = async (chosen: File) => {
    setFailed(null);
    setProgress(0);
    handle.current = uploadFile('cover', chosen, setProgress);
    try {
      const file = await handle.current.promise;
      onChange(file.id, file.thumbnailUrl ?? null);
    } catch (err) {
      setFailed(err instanceof Error ? err.message : 'The upload failed. Please try again.');
    } finally {
      handle.current = null;
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };
  const frame = shape === 'round' ? 'size-16 rounded-full object-cover' : 'h-12 max-w-40 rounded-md object-contain';
  const message = failed ?? error;

  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-medium">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {imageUrl ? (
          <img src={imageUrl} alt="" className={`${frame} shrink-0 border bg-muted`} />
        ) : (
          <div className="flex size-16 shrink-0 items-center justify-center rounded-full border border-dashed bg-muted/40 text-muted-foreground">
            <ImageIcon className="size-6" aria-hidden="true" />
          </div>
        )}
        {progress !== null ? (
          <div className="flex min-w-40 flex-1 items-center gap-2">
            <Progress value={Math.round(progress * 100)} aria-labelledby={`${id}-label`} className="flex-1" />
            <Button type="button" variant="ghost" size="sm" onClick={() => handle.current?.abort()}>
              Cancel
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
              <Upload /> {imageUrl ? 'Replace' : 'Upload'} image
            </Button>
            {imageUrl && (
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange('', null)}>
                <X /> Remove
              </Button>
            )}
          </div>
        )}
      </div>
      <input
        ref={input}
        type="file"
        hidden
        accept={UPLOAD_TYPES.cover.accept}
        aria-labelledby={`${id}-label`}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) void start(chosen);
        }}
      />
      <p className={message ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'} role={message ? 'alert' : undefined}>
        {message ?? `${UPLOAD_TYPES.cover.label}, square works best.`}
      </p>
    </div>
  );
}
