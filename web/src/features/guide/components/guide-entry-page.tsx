// /poradna/{slug}: one piece of advice.
import { useLoaderData } from 'react-router-dom';
import { ContentHtml } from '@/components/ui/content-html';
import { DetailArticle } from '@/components/ui/detail-article';
import { paths } from '@/config/site';
import { t } from '../texts';
import type { GuideEntry } from '../api/guide';

export function GuideEntryPage() {
  const entry = useLoaderData() as GuideEntry;
  return (
    <DetailArticle
      back={{ to: paths.guide, label: t('pages.guide.back') }}
      kicker={entry.category}
      title={entry.title}
      lead={entry.summary}
    >
      <ContentHtml html={entry.body_html} />
    </DetailArticle>
  );
}
