// A members' page that lists staff-managed entries as cards (charging information, partner
// discounts): the header, the loading / error / empty states and the list, with each card's
// content left to the page.
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n-member';
import { PageHeader } from './page-header';
import { EmptyState } from './empty-state';
import { QueryView, type QueryLike } from './query-state';

/**
 * `section` names the texts (member.<section>.title, .intro, .empty); each card is an <article> labelled by its heading
 * `#<labelPrefix>-<id>`.
 */
export function CardListPage<T extends { id: string }>(props: {
  section: 'charging' | 'discounts';
  labelPrefix: string;
  query: QueryLike<{ v: T[] }>;
  card: (item: T, headingId: string) => ReactNode;
}) {
  const { section, labelPrefix } = props;
  return (
    <>
      <PageHeader title={t(`member.${section}.title`)} intro={t(`member.${section}.intro`)} />
      <QueryView query={props.query}>
        {({ v }) =>
          v.length === 0 ? (
            <EmptyState text={t(`member.${section}.empty`)} />
          ) : (
            <div className="card-list">
              {v.map((item) => (
                <article key={item.id} className="card" aria-labelledby={`${labelPrefix}-${item.id}`}>
                  {props.card(item, `${labelPrefix}-${item.id}`)}
                </article>
              ))}
            </div>
          )
        }
      </QueryView>
    </>
  );
}

/** A link to the partner's or provider's own site, opened in a new tab (only for a safe http(s) URL). */
export function ExternalLinkLine({ url, children }: { url: string | null; children: ReactNode }) {
  if (!url) return null;
  return (
    <p>
      <a href={url} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    </p>
  );
}
