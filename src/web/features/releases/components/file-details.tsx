// What the server found in an uploaded file, what stores would refuse (it blocks review) and what
// they may dislike, each with its fix.
import { TriangleAlert } from 'lucide-react';
import { audioChecks, formatBytes, formatDuration, imageChecks, type UploadedFileDto } from '../../../../domain/uploads.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';

export function FileDetails({ file }: { file: UploadedFileDto }) {
  const facts: string[] = [formatBytes(file.sizeBytes)];
  if (file.audio) {
    const a = file.audio;
    facts.push(`Duration ${formatDuration(a.durationSeconds)}`);
    if (a.sampleRate) facts.push(`${a.sampleRate / 1000} kHz`);
    if (a.bitDepth) facts.push(`${a.bitDepth}-bit`);
    if (a.channels) facts.push(a.channels === 2 ? 'Stereo' : a.channels === 1 ? 'Mono' : `${a.channels} channels`);
  }
  if (file.image) facts.push(`${file.image.width} x ${file.image.height}`, file.image.colourMode.toUpperCase());
  const checks = file.audio ? audioChecks(file.audio) : file.image ? imageChecks(file.image) : [];
  const blocking = checks.some((c) => c.blocking);
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground" data-testid="file-facts">
        {facts.join(' · ')}
      </p>
      {checks.length > 0 && (
        <Alert variant={blocking ? 'destructive' : 'warning'}>
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>
            {blocking ? 'Stores will refuse this file, so the release cannot be submitted with it' : 'Stores may refuse this file'}
          </AlertTitle>
          <AlertDescription>
            <ul className="list-disc space-y-1 pl-4">
              {checks.map((c) => (
                <li key={c.message}>
                  {c.message} <span className="font-medium">{c.fix}</span>
                </li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
