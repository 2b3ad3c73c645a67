// /nastavenie/:token (owner-setup): the first owner's one-time setup link. A focused page in the
// browser (it needs the auth client), never cached, not indexed.
import { useParams } from 'react-router-dom';
import { OwnerSetupPage } from '@/features/auth/components/owner-setup-page';
import { t } from '@/lib/i18n-auth';
import type { RouteHandle } from '../route-handle';

export function Component() {
  const { token } = useParams();
  return <OwnerSetupPage token={token ?? ''} />;
}

export const handle: RouteHandle = {
  layout: 'bare',
  hideMainNavbarAndFooter: true,
  meta: () => ({ title: t('member.setup.title'), noindex: true }),
};
