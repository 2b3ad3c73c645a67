// Gives components the runtime config (site name, contact e-mail, …) the server embedded in the page.
import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from '../config/runtime';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig() outside <RuntimeConfigProvider>');
  return config;
}
