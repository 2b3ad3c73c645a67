// Everything the app needs around the router, identical on the server and in the browser so that
// hydration sees the same tree.
import { StrictMode, type ReactNode } from 'react';
import type { RuntimeConfig } from '../config/runtime';
import type { ApiClient } from '../lib/api-client';
import { ApiProvider } from '../lib/api-context';
import { ColorModeProvider, type ColorModePreference } from '../lib/color-mode';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { SessionProvider, type SessionStore } from '../lib/session';

export interface AppProvidersProps {
  config: RuntimeConfig;
  api: ApiClient;
  session: SessionStore;
  /** The colour-mode choice from the request's cookie. */
  colorMode: ColorModePreference;
  children: ReactNode;
}

export function AppProviders({ config, api, session, colorMode, children }: AppProvidersProps) {
  return (
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <ApiProvider api={api}>
          <SessionProvider store={session}>
            <ColorModeProvider preference={colorMode}>{children}</ColorModeProvider>
          </SessionProvider>
        </ApiProvider>
      </RuntimeConfigProvider>
    </StrictMode>
  );
}
