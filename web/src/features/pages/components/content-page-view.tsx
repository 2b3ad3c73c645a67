// A content page: its title, body and when it was last changed.
import type { ReactNode } from 'react';
import { ContentHtml } from '@/components/ui/content-html';
import { PageHeader } from '@/components/ui/page-header';
import { formatDate, isoDay } from '@/lib/format';
import { t } from '../texts';
import type { ContentPage } from '../api/content-pages';

export function ContentPageView({ page, children }: { page: ContentPage; children?: ReactNode }) {
  return (
    <article className="content-page">
      <PageHeader title={page.title} intro={page.description} />
      <ContentHtml html={page.body_html} />
      {children}
      <p className="content-page__updated">
        <time dateTime={isoDay(page.updated_at)}>
          {t('pages.content.updated_on', { date: formatDate(page.updated_at) })}
        </time>
      </p>
    </article>
  );
}
