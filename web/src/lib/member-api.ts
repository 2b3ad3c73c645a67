// The product API as the signed-in member calls it from the browser: the generated client
// (lib/api-client.ts, with its retry rule) plus the session's access token on every request. The
// token comes from supabase-js (getSession refreshes it when it is about to expire). A 401 means the
// session ended on the server (signed out elsewhere, account deleted): asking the auth API for the
// user then lets supabase-js drop the local session, which fires SIGNED_OUT and the member area
// sends the visitor to login (features/auth/hooks/use-session-watch.ts).
import { useMemo } from 'react';
import type { RuntimeConfig } from '../config/runtime';
import { createApiClient, type ApiClient } from './api-client';
import { useRuntimeConfig } from './runtime-config';
import { getSupabase } from './supabase';

async function accessToken(config: RuntimeConfig): Promise<string | null> {
  const supabase = await getSupabase(config);
  const { data } = await supabase.auth.getSession();
  return data.session?.access_token ?? null;
}

function createMemberApi(config: RuntimeConfig): ApiClient {
  const api = createApiClient({ baseUrl: config.apiUrl || window.location.origin });
  api.use({
    async onRequest({ request }) {
      const token = await accessToken(config);
      if (token) request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ response }) {
      if (response.status === 401) {
        // Confirms with the auth API; a session that no longer exists is removed (SIGNED_OUT).
        void getSupabase(config).then((supabase) => supabase.auth.getUser());
      }
      if (response.status === 403) void noteMissingPermission(response.clone());
      return response;
    },
  });
  return api;
}

const permissionListeners = new Set<() => void>();

/** A 403 for a missing permission: staff changed the member's permissions since the page read them. */
async function noteMissingPermission(response: Response): Promise<void> {
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  if (body?.code === 'errors.missing_permission') permissionListeners.forEach((listener) => listener());
}

/** Calls `listener` whenever the API refused a call for a missing permission; returns the unsubscribe. */
export function onMissingPermission(listener: () => void): () => void {
  permissionListeners.add(listener);
  return () => permissionListeners.delete(listener);
}

let browserApi: ApiClient | undefined;

/** The member's API client (one per tab). The server render never calls it: queries run in the browser. */
export function memberApi(config: RuntimeConfig): ApiClient {
  if (typeof window === 'undefined') return createApiClient({ baseUrl: config.publicUrl });
  browserApi ??= createMemberApi(config);
  return browserApi;
}

export function useMemberApi(): ApiClient {
  const config = useRuntimeConfig();
  return useMemo(() => memberApi(config), [config]);
}

/** Saves a Blob under a file name (downloads that need the access token cannot be plain links). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has handed the URL to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
