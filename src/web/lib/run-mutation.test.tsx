// @vitest-environment happy-dom
// A change's follow-up happens even when the component that asked for it is gone by the time the
// answer comes (a Restore button that disappears once the account is restored): mutate()'s own
// callbacks are dropped then, runMutation's are not.
import { useMutation } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderHookWithApi } from '../test/render.tsx';
import { runMutation } from './run-mutation.ts';

function pending() {
  let settle!: (ok: boolean) => void;
  const done = new Promise<string>((resolve, reject) => (settle = (ok) => (ok ? resolve('done') : reject(new Error('refused')))));
  return { done, settle };
}

it('says it worked, or did not, after the caller unmounted, where mutate() says nothing', async () => {
  for (const ok of [true, false]) {
    const answer = pending();
    const view = renderHookWithApi(
      () => useMutation({ mutationFn: () => answer.done }),
      () => ({ status: 404 }),
    );
    const viaMutate = { onSuccess: vi.fn(), onError: vi.fn() };
    const viaRun = { onSuccess: vi.fn(), onError: vi.fn() };
    view.result.current.mutate(undefined, viaMutate);
    runMutation(view.result.current, undefined, viaRun);
    view.unmount();
    answer.settle(ok);
    await waitFor(() => expect((ok ? viaRun.onSuccess : viaRun.onError).mock.calls).toHaveLength(1));
    expect(ok ? viaRun.onSuccess.mock.calls[0]![0] : (viaRun.onError.mock.calls[0]![0] as Error).message).toBe(ok ? 'done' : 'refused');
    expect([viaMutate.onSuccess, viaMutate.onError].map((f) => f.mock.calls.length)).toEqual([0, 0]);
  }
});
