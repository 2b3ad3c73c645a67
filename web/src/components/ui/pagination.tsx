// Previous / next page links of a list (`?strana=N`), with where the visitor is.
import { Link } from 'react-router-dom';
import { t } from '@/lib/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('common.pagination')}>
      {page > 1 ? (
        <Link className="button button--secondary" to={href(page - 1)} rel="prev">
          <ChevronLeftIcon width={18} height={18} />
          {t('common.previous_page')}
        </Link>
      ) : (
        <span />
      )}
      <p className="pagination__status">{t('common.page_of', { page, pages })}</p>
      {page < pages ? (
        <Link className="button button--secondary" to={href(page + 1)} rel="next">
          {t('common.next_page')}
          <ChevronRightIcon width={18} height={18} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
