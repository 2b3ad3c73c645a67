// "Sign out" of the member area and onboarding: the page leaves for home first and the session
// ends after, so the member screens never render their queries failing without a session (a flash
// of "Údaje sa nepodarilo načítať" alerts announced to screen readers). React Router renders the
// finished navigation in a transition, so the navigate promise can settle while the member screens
// are still on the page (a busy machine): the session ends once they are gone (at most 2 s later).
import { useNavigate } from 'react-router-dom';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useSessionStore } from '@/lib/session';
import { forgetPushSubscription } from '@/lib/web-push';
import { signOut } from '../api/auth';

export function useSignOut(): () => Promise<void> {
  const config = useRuntimeConfig();
  const store = useSessionStore();
  const navigate = useNavigate();
  return async () => {
    await navigate('/', { replace: true });
    await leftLayouts('.layout--user, .layout--bare');
    await forgetPushSubscription(config);
    await signOut(config, store, 'local');
  };
}

/**
 * Resolves once nothing on the page matches `selector`, or after `timeoutMs`. Checked on a timer,
 * not on animation frames, which a hidden tab never gets.
 */
async function leftLayouts(selector: string, timeoutMs = 2000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (document.querySelector(selector) && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 16));
}
