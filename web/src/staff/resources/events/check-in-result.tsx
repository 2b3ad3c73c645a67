// The answer to a scan, large and at once: who came (name, car, companions, what is still to pay), or why not.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CheckIn } from './check-in-api';
import { formatEuro } from '@/lib/format';

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
    a && a.companions > 0 ? translate('staff.check_in.companions', { smart_count: a.companions }) : '',
  ].filter(Boolean);
  const owed = a && a.registration_id && a.amount_owed > 0 ? a.amount_owed : 0;
  // Owing money: in the warning colour, so that the door sees it before waving the member in.
  const tone = owed > 0 ? 'warning' : (TONE[kind] ?? 'error');
  return (
    <Box
      sx={{
        p: 2,
        borderRadius: 1,
        color: `${tone}.contrastText`,
        bgcolor: `${tone}.main`,
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
      {owed > 0 && (
        // Not paid in full: what to take at the door, as large as the answer.
        <Typography component="p" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, fontWeight: 700, mt: 1 }}>
          {translate('staff.check_in.unpaid', { amount: formatEuro(owed) })}
        </Typography>
      )}
    </Box>
  );
}
