// /odhlasit-odber: unsubscribing from one kind of club mail by the link in the mail (no sign-in).
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadUnsubscribe, type UnsubscribeState } from '@/features/notifications/api/unsubscribe';
import { UnsubscribePage } from '@/features/notifications/components/unsubscribe-page';
import { t } from '@/features/notifications/texts';
import { appContext } from '@/lib/router-context';
import type { RouteHandle } from '../route-handle';

export function loader({ request, context }: LoaderFunctionArgs): Promise<UnsubscribeState> {
  return loadUnsubscribe(context.get(appContext).api, request);
}

export const Component = UnsubscribePage;

export const handle: RouteHandle<UnsubscribeState> = {
  meta: () => ({ title: t('pages.unsubscribe.title'), noindex: true }),
};
