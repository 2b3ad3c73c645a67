// The error pages of docs/product-rules.md §8: 404 "Page Not Found: {path}" (errors.page_not_found) and, for any
// other failure, Internal Server Error.
import { ButtonLink } from '@/components/ui/button-link';
import { t } from '@/lib/i18n';

export function NotFoundPage({ path }: { path: string }) {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status">404</p>
      <h1 id="error-title">{t('pages.error.not_found_title')}</h1>
      <p className="error-page__message">{t('errors.page_not_found', { path })}</p>
      <p>{t('pages.error.not_found_hint')}</p>
      <ButtonLink to="/">{t('pages.error.back_home')}</ButtonLink>
    </section>
  );
}

export function ServerErrorPage({ status = 500 }: { status?: number }) {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status">{status}</p>
      <h1 id="error-title">{t('pages.error.server_error_title')}</h1>
      <p>{t('pages.error.server_error_hint')}</p>
      <ButtonLink to="/">{t('pages.error.back_home')}</ButtonLink>
    </section>
  );
}
