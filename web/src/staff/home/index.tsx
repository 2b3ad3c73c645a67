// The console's home (loaded lazily with its charts): a block per permission area the staff member
// holds, and "to do now" assembled from those blocks. Blocks of other areas are neither fetched nor shown.
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FULL, type Permissions } from '@/lib/permissions';
import { BlockCard } from './block-card';
import { ContentBlock } from './content-block';
import { DuesBlock } from './dues-block';
import { EventsBlock } from './events-block';
import { MembersBlock } from './members-block';
import { TodoBlock } from './todo-block';
import { useDashboard } from './use-dashboard';

export default function StaffHome({ permissions }: { permissions: Permissions }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`staff.dashboard.${key}`);
  const open = {
    members: permissions.users === FULL,
    events: permissions.events === FULL,
    content: permissions.content === FULL,
    dues: permissions.finance === FULL,
  };
  const members = useDashboard('members', open.members);
  const events = useDashboard('events', open.events);
  const content = useDashboard('content', open.content);
  const dues = useDashboard('dues', open.dues);
  // A block not held stays pending for ever (its query is disabled): only held blocks count here.
  const held = [open.members && members, open.events && events, open.content && content].filter((q) => q !== false);
  const todoState = { isPending: held.some((q) => q.isPending), isError: held.some((q) => q.isError) };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mt: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Box sx={{ gridColumn: '1 / -1' }}>
        <BlockCard title={t('todo.title')} state={todoState}>
          {() => <TodoBlock members={members.data} events={events.data} content={content.data} />}
        </BlockCard>
      </Box>
      {open.members && (
        <BlockCard title={t('members.title')} state={members}>
          {() => <MembersBlock data={members.data!} />}
        </BlockCard>
      )}
      {open.events && (
        <BlockCard title={t('events.title')} state={events}>
          {() => <EventsBlock data={events.data!} />}
        </BlockCard>
      )}
      {open.content && (
        <BlockCard title={t('content.title')} state={content}>
          {() => <ContentBlock data={content.data!} />}
        </BlockCard>
      )}
      {open.dues && (
        <BlockCard title={translate('staff.dues.home_title', { year: dues.data?.year ?? '' })} state={dues}>
          {() => <DuesBlock data={dues.data!} />}
        </BlockCard>
      )}
    </Box>
  );
}
