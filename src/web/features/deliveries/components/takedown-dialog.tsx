// The artist asks for a distributed release to be taken down from every store or chosen ones.
import { useState } from 'react';
import { CircleSlash } from 'lucide-react';
import { TAKEDOWN_REASON_MAX } from '../../../../domain/deliveries.ts';
import type { DeliveryDto } from '../../../../domain/deliveries-dto.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useRequestTakedown } from '../api/deliveries-api.ts';

export function TakedownDialog({ releaseId, stores }: { releaseId: string; stores: Pick<DeliveryDto, 'storeId' | 'storeName'>[] }) {
  const [open, setOpen] = useState(false);
  const [all, setAll] = useState(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const request = useRequestTakedown(releaseId);
  const none = !all && chosen.length === 0;
  // The awaited call, not mutate's callbacks: the answer hides this dialog's button (the request
  // is pending), which unmounts it before mutate's own callbacks would run.
  const submit = async () => {
    try {
      await request.mutateAsync({ storeIds: all ? [] : chosen, reason: reason.trim() || undefined });
      setOpen(false);
      toast.success('Takedown requested', { description: 'Our team reviews it; the stores are told once it is approved.' });
    } catch (err) {
      toast.error('Could not request the takedown', { description: (err as Error).message });
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <CircleSlash /> Request takedown
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request a takedown</DialogTitle>
          <DialogDescription>The release leaves the stores you choose once our team approves the request.</DialogDescription>
        </DialogHeader>
        <fieldset className="space-y-3">
          <legend className="sr-only">Stores</legend>
          <label className="flex items-center gap-2 text-sm font-medium">
            <Checkbox checked={all} onCheckedChange={(v) => setAll(v === true)} aria-label="All stores" />
            All stores
          </label>
          {!all && (
            <ul className="grid max-h-60 gap-2 overflow-y-auto rounded-lg border p-3 sm:grid-cols-2" aria-label="Choose stores">
              {stores.map((s) => (
                <li key={s.storeId}>
                  <label className="flex items-center gap-2 text-sm">
                    <Checkbox
                      checked={chosen.includes(s.storeId)}
                      onCheckedChange={(v) => setChosen((c) => (v === true ? [...c, s.storeId] : c.filter((x) => x !== s.storeId)))}
                      aria-label={s.storeName}
                    />
                    {s.storeName}
                  </label>
                </li>
              ))}
            </ul>
          )}
          {none && <p className="text-sm text-destructive">Choose at least one store.</p>}
        </fieldset>
        <FormField label="Reason" description="Optional: tell our team why.">
          <Textarea value={reason} maxLength={TAKEDOWN_REASON_MAX} onChange={(e) => setReason(e.target.value)} rows={3} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={none || request.isPending}>
            Request takedown
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
