// "Sign out" of the member area and onboarding: the page leaves for home first and the session
// ends after, so the member screens never render their queries failing without a session (a flash
// of "Údaje sa nepodarilo načítať" alerts announced to screen readers).
import { useNavigate } from 'react-router-dom';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useSessionStore } from '@/lib/session';
import { signOut } from '../api/auth';

export function useSignOut(): () => Promise<void> {
  const config = useRuntimeConfig();
  const store = useSessionStore();
  const navigate = useNavigate();
  return async () => {
    await navigate('/', { replace: true });
    await signOut(config, store, 'local');
  };
}
