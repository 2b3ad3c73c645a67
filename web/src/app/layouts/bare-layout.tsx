// The "bare" layout of spec §2 for onboarding: no main navigation or footer, only the club's mark
// and a way to sign out, so nothing leads away from finishing the registration.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LogoMark } from '../../components/ui/icons';
import { signOut } from '../../features/auth/api/auth';
import { useSessionWatch } from '../../features/auth/hooks/use-session-watch';
import { t } from '../../lib/i18n-member';
import { MemberQueryProvider } from '../../lib/query-client';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useSessionStore } from '../../lib/session';
import { PageMain } from './layout-frame';

function BareShell({ children }: { children: ReactNode }) {
  const config = useRuntimeConfig();
  const store = useSessionStore();
  const navigate = useNavigate();
  useSessionWatch();
  const leave = async () => {
    await signOut(config, store, 'local');
    navigate('/', { replace: true });
  };
  return (
    <div className="bare">
      <header className="bare__bar">
        <span className="member__brand">
          <LogoMark />
          <span>{config.siteName}</span>
        </span>
        <button type="button" className="button button--link" onClick={leave}>
          {t('member.nav.sign_out')}
        </button>
      </header>
      <PageMain>{children}</PageMain>
    </div>
  );
}

export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <MemberQueryProvider>
      <BareShell>{children}</BareShell>
    </MemberQueryProvider>
  );
}
