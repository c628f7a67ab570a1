// Rendering a screen's part for a component test: in happy-dom (the file says
// `// @vitest-environment happy-dom`), inside a fresh query client and the app's toaster, with the
// API answered by `answer` (each request recorded) instead of the network.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { Toaster } from '../components/ui/toaster.tsx';

export type SentRequest = { method: string; path: string; body: unknown };
type Answer = (request: SentRequest) => { status: number; body?: unknown };

afterEach(() => cleanup());

/** Renders `ui`; `requests` lists what it sent to the API. */
export function renderWithApi(ui: ReactNode, answer: Answer): RenderResult & { requests: SentRequest[] } {
  const requests: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, '') + url.search,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    const { status, body } = answer(request);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return Object.assign(result, { requests });
}
