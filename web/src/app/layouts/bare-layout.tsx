// The "bare" layout of docs/product-rules.md §2 for onboarding: no main navigation or footer, only the club's mark
// and a way to sign out, so nothing leads away from finishing the registration.
import type { ReactNode } from 'react';
import { LogoMark } from '@/components/ui/icons';
import { useSessionWatch } from '@/features/auth/hooks/use-session-watch';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { t } from '@/lib/i18n-member';
import { MemberQueryProvider } from '@/lib/query-client';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { PageMain } from './layout-frame';

function BareShell({ children }: { children: ReactNode }) {
  const config = useRuntimeConfig();
  useSessionWatch();
  const leave = useSignOut();
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
