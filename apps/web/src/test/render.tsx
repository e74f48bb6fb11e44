import type { PublicUser, UiConfig } from '@lipi/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { sessionQueryKey } from '../lib/session/session.ts';
import { uiConfigQueryOptions } from '../lib/session/ui-config.ts';
import { toast } from '../lib/toast.ts';

export const testUiConfig: UiConfig = {
  axiosBaseUrl: 'http://localhost/api',
  uiUrl: 'http://localhost',
  swalekhUrl: '',
  keyboard: 'swalekh',
  keyboardMode: 'phonetic',
  renderBaseUrl: '',
  renderSubDomain: '',
  mailerServiceEnabled: 'true',
  recaptchaSiteKey: null,
};

type Options = { uiConfig?: Partial<UiConfig>; user?: PublicUser | null; path?: string };

/** Renders with a fresh query client (UI config and session pre-filled), a router and a toast spy. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(uiConfigQueryOptions.queryKey, { ...testUiConfig, ...options.uiConfig });
  queryClient.setQueryData(sessionQueryKey, options.user ?? null);
  const toasts = { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() };
  toast.bind(toasts);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, toasts };
}

type Reply = { status?: number; success?: boolean; data?: unknown; message?: string; type?: string | null };

/** A fetch stub answering by path (after /api/) with an envelope; records every call. */
export function stubApi(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const calls: { path: string; body: unknown; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const body = init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, body, headers: new Headers(init?.headers) });
    const route = routes[path];
    const reply = typeof route === 'function' ? route(body) : (route ?? { status: 404, success: false, message: `No stub for ${path}`, type: 'NOT_FOUND' });
    const status = reply.status ?? 200;
    const envelope = { success: reply.success ?? status < 400, data: reply.data ?? null, message: reply.message ?? '', type: reply.type ?? null };
    return new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
