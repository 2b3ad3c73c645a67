// /faq: questions as disclosure widgets (native <details>: keyboard and screen readers work
// without scripts), answers from the API. Each question has an anchor (`/faq#otazka-3`); arriving
// with one opens that question (on a public page lib/page-navigation.ts does it, the page being HTML).
import { useEffect } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { ContentHtml } from '@/components/ui/content-html';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { t } from '../texts';
import { openHashTarget } from '@/lib/page-navigation';
import { useRuntimeConfig } from '@/lib/runtime-config';
import type { FaqEntry } from '../api/faq';

export const faqAnchor = (index: number) => `otazka-${index + 1}`;

export function FaqPage() {
  const entries = useLoaderData() as FaqEntry[];
  const { siteName } = useRuntimeConfig();
  const { hash } = useLocation();

  useEffect(() => openHashTarget(hash), [hash]);

  return (
    <>
      <PageHeader title={t('pages.faq.title')} intro={t('pages.faq.description', { site: siteName })} />
      {entries.length === 0 ? (
        <EmptyState text={t('pages.faq.empty')} />
      ) : (
        <div className="faq">
          {entries.map((entry, i) => (
            <details key={entry.id} id={faqAnchor(i)} className="faq__item">
              <summary className="faq__question">{entry.question}</summary>
              <ContentHtml html={entry.answer_html} className="faq__answer" />
            </details>
          ))}
        </div>
      )}
    </>
  );
}
