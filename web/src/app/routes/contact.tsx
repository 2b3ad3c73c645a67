// /kontakt: the contact page (its text is the content page `kontakt`, when published) and the form.
import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ContactForm } from '@/features/contact/components/contact-form';
import type { SiteSettings } from '@/features/layout-ui/api/site-settings';
import { loadOptionalContentPage, type ContentPage } from '@/features/pages/api/content-pages';
import { ContentHtml } from '@/components/ui/content-html';
import { Island } from '@/lib/island';
import { t } from '@/features/contact/texts';
import { appContext } from '@/lib/router-context';
import { useRuntimeConfig } from '@/lib/runtime-config';
import type { RouteHandle } from '../route-handle';

export function loader({ context }: LoaderFunctionArgs): Promise<ContentPage | null> {
  return loadOptionalContentPage(context.get(appContext).api, 'kontakt');
}

export function Component() {
  const page = useLoaderData() as ContentPage | null;
  const settings = useRouteLoaderData('root') as SiteSettings | undefined;
  const config = useRuntimeConfig();
  const email = settings?.contact_email ?? config.contactEmail;
  return (
    <>
      <PageHeader
        title={page?.title ?? t('pages.contact.title')}
        intro={page?.description ?? t('pages.contact.description', { site: config.siteName })}
      />
      <div className="contact">
        {page && <ContentHtml html={page.body_html} className="contact__text" />}
        <Island name="contact-form" component={ContactForm} props={{ email }} />
      </div>
    </>
  );
}

export const handle: RouteHandle<ContentPage | null> = {
  meta: ({ data, config }) => ({
    title: data?.title ?? t('pages.contact.title'),
    description: data?.description ?? t('pages.contact.description', { site: config.siteName }),
  }),
};
