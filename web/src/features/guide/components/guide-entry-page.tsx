// /poradna/{slug}: one piece of advice.
import { Link, useLoaderData } from 'react-router-dom';
import { ContentHtml } from '@/components/ui/content-html';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { paths } from '@/config/site';
import { t } from '@/lib/i18n';
import type { GuideEntry } from '../api/guide';

export function GuideEntryPage() {
  const entry = useLoaderData() as GuideEntry;
  return (
    <article className="article">
      <Link to={paths.guide} className="back-link">
        <ChevronLeftIcon width={18} height={18} />
        {t('pages.guide.back')}
      </Link>
      <header className="article__header">
        {entry.category && <p className="article__kicker">{entry.category}</p>}
        <h1 className="article__title">{entry.title}</h1>
        {entry.summary && <p className="article__lead">{entry.summary}</p>}
      </header>
      <ContentHtml html={entry.body_html} />
    </article>
  );
}
