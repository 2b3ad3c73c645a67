// docs/product-rules.md §2: when the visitor becomes signed out on a protected page (signed out in another tab — the
// session is shared through cookies and supabase-js tells every tab — or a refresh that finally
// failed), the full path is saved as the redirect target and the visitor goes to login. The member's
// data is forgotten then, what is stored for offline use included (lib/member-data.ts). A refresh
// that fails for want of a network ends nothing: the member may be reading a ticket offline.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearMemberData } from '@/lib/member-data';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useSessionStore } from '@/lib/session';
import { writeStoredPath } from '@/lib/stored-path';
import { isSigningOut, supabaseOf } from '../api/auth';

const LOGIN = '/prihlasenie';

export function useSessionWatch(): void {
  const config = useRuntimeConfig();
  const store = useSessionStore();
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    void supabaseOf(config).then((supabase) => {
      if (!active) return;
      const { data } = supabase.auth.onAuthStateChange((event) => {
        if (event !== 'SIGNED_OUT' || isSigningOut()) return;
        store.set(null);
        clearMemberData();
        writeStoredPath(window.location.pathname + window.location.search + window.location.hash);
        navigate(LOGIN, { replace: true });
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [config, store, navigate]);

  // A tab that was asleep (or another tab's sign-out missed while hidden) checks when it returns.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      void supabaseOf(config).then(async (supabase) => {
        const { data, error } = await supabase.auth.getSession();
        // An error here is a refresh that failed: for want of a network (nothing ended), or refused, when
        // supabase-js has removed the session and said SIGNED_OUT (above).
        if (!data.session && !error && !isSigningOut()) {
          store.set(null);
          clearMemberData();
          writeStoredPath(here);
          navigate(LOGIN, { replace: true });
        }
      });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [config, store, navigate, here]);
}
