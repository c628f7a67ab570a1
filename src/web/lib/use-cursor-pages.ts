// Paging through a keyset-paged table: the cursors of the pages seen so far, so Previous goes
// back without the server keeping state. Any change of filters starts again at page 1.
import { useCallback, useState } from 'react';

export function useCursorPages(filterKey: string) {
  const [state, setState] = useState<{ key: string; stack: string[] }>({ key: filterKey, stack: [''] });
  const stack = state.key === filterKey ? state.stack : [''];
  if (state.key !== filterKey) setState({ key: filterKey, stack: [''] });
  const next = useCallback((cursor: string) => setState((s) => ({ key: s.key, stack: [...s.stack, cursor] })), []);
  const prev = useCallback(() => setState((s) => ({ key: s.key, stack: s.stack.length > 1 ? s.stack.slice(0, -1) : s.stack })), []);
  return { cursor: stack.at(-1) ?? '', page: stack.length, next, prev };
}
