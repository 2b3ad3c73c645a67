// What route loaders receive through React Router's context: the API client, the runtime config
// and the visitor's session. The server render fills it per request (an API client that forwards
// the visitor's cookies and reaches the API in-process, the viewer it resolved from the session
// cookie); the browser fills it once per navigation.
//   export async function loader({ context }: LoaderFunctionArgs) {
//     const { api } = context.get(appContext);
//     const { data } = await api.GET('/api/events');
//   }
import { createContext, RouterContextProvider } from 'react-router-dom';
import type { RuntimeConfig } from '../config/runtime';
import type { ApiClient } from './api-client';
import type { SessionStore } from './session';

export interface AppContext {
  api: ApiClient;
  config: RuntimeConfig;
  session: SessionStore;
}

export const appContext = createContext<AppContext>();

export function createRouterContext(value: AppContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(appContext, value);
  return provider;
}
