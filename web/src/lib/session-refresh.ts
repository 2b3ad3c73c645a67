// When the server could only guess the session (its access token had expired, a refresh token was
// there), the browser refreshes it with supabase-js and asks the API who it belongs to; the
// navbar then shows the confirmed state. Nothing is loaded for visitors the server already knew.
// Without a network nothing is decided: the page stays as the server believed (a member's offline
// pages, lib/offline-data.ts).
import { useEffect } from 'react';
import { useApi } from './api-context';
import { useRuntimeConfig } from './runtime-config';
import { useSessionStore, useViewer } from './session';
import { getSupabase } from './supabase';
import { checkAccessToken, isNetworkFailure } from './viewer';

export function useSessionConfirmation(): void {
  const viewer = useViewer();
  const store = useSessionStore();
  const api = useApi();
  const config = useRuntimeConfig();
  const unconfirmed = viewer !== null && !viewer.verified;

  useEffect(() => {
    if (!unconfirmed) return;
    let cancelled = false;
    (async () => {
      const supabase = await getSupabase(config);
      const { data, error } = await supabase.auth.getSession(); // refreshes the expired access token
      if (isNetworkFailure(error)) return;
      const check = data.session ? await checkAccessToken(api, data.session.access_token) : { viewer: null };
      if (!cancelled) store.set('viewer' in check ? check.viewer : null);
    })().catch((error: unknown) => {
      if (isNetworkFailure(error)) return;
      console.error('EV Klub: the session could not be confirmed', error);
      if (!cancelled) store.set(null);
    });
    return () => {
      cancelled = true;
    };
  }, [unconfirmed, api, config, store]);
}
