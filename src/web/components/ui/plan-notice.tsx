// What a screen shows in place of a feature the account's plan does not include: the plan that
// has it, the server's own message, and the way to the plans.
import { Sparkles } from 'lucide-react';
import { Link } from '../../lib/links.tsx';
import { paths } from '../../lib/paths.ts';
import { Alert, AlertDescription, AlertTitle } from './alert.tsx';
import { Button } from './button.tsx';

export function PlanNotice({ title, message }: { title: string; message: string }) {
  return (
    <Alert variant="warning">
      <Sparkles aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <Button asChild size="sm" className="mt-2">
          <Link to={paths.dashboardPricing}>See plans</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
