// Gives components the API client (loaders get it through the router context): forms that send
// data and the session check call the API from event handlers and effects.
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './api-client';

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() outside <ApiProvider>');
  return api;
}
