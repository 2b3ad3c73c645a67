// /admin/events/{id}/check-in (events=full): staff at the door scan tickets with the phone's or the
// laptop's camera (or a photo of the ticket), see the answer large, undo a check-in, and check in a
// member without a phone by name. A scan made without a connection waits in the browser
// (check-in-queue.ts) and is sent when the connection returns; the screen says how many wait. Every
// answer (an arrival, an undo) is said in the live region, and the names found show it at once.
import { useCallback, useEffect, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useParams } from 'react-router-dom';
import { Link, Title, useCreatePath, useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import type { StaffDataProvider } from '@/staff/data-provider';
import { flushScans, isOffline, queuedScans, queueScan } from './check-in-queue';
import { CheckInResult, fullName, type DoorAnswer } from './check-in-result';
import { formatEuro } from '@/lib/format';
import type { Attendee } from './check-in-api';
import { QrScanner } from './qr-scanner';

const INVALID_TICKET = 'errors.ticket_invalid';

/** The names found; searched again after every answer at the door (`answer`), so a scan shows in the list. */
function NameSearch({
  eventId,
  answer,
  onAnswer,
}: {
  eventId: string;
  answer: DoorAnswer | null;
  onAnswer: (answer: DoorAnswer) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Attendee[]>([]);
  const search = useCallback(
    (text: string) =>
      text.trim() ? dataProvider.searchAttendees(eventId, text).then(setFound, () => setFound([])) : setFound([]),
    [dataProvider, eventId],
  );
  useEffect(() => {
    const timer = setTimeout(() => void search(q), 250);
    return () => clearTimeout(timer);
  }, [q, search, answer]);
  const notify = useNotify();
  const name = (a: Attendee) => fullName(a) || a.email;
  const act = async (attendee: Attendee) => {
    try {
      if (attendee.checked_in_at) {
        await dataProvider.undoCheckIn(eventId, attendee.registration_id);
        onAnswer({ kind: 'undone', name: name(attendee) });
      } else
        onAnswer({ kind: 'answer', answer: await dataProvider.checkInRegistration(eventId, attendee.registration_id) });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <section aria-labelledby="check-in-search">
      <Typography id="check-in-search" component="h2" variant="h6">
        {translate('staff.check_in.search_title')}
      </Typography>
      <TextField
        label={translate('staff.check_in.search')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        fullWidth
        margin="dense"
        autoComplete="off"
      />
      <Box role="status" sx={visuallyHidden}>
        {q.trim() ? translate('staff.check_in.found', { smart_count: found.length }) : ''}
      </Box>
      <List aria-label={translate('staff.check_in.results')}>
        {found.map((a) => (
          // The name and its button side by side, the button under the name where both do not fit.
          <ListItem key={a.registration_id} divider sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, px: 0 }}>
            <ListItemText
              sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}
              primary={name(a)}
              secondary={[
                a.car_models.join(', '),
                a.status === 'waitlisted' ? translate('staff.status.waitlisted') : '',
                a.checked_in_at ? translate('staff.check_in.came') : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            />
            <Button
              variant={a.checked_in_at ? 'outlined' : 'contained'}
              onClick={() => void act(a)}
              disabled={a.status !== 'registered'}
              aria-label={translate(a.checked_in_at ? 'staff.check_in.undo_for' : 'staff.check_in.check_in_for', {
                name: name(a),
              })}
            >
              {translate(a.checked_in_at ? 'staff.check_in.undo' : 'staff.check_in.check_in')}
            </Button>
          </ListItem>
        ))}
      </List>
    </section>
  );
}

export function CheckInScreen() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  const createPath = useCreatePath();
  const { data: event } = useGetOne('events', { id });
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  const [unsent, setUnsent] = useState(() => queuedScans(id).length);

  const send = useCallback(
    async (token: string) => {
      try {
        setAnswer({ kind: 'answer', answer: await dataProvider.scanTicket(id, token) });
      } catch (error) {
        if (isOffline(error)) {
          queueScan(id, token);
          setAnswer({ kind: 'queued' });
        } else if ((error as Error).message === INVALID_TICKET) setAnswer({ kind: 'invalid' });
        else notify((error as Error).message, { type: 'error' });
      } finally {
        setUnsent(queuedScans(id).length);
      }
    },
    [dataProvider, id, notify],
  );

  // Queued scans go out when the connection returns (and every few seconds while some wait).
  useEffect(() => {
    const flush = () =>
      void flushScans(id, (token) => dataProvider.scanTicket(id, token)).then((answers) => {
        if (answers.length > 0) setAnswer({ kind: 'answer', answer: answers[answers.length - 1] });
        setUnsent(queuedScans(id).length);
      });
    window.addEventListener('online', flush);
    const timer = setInterval(() => navigator.onLine && queuedScans(id).length > 0 && flush(), 5000);
    return () => {
      window.removeEventListener('online', flush);
      clearInterval(timer);
    };
  }, [dataProvider, id]);

  const shown = answer?.kind === 'answer' ? answer.answer : null;
  const undo =
    shown?.registration_id && (shown.result === 'checked_in' || shown.result === 'already_checked_in')
      ? { id: shown.registration_id, name: fullName(shown) }
      : null;

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack spacing={2}>
          {/* The console's app bar shows it as the page's heading (h1). */}
          <Title title={translate('staff.check_in.title', { title: event?.title ?? '' })} />
          <Link to={createPath({ resource: 'events', id, type: 'edit' })}>{translate('staff.check_in.back')}</Link>
          <QrScanner onCode={(text) => void send(text)} />
          <div role="status" aria-live="polite">
            {answer && <CheckInResult answer={answer} />}
          </div>
          {shown?.registration_id && shown.amount_owed > 0 && (
            <Button
              variant="contained"
              size="large"
              sx={{ alignSelf: 'flex-start' }}
              onClick={() =>
                void dataProvider.recordCash(id, shown.registration_id!).then(
                  (paid) => {
                    setAnswer({ kind: 'answer', answer: paid });
                    notify('staff.check_in.cash_recorded', { type: 'success', messageArgs: { name: fullName(paid) } });
                  },
                  (error: Error) => notify(error.message, { type: 'error' }),
                )
              }
            >
              {translate('staff.check_in.cash', { amount: formatEuro(shown.amount_owed) })}
            </Button>
          )}
          {undo && (
            <Button
              variant="outlined"
              size="large"
              sx={{ alignSelf: 'flex-start' }}
              onClick={() =>
                void dataProvider.undoCheckIn(id, undo.id).then(
                  () => setAnswer({ kind: 'undone', name: undo.name }),
                  (error: Error) => notify(error.message, { type: 'error' }),
                )
              }
            >
              {translate('staff.check_in.undo')}
            </Button>
          )}
          <Typography role="status">
            {unsent > 0 ? translate('staff.check_in.unsent', { smart_count: unsent }) : ''}
          </Typography>
          <NameSearch eventId={id} answer={answer} onAnswer={setAnswer} />
        </Stack>
      </CardContent>
    </Card>
  );
}
