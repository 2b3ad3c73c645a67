// "To do now": each line from the block of the area it belongs to, so staff see only their own tasks:
// registrations waiting (users), contact messages not yet handled (content), events starting soon that need attention
// and registrations of coming paid events not yet paid (events).
import { Chip, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatDateTime, formatEuro, formatNumber } from '@/lib/format';
import type { DashboardBlocks } from '../data-provider';

type Event = DashboardBlocks['events']['upcoming'][number];

/** A task about events: a heading, then each event (a link to it, its start) with what needs doing. */
function EventLines({ heading, events, chip }: { heading: string; events: Event[]; chip: (e: Event) => string }) {
  return (
    <ListItem disableGutters sx={{ display: 'block' }}>
      <Typography component="h3" variant="body1">
        {heading}
      </Typography>
      <List dense disablePadding>
        {events.map((e) => (
          <ListItem key={e.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={`/admin/events/${e.id}`}>
              {e.title}
            </Link>
            <Typography component="span" variant="body2" color="text.secondary">
              {formatDateTime(e.date_start)}
            </Typography>
            <Chip size="small" variant="outlined" label={chip(e)} />
          </ListItem>
        ))}
      </List>
    </ListItem>
  );
}

interface Props {
  members?: DashboardBlocks['members'];
  events?: DashboardBlocks['events'];
  content?: DashboardBlocks['content'];
}

export function TodoBlock({ members, events, content }: Props) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`staff.dashboard.todo.${key}`, options);
  const pending = members?.pending;
  const attention = events?.attention ?? [];
  const unpaid = (events?.upcoming ?? []).filter((e) => e.unpaid > 0);
  const nothing = !pending?.count && !content?.contact.unhandled && attention.length === 0 && unpaid.length === 0;
  return (
    <List disablePadding>
      {pending && pending.count > 0 && (
        <ListItem disableGutters>
          <ListItemText
            primary={t('registrations', { count: formatNumber(pending.count) })}
            secondary={
              <>
                {pending.oldest_at && `${t('oldest', { date: formatDate(pending.oldest_at) })} · `}
                <Link component={RouterLink} to="/admin/registrations">
                  {t('open_queue')}
                </Link>
              </>
            }
          />
        </ListItem>
      )}
      {content && content.contact.unhandled > 0 && (
        <ListItem disableGutters>
          <ListItemText
            primary={t('contact', { count: formatNumber(content.contact.unhandled) })}
            secondary={
              <>
                {content.contact.oldest_unhandled_at &&
                  `${t('contact_latest', { date: formatDateTime(content.contact.oldest_unhandled_at) })} · `}
                <Link component={RouterLink} to="/admin/contact-messages">
                  {t('open_messages')}
                </Link>
              </>
            }
          />
        </ListItem>
      )}
      {attention.length > 0 && (
        <EventLines
          heading={t('events')}
          events={attention}
          chip={(e) =>
            `${t(e.attention!)} · ${formatNumber(e.registered)}${e.capacity === null ? '' : ` / ${formatNumber(e.capacity)}`}`
          }
        />
      )}
      {unpaid.length > 0 && (
        <EventLines
          heading={t('unpaid')}
          events={unpaid}
          chip={(e) => t('unpaid_line', { count: formatNumber(e.unpaid), amount: formatEuro(e.owed) })}
        />
      )}
      {/* A list holds only items (axe "list"): the "nothing to do" sentence is one too. */}
      {nothing && (
        <ListItem disableGutters>
          <Typography>{t('nothing')}</Typography>
        </ListItem>
      )}
    </List>
  );
}
