// The answer to a scan, large and at once: who came (name, car), or why not.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CheckIn } from './check-in-api';

/** What the door shows: the server's answer, a ticket that is none, a scan kept for later, or an arrival undone. */
export type DoorAnswer =
  { kind: 'answer'; answer: CheckIn } | { kind: 'invalid' } | { kind: 'queued' } | { kind: 'undone'; name: string };

/** A member's name as the door shows it (first and last, whichever are known). */
export const fullName = (a: { first_name: string | null; last_name: string | null }) =>
  [a.first_name, a.last_name].filter(Boolean).join(' ');

const time = (iso: string) => new Date(iso).toLocaleTimeString('sk-SK', { hour: '2-digit', minute: '2-digit' });

// The answer's colour; its text in the colour the theme gives for text on it (large text, 3:1 in both themes).
const TONE: Record<string, 'success' | 'warning' | 'error' | 'info'> = {
  checked_in: 'success',
  already_checked_in: 'warning',
  queued: 'info',
  undone: 'info',
};

export function CheckInResult({ answer }: { answer: DoorAnswer }) {
  const translate = useTranslate();
  const kind = answer.kind === 'answer' ? answer.answer.result : answer.kind;
  const a = answer.kind === 'answer' ? answer.answer : null;
  const name = a ? fullName(a) : answer.kind === 'undone' ? answer.name : '';
  const details = [
    name,
    a?.car_models.join(', '),
    a && kind === 'already_checked_in' && a.checked_in_at
      ? translate('staff.check_in.at_by', { time: time(a.checked_in_at), by: a.checked_in_by ?? '–' })
      : '',
    a?.event_title ? translate('staff.check_in.ticket_for', { title: a.event_title }) : '',
  ].filter(Boolean);
  return (
    <Box
      sx={{
        p: 2,
        borderRadius: 1,
        color: `${TONE[kind] ?? 'error'}.contrastText`,
        bgcolor: `${TONE[kind] ?? 'error'}.main`,
      }}
    >
      <Typography component="p" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, fontWeight: 700, lineHeight: 1.2 }}>
        {translate(`staff.check_in.result.${kind}`)}
      </Typography>
      {details.map((line) => (
        <Typography key={line} component="p" sx={{ fontSize: '1.5rem' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}
