// An endpoint's signing secret: shown when it is added, revealed or replaced, with Copy. A receiver
// checks every request's Tunelane-Signature with it.
import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.ts';

export function SecretDialog({ title, secret, onClose }: { title: string; secret: string; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      toast.error('The secret could not be copied', { description: 'Select it and copy it yourself.' });
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            The signing secret of this endpoint. Keep it in your system to check each request’s Tunelane-Signature; you can reveal it again
            here.
          </DialogDescription>
        </DialogHeader>
        <code data-testid="webhook-secret" className="block rounded-md bg-muted p-3 font-mono text-sm break-all select-all">
          {secret}
        </code>
        <DialogFooter>
          <Button variant="outline" onClick={() => void copy()}>
            {copied ? <Check /> : <Copy />} {copied ? 'Copied' : 'Copy secret'}
          </Button>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
