import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api.ts';
import { authStore } from '../../lib/auth/auth-store.ts';

/** Retry what may pass a moment later (network, 5xx, 429); a refusal (4xx) stays refused. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

let client: QueryClient | null = null;

/**
 * The consoles' server state (decision 017): one QueryClient for every console page of the tab, so going
 * from one console to another and back shows the last answer at once while it is asked again. It lives in
 * the consoles' chunks only (the landing page never loads TanStack Query).
 */
function consoleQueryClient(): QueryClient {
  if (client) return client;
  const created = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
  // What one person saw is never shown to the next one who signs in on this tab: a change of user
  // empties every answer (and asks the shown ones again). Reset, not clear: a cleared query would leave
  // the page's observers waiting on a query that no longer exists.
  let cachedFor = authStore.get().session?.user.id ?? null;
  authStore.onAuthStateChange((_event, session) => {
    const userId = session?.user.id ?? null;
    if (userId !== cachedFor) void created.resetQueries();
    cachedFor = userId;
  });
  client = created;
  return created;
}

export function ConsoleQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={consoleQueryClient()}>{children}</QueryClientProvider>;
}
