// /registracia: the sign-up form of a new member (guest-only), linked from the join page and login.
import { SignUpPage } from '@/features/auth/components/sign-up-page';
import { t } from '@/lib/i18n-auth';
import { guardLoader, useDeferredGuard, type RouteGuard } from '../guards';
import type { RouteHandle } from '../route-handle';

const guard: RouteGuard = { access: 'guest' };

export const loader = guardLoader(guard);

export function Component() {
  useDeferredGuard(guard);
  return <SignUpPage />;
}

export const handle: RouteHandle = {
  meta: () => ({ title: t('member.auth.sign_up_title'), description: t('member.auth.sign_up_intro') }),
};
