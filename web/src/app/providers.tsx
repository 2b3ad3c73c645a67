// Everything the app needs around the router, identical on the server and in the browser so that
// hydration sees the same tree.
import { StrictMode, type ReactNode } from 'react';
import type { RuntimeConfig } from '../config/runtime';
import { RuntimeConfigProvider } from '../lib/runtime-config';

export function AppProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return (
    <StrictMode>
      <RuntimeConfigProvider config={config}>{children}</RuntimeConfigProvider>
    </StrictMode>
  );
}
