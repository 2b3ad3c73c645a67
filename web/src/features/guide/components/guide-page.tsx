// /poradna: the guide's entries by category, each leading to its page.
import { Link, useLoaderData } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/site';
import { t } from '../texts';
import { groupByCategory, type GuideEntrySummary } from '../api/guide';

export function GuidePage() {
  const entries = useLoaderData() as GuideEntrySummary[];
  const groups = groupByCategory(entries);
  return (
    <>
      <PageHeader title={t('pages.guide.title')} intro={t('pages.guide.description')} />
      {groups.length === 0 && <EmptyState text={t('pages.guide.empty')} />}
      {groups.map((group, i) => (
        <section key={group.category ?? ''} className="section" aria-labelledby={`guide-group-${i}`}>
          <h2 id={`guide-group-${i}`}>{group.category ?? t('pages.guide.other')}</h2>
          <ul className="link-list">
            {group.entries.map((entry) => (
              <li key={entry.id} className="link-list__item">
                <Link to={paths.guideEntry(entry.slug)} className="link-list__title">
                  {entry.title}
                </Link>
                {entry.summary && <p className="link-list__text">{entry.summary}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
