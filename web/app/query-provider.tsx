import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** The one server-data cache of the SPA, shared by every page that holds server data. */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/**
 * Server data for the pages that hold some: the signed-in shell and the public forms past the
 * login. The login page has none, so TanStack Query stays out of its first load (the login budget,
 * scripts/size-check.ts); this module arrives with the first page that needs it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
