// Rendering a screen's part (or running a hook) for a component test: in happy-dom (the file says
// `// @vitest-environment happy-dom`), inside a fresh query client, the app's toaster and a router
// at `at` (/ unless told), with the API answered by `answer` (each request recorded) instead of
// the network.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, renderHook, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import { toast } from '../components/ui/toast.ts';
import { Toaster } from '../components/ui/toaster.tsx';

// findBy... and waitFor wait up to 5 s, not 1: a lazy module (the form's schema, the toaster) loads
// slowly on a busy machine
configure({ asyncUtilTimeout: 5000 });

export type SentRequest = { method: string; path: string; body: unknown; idempotencyKey?: string };
type Answer = (request: SentRequest) => { status: number; body?: unknown };

/** The API answered by `answer` and the providers around what a test renders. */
function setUp(answer: Answer, at: string) {
  const requests: SentRequest[] = [];
  // per render, not per file: test files share their worker's modules (vitest.config.ts), and
  // sonner keeps its toasts in the module, so each test ends with none
  onTestFinished(() => {
    cleanup();
    toast.dismiss();
  });
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, '') + url.search,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      ...(new Headers(init.headers).has('Idempotency-Key') ? { idempotencyKey: new Headers(init.headers).get('Idempotency-Key')! } : {}),
    };
    requests.push(request);
    const { status, body } = answer(request);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // a wrapper, not an element around what is rendered: rerender() keeps it
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>
  );
  return { requests, client, wrapper };
}

/** Renders `ui`; `requests` lists what it sent to the API. */
export function renderWithApi(ui: ReactNode, answer: Answer, at = '/'): RenderResult & { requests: SentRequest[] } {
  const { requests, wrapper } = setUp(answer, at);
  return Object.assign(render(ui, { wrapper }), { requests });
}

/** Runs the hook `use` as a component would; `requests` lists what it sent, `client` holds its queries. */
export function renderHookWithApi<T>(use: () => T, answer: Answer, at = '/') {
  const { requests, client, wrapper } = setUp(answer, at);
  return Object.assign(renderHook(use, { wrapper }), { requests, client });
}
