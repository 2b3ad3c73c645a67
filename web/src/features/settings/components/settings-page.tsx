// /uzivatel/nastavenia: password, passkeys, two-factor sign-in, linked sign-in accounts, colour mode, club mails and my
// calendar, visibility in search, export of my data, sessions and deleting the account.
import { PageHeader } from '@/components/ui/page-header';
import { t } from '@/lib/i18n-member';
import { AccountSection } from './account-section';
import { AppearanceSection } from './appearance-section';
import { IdentitiesSection } from './identities-section';
import { PasskeysSection } from './passkeys-section';
import { PasswordSection } from './password-section';
import { NotificationsSection } from './notifications-section';
import { PrivacySection } from './privacy-section';
import { TwoFactorSection } from './two-factor-section';

export function SettingsPage({ onSignOut }: { onSignOut: (scope: 'global' | 'others') => Promise<void> }) {
  return (
    <>
      <PageHeader title={t('member.settings.title')} />
      <div className="settings">
        <PasswordSection />
        <PasskeysSection />
        <TwoFactorSection />
        <IdentitiesSection />
        <AppearanceSection />
        <NotificationsSection />
        <PrivacySection />
        <AccountSection onSignOut={onSignOut} />
      </div>
    </>
  );
}
