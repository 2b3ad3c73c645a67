// `/` (route name index): the home page in the c-root layout, with the latest articles and the
// upcoming events.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/site';
import { loadLatestArticles, type ArticleSummary } from '@/features/articles/api/articles';
import { ArticleCard } from '@/features/articles/components/article-card';
import { loadEvents, type EventSummary } from '@/features/events/api/events';
import { EventCard } from '@/features/events/components/event-card';
import { HomePage } from '@/features/home/components/home-page';
import { t } from '@/features/home/texts';
import { appContext } from '@/lib/router-context';
import type { RouteHandle } from '../route-handle';

interface HomeData {
  articles: ArticleSummary[];
  events: EventSummary[];
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<HomeData> {
  const { api } = context.get(appContext);
  const [articles, events] = await Promise.all([
    loadLatestArticles(api, request, 3),
    loadEvents(api, request, 'upcoming', 3),
  ]);
  return { articles, events };
}

export function Component() {
  const { articles, events } = useLoaderData() as HomeData;
  return (
    <HomePage
      sections={[
        {
          id: 'home-events',
          title: t('pages.index.upcoming_events'),
          more: { to: paths.events, label: t('pages.index.all_events') },
          children:
            events.length === 0 ? (
              <EmptyState text={t('pages.index.no_events')} />
            ) : (
              <div className="event-list">
                {events.map((event) => (
                  <EventCard key={event.id} event={event} />
                ))}
              </div>
            ),
        },
        {
          id: 'home-articles',
          title: t('pages.index.latest_articles'),
          more: { to: paths.articles, label: t('pages.index.all_articles') },
          children:
            articles.length === 0 ? (
              <EmptyState text={t('pages.index.no_articles')} />
            ) : (
              <div className="card-grid">
                {articles.map((article) => (
                  <ArticleCard key={article.id} article={article} headingLevel={3} />
                ))}
              </div>
            ),
        },
      ]}
    />
  );
}

export const handle: RouteHandle<HomeData> = {
  layout: 'c-root',
  meta: ({ config }) => ({ description: t('site.meta_description', { site: config.siteName }) }),
};
