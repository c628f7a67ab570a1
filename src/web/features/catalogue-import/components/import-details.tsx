// One import: its problems (nothing is made while one remains), or what it will make, its files,
// Start, and its progress once started.
import { CheckCircle2 } from 'lucide-react';
import type { CatalogueImportDto } from '../../../../domain/catalogue-import-dto.ts';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { FileUploads } from './file-uploads.tsx';
import { ProblemsTable } from './problems-table.tsx';

/** `attach`: the account uploads its files here; without it (the console) the files are the account's to upload, or in storage. */
type Props = { imp: CatalogueImportDto; attach?: (fileId: string) => Promise<unknown>; start: () => void; starting: boolean };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function Progressing({ imp, where }: { imp: CatalogueImportDto; where: string }) {
  const total = imp.releases.length;
  const failed = imp.releases.filter((r) => r.problem).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{imp.state === 'done' ? 'Done' : `Importing ${imp.createdCount} of ${total}`}</CardTitle>
        <CardDescription>
          {imp.state === 'done'
            ? `${plural(imp.createdCount, 'release')} made and submitted for review. They are in ${where}.`
            : 'Releases are made in the background; you may leave this page.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Progress value={imp.createdCount} max={total} label={`Imported ${imp.createdCount} of ${total} releases`} />
        {failed > 0 && <ProblemsTable label="Releases that could not be made" problems={imp.fileProblems} />}
      </CardContent>
    </Card>
  );
}

export function ImportDetails({ imp, attach, start, starting }: Props) {
  if (imp.state !== 'checked')
    return <Progressing imp={imp} where={attach ? 'My Releases' : 'the account’s releases and the review queue'} />;
  if (imp.problems.length)
    return (
      <Card>
        <CardHeader>
          <CardTitle>
            {plural(imp.problems.length, 'problem')} in {imp.fileName}
          </CardTitle>
          <CardDescription>Nothing is imported while a problem remains. Correct the sheet and upload it again.</CardDescription>
        </CardHeader>
        <CardContent>
          <ProblemsTable label="Problems in the sheet" problems={imp.problems} />
        </CardContent>
      </Card>
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {imp.fileName}: {plural(imp.releases.length, 'release')}, {plural(imp.trackCount, 'track')}
        </CardTitle>
        <CardDescription>
          Each keeps its UPC and ISRCs, is submitted for review, and reaches the stores as an update of the product they sell.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {attach ? (
          <FileUploads imp={imp} attach={attach} />
        ) : (
          <p className="text-sm text-muted-foreground">
            {imp.fromStorage
              ? 'The files are taken from the storage folder, each through the upload’s checks when its release is made.'
              : `${imp.files.filter((f) => f.present).length} of ${imp.files.length} files uploaded. The account uploads them on its Catalogue import page.`}
          </p>
        )}
        {imp.fileProblems.length > 0 ? (
          <ProblemsTable label="Files still needed" problems={imp.fileProblems} />
        ) : (
          <Alert variant="default" role="status">
            <CheckCircle2 />
            <AlertTitle>Ready to import</AlertTitle>
            <AlertDescription>Every file is here and passes the stores’ checks.</AlertDescription>
          </Alert>
        )}
        <Button onClick={start} disabled={!imp.ready || starting}>
          {starting ? 'Starting…' : `Import ${plural(imp.releases.length, 'release')}`}
        </Button>
      </CardContent>
    </Card>
  );
}
