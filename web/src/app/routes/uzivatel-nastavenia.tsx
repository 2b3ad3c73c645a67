// /uzivatel/nastavenia: password, two-factor sign-in, colour mode, visibility, export, sessions,
// account deletion. Signing out comes from the auth feature.
import { signOut } from '@/features/auth/api/auth';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useSessionStore } from '@/lib/session';
import { forgetPushSubscription } from '@/lib/web-push';
import { memberPage } from '../member-route';

function Settings() {
  const config = useRuntimeConfig();
  const store = useSessionStore();
  // Signing out everywhere ends this device's session too: it stops getting the member's pushes.
  const signOutFrom = async (scope: 'global' | 'others') => {
    if (scope === 'global') await forgetPushSubscription(config);
    await signOut(config, store, scope);
  };
  return <SettingsPage onSignOut={signOutFrom} />;
}

export const { loader, Component, handle } = memberPage({ title: 'member.settings.title', page: Settings });
