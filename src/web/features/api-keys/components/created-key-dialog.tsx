// The key just created, shown this once: copy it now, it cannot be shown again (only its hash is
// kept). Closing asks nothing more: a lost key is revoked and replaced.
import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import type { CreatedApiKeyDto } from '../../../../domain/api-keys-dto.ts';
import { Alert, AlertDescription } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.ts';

export function CreatedKeyDialog({ created, onClose }: { created: CreatedApiKeyDto | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
    } catch {
      toast.error('The key could not be copied', { description: 'Select it and copy it yourself.' });
    }
  };
  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => {
        if (open) return;
        setCopied(false);
        onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your new API key</DialogTitle>
          <DialogDescription>“{created?.key.name}”: send it as “Authorization: Bearer &lt;key&gt;”.</DialogDescription>
        </DialogHeader>
        <Alert variant="warning">
          <AlertDescription>Copy it now: it is shown this once and cannot be shown again.</AlertDescription>
        </Alert>
        <code data-testid="api-key-secret" className="block rounded-md bg-muted p-3 font-mono text-sm break-all select-all">
          {created?.secret}
        </code>
        <DialogFooter>
          <Button variant="outline" onClick={() => void copy()}>
            {copied ? <Check /> : <Copy />} {copied ? 'Copied' : 'Copy Key'}
          </Button>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
