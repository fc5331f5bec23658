import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AuthProvider } from '@client/features/auth/components/auth-provider';
import { createQueryClient } from '@client/lib/query-client';

// Toasts only follow an action, so the toaster's code loads after the first screen.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));
// The app's measures (web vitals, jank) load after the first screen, like the toaster.
const Telemetry = lazy(() => import('./telemetry'));

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <Suspense fallback={null}>
          <Telemetry />
        </Suspense>
      </AuthProvider>
      <Suspense fallback={null}>
        <Toaster theme="dark" position="top-center" richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
