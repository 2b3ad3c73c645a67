// Content block (content=full): article counts and the latest articles with their publication dates.
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '@/lib/format';
import type { DashboardBlocks } from '../data-provider';
import { Figures } from './figures';

export function ContentBlock({ data }: { data: DashboardBlocks['content'] }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`staff.dashboard.content.${key}`, options);
  const when = (published: string | null) =>
    published === null
      ? t('draft')
      : new Date(published) > new Date()
        ? t('scheduled_for', { date: formatDate(published) })
        : formatDate(published);
  return (
    <>
      <Figures
        items={[
          [t('published'), data.articles.published],
          [t('scheduled'), data.articles.scheduled],
          [t('drafts'), data.articles.drafts],
        ]}
      />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 3 }}>
        {t('latest')}
      </Typography>
      {data.latest_articles.length === 0 ? (
        <Typography>{t('none')}</Typography>
      ) : (
        <List dense disablePadding>
          {data.latest_articles.map((a) => (
            <ListItem key={a.id} disableGutters>
              <ListItemText primary={a.title} secondary={when(a.published_at)} />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
