// Running an import's action from the console (confirm, discard, roll back, match again): the
// toast that says it was done, or "Error" with the server's message.
import { useState } from 'react';
import { IMPORT_TEXTS } from '../../../../domain/import-texts.ts';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useImportAction, type ImportAction } from '../api/admin-revenue-api.ts';

const DONE: Record<ImportAction, string> = {
  confirm: IMPORT_TEXTS.confirmed,
  rollback: IMPORT_TEXTS.rolledBack,
  discard: 'Import discarded',
  rematch: 'Rows matched again',
};

export function useImportActions(item: { id: string; version: string; fileName: string }, onDone?: (action: ImportAction) => void) {
  const action = useImportAction();
  const [running, setRunning] = useState<ImportAction | null>(null);
  const run = async (a: ImportAction) => {
    setRunning(a);
    try {
      await action.mutateAsync({ id: item.id, action: a, version: item.version });
      toast.success(DONE[a], { description: item.fileName });
      onDone?.(a);
    } catch (err) {
      toast.error('Error', { description: err instanceof ApiError ? err.message : 'Please try again later.' });
    } finally {
      setRunning(null);
    }
  };
  return { run: (a: ImportAction) => void run(a), running };
}
