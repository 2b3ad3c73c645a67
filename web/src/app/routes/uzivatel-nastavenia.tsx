// /uzivatel/nastavenia: password, two-factor sign-in, colour mode, visibility, export, sessions,
// account deletion. Signing out comes from the auth feature.
import { signOut } from '@/features/auth/api/auth';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useSessionStore } from '@/lib/session';
import { memberPage } from '../member-route';

function Settings() {
  const config = useRuntimeConfig();
  const store = useSessionStore();
  return <SettingsPage onSignOut={(scope) => signOut(config, store, scope)} />;
}

export const { loader, Component, handle } = memberPage({ title: 'member.settings.title', page: Settings });
