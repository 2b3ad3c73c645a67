// /prihlasenie (login): guests only — a signed-in visitor is sent to the root (docs/product-rules.md §2 guard 1;
// the server answers the first load with the redirect, the client guards later navigations).
// E-mail and password, the second factor, "forgot password", and the landing of the sign-up
// confirmation link (features/auth).
import { LoginPage } from '@/features/auth/components/login-page';
import { t } from '@/lib/i18n-auth';
import { guardLoader, useDeferredGuard, type RouteGuard } from '../guards';
import type { RouteHandle } from '../route-handle';

const guard: RouteGuard = { access: 'guest' };

export const loader = guardLoader(guard);

export function Component() {
  useDeferredGuard(guard);
  return <LoginPage />;
}

export const handle: RouteHandle = {
  meta: () => ({ title: t('pages.login.title'), description: t('pages.login.intro') }),
};
