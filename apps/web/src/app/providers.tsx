import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../lib/api.ts';
import { AuthProvider } from '../features/accounts/auth-context.tsx';
import { AuthModalsProvider } from '../features/accounts/auth-modals.tsx';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Client errors will not fix themselves; retry only network and server failures.
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The root route: session state and the sign-in/sign-up dialogs, inside the router so they can navigate. */
export function AppShell() {
  return (
    <AuthProvider>
      <AuthModalsProvider>
        <Outlet />
      </AuthModalsProvider>
    </AuthProvider>
  );
}
