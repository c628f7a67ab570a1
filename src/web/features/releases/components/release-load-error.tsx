import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';

export function ReleaseLoadError() {
  return (
    <Alert variant="destructive">
      <AlertTitle>Could not load this release</AlertTitle>
      <AlertDescription>Please try again later.</AlertDescription>
    </Alert>
  );
}
