import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';

/** A fresh QueryClient per test: no retries (a failure shows at once) and nothing shared between tests. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Wraps a hook or component in what the app gives it: a query client and a router at `path`. */
export function providers(client: QueryClient = testQueryClient(), path = '/') {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          {children}
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    );
  };
}
