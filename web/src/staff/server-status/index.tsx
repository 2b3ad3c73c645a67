// "Stav servera" (owners only): what needs an operator's attention, each check with its state in
// words and an icon (never by colour alone), what was found and what to do, all from the catalogue
// (staff.server_status). The checks run on the server when the screen opens and on "Obnoviť stav";
// the server is the authority (403 errors.owner_required to anyone else), the identity only decides
// whether the screen asks at all.
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import type { ServerStatus, StaffDataProvider } from '../data-provider';

type Check = ServerStatus['checks'][number];
type State = ServerStatus['state'];
type Facts = Check['facts'];

const ICONS: Record<State, typeof CheckCircleOutlineIcon> = {
  ok: CheckCircleOutlineIcon,
  warning: WarningAmberIcon,
  problem: ErrorOutlineIcon,
};
const COLOURS: Record<State, string> = { ok: 'success.main', warning: 'warning.main', problem: 'error.main' };

const number = new Intl.NumberFormat('sk-SK', { maximumFractionDigits: 1 });
const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'];

function bytes(n: number): string {
  let value = n;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${number.format(value)} ${UNITS[unit]}`;
}

const when = (iso: string) => new Date(iso).toLocaleString('sk-SK', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A number of seconds in the unit a person reads it in: seconds up to two minutes, minutes up to two hours, then hours.
 */
function duration(seconds: number, t: (key: string, options?: object) => string): string {
  if (seconds < 120) return t('durations.seconds', { n: number.format(Math.round(seconds)) });
  if (seconds < 7200) return t('durations.minutes', { n: number.format(Math.round(seconds / 60)) });
  return t('durations.hours', { n: number.format(Math.round(seconds / 3600)) });
}

/** The facts as the sentences show them: sizes, times, lists and kinds in Slovak. */
function useFactWords(): (facts: Facts) => Record<string, string> {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`staff.server_status.${key}`, options);
  return (facts) =>
    Object.fromEntries(
      Object.entries(facts).map(([name, value]): [string, string] => {
        if (value === null || value === undefined)
          return [name, t(name.endsWith('_at') || name.endsWith('_since') ? 'never' : 'none')];
        if (Array.isArray(value)) return [name, value.length ? value.join(', ') : t('none')];
        if (typeof value === 'number')
          return [
            name,
            name.endsWith('_bytes')
              ? bytes(value)
              : name.endsWith('_seconds')
                ? duration(value, t)
                : number.format(value),
          ];
        if (typeof value === 'boolean') return [name, String(value)];
        if (name.endsWith('_at') || name.endsWith('_since')) return [name, when(value)];
        if (name === 'mail_problem' || name === 'last_mail_problem') return [name, t(`problems.${value}`)];
        if (name === 'storage_driver') return [name, t(`drivers.${value}`)];
        return [name, value];
      }),
    );
}

function StateLabel({ state }: { state: State }) {
  const translate = useTranslate();
  const Icon = ICONS[state];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
      <Icon aria-hidden fontSize="small" sx={{ color: COLOURS[state] }} />
      {translate(`staff.server_status.states.${state}`)}
    </Box>
  );
}

function CheckCard({ check }: { check: Check }) {
  const translate = useTranslate();
  const words = useFactWords()(check.facts);
  const heading = `status-check-${check.key}`;
  return (
    <Card component="section" aria-labelledby={heading} sx={{ borderLeft: 4, borderColor: COLOURS[check.state] }}>
      <CardContent sx={{ overflowWrap: 'anywhere' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, rowGap: 0.5, mb: 1 }}>
          <Typography component="h2" variant="h6" id={heading}>
            {translate(`staff.server_status.checks.${check.key}`)}
          </Typography>
          <StateLabel state={check.state} />
        </Box>
        {check.findings.map((finding) => {
          const key = `staff.server_status.findings.${finding.code}`;
          return (
            <Box key={finding.code} sx={{ mt: 1 }}>
              <Typography>
                {finding.state !== check.state && (
                  <>
                    <StateLabel state={finding.state} />{' '}
                  </>
                )}
                {translate(`${key}.found`, words)}
              </Typography>
              {finding.state !== 'ok' && (
                <Typography sx={{ mt: 0.5 }}>
                  <Box component="strong" sx={{ mr: 0.5 }}>
                    {translate('staff.server_status.what_to_do')}
                  </Box>
                  {translate(`${key}.todo`, words)}
                </Typography>
              )}
            </Box>
          );
        })}
      </CardContent>
    </Card>
  );
}

function OwnerStatus() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const query = useQuery({
    queryKey: ['server-status'],
    queryFn: () => dataProvider.getServerStatus(),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const t = (key: string, options?: object) => translate(`staff.server_status.${key}`, options);
  const status = query.data;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, my: 2 }}>
        <Button
          variant="contained"
          startIcon={<RefreshIcon />}
          onClick={() => void query.refetch()}
          aria-busy={query.isFetching}
        >
          {t('refresh')}
        </Button>
        <Typography role="status">
          {query.isFetching ? t('checking') : status ? t('checked_at', { time: when(status.checked_at) }) : ''}
        </Typography>
      </Box>
      {query.isError && (
        <Alert severity="error">
          {t('failed', { message: translate(query.error.message, { _: query.error.message }) })}
        </Alert>
      )}
      {status && (
        <>
          <Typography
            component="p"
            variant="subtitle1"
            sx={{ mb: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <StateLabel state={status.state} />
            {t(`summary.${status.state}`)}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {status.checks.map((check) => (
              <CheckCard key={check.key} check={check} />
            ))}
          </Box>
        </>
      )}
    </>
  );
}

export default function ServerStatusScreen() {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  return (
    <Box sx={{ pb: 2 }}>
      <Title title={translate('staff.server_status.title')} />
      {isPending ? null : identity?.isOwner ? (
        <OwnerStatus />
      ) : (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('staff.server_status.owners_only')}
        </Alert>
      )}
    </Box>
  );
}
