// /vytvorit-nove-heslo (create-new-password): guests only; the target of the password-reset
// e-mail. A focused page: bare layout without the main navigation bar and footer.
import { CreateNewPasswordPage } from '@/features/auth/components/create-new-password-page';
import { t } from '@/lib/i18n-auth';
import { guardLoader, useDeferredGuard, type RouteGuard } from '../guards';
import type { RouteHandle } from '../route-handle';

const guard: RouteGuard = { access: 'guest' };

export const loader = guardLoader(guard);

export function Component() {
  useDeferredGuard(guard);
  return <CreateNewPasswordPage />;
}

export const handle: RouteHandle = {
  layout: 'bare',
  hideMainNavbarAndFooter: true,
  meta: () => ({ title: t('pages.create_new_password.title'), noindex: true }),
};
