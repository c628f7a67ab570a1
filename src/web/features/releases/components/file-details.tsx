// What the server found in an uploaded file, and what stores would refuse.
import { TriangleAlert } from 'lucide-react';
import { formatBytes, formatDuration, type UploadedFileDto } from '../../../../domain/uploads.ts';
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
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground" data-testid="file-facts">
        {facts.join(' · ')}
      </p>
      {file.warnings.length > 0 && (
        <Alert variant="warning">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Stores may refuse this file</AlertTitle>
          <AlertDescription>
            <ul className="list-disc space-y-1 pl-4">
              {file.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
