// react-query for the member area (conventions: every JSON call of a feature is a query or mutation
// hook over the generated client). One cache per tab, cleared on sign-out so the next member never
// sees the previous one's data; the server render gets an empty cache (member data is loaded in the
// browser, where the access token is). Once the page is hydrated, the answers stored for offline use
// come in and are kept up to date (lib/offline-data.ts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ApiProblem } from './api-client';
import { onClearMemberData } from './member-data';
import { keepOfflineData } from './offline-data';
import { useRuntimeConfig } from './runtime-config';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // The API client already retries a safe request once on a transient failure (docs/product-rules.md §7).
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

export function queryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  if (!browserClient) {
    const client = createQueryClient();
    onClearMemberData(() => client.clear());
    browserClient = client;
  }
  return browserClient;
}

export function MemberQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(queryClient);
  const { supabaseUrl } = useRuntimeConfig();
  useEffect(() => keepOfflineData(client, supabaseUrl), [client, supabaseUrl]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A 404 from the API for a record of the page (a car, an event): the page shows "not found". */
export const isNotFound = (error: unknown) => error instanceof ApiProblem && error.status === 404;
