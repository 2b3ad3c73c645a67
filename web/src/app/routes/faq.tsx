// /faq: frequently asked questions.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadFaq, type FaqEntry } from '@/features/faq/api/faq';
import { FaqPage } from '@/features/faq/components/faq-page';
import { t } from '@/features/faq/texts';
import { appContext } from '@/lib/router-context';
import type { RouteHandle } from '../route-handle';

export function loader({ request, context }: LoaderFunctionArgs): Promise<FaqEntry[]> {
  return loadFaq(context.get(appContext).api, request);
}

export const Component = FaqPage;

export const handle: RouteHandle<FaqEntry[]> = {
  meta: ({ config }) => ({
    title: t('pages.faq.title'),
    description: t('pages.faq.description', { site: config.siteName }),
  }),
};
