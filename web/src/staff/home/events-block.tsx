// Events block (events=full): upcoming events' registrations against capacity with the waitlist and the
// registrations of paid events not yet paid, and the turnout of past events (registered against checked in at the door).
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatDate, formatEuro, formatNumber, formatShortDate } from '@/lib/format';
import type { DashboardBlocks } from '../data-provider';
import { ChartFigure } from './chart-figure';

type Event = DashboardBlocks['events']['upcoming'][number];

const label = (e: Event) => formatShortDate(e.date_start);
const valueFormatter = (v: number | null) => (v === null ? '' : formatNumber(v));

export function EventsBlock({ data }: { data: DashboardBlocks['events'] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const t = (key: string) => translate(`staff.dashboard.events.${key}`);
  const capacity = (e: Event) => (e.capacity === null ? t('unlimited') : formatNumber(e.capacity));
  const row = (e: Event) => [
    `${e.title} (${formatDate(e.date_start)})`,
    formatNumber(e.registered),
    capacity(e),
    formatNumber(e.waitlisted),
    e.unpaid > 0 ? `${formatNumber(e.unpaid)} (${formatEuro(e.owed)})` : '–',
  ];
  const headers = [t('event'), t('registered'), t('capacity'), t('waitlisted'), t('unpaid')];
  const turnout = (e: Event) => [
    `${e.title} (${formatDate(e.date_start)})`,
    formatNumber(e.registered),
    formatNumber(e.came),
  ];
  return (
    <>
      <ChartFigure
        title={t('upcoming')}
        table={{ headers, rows: data.upcoming.map(row) }}
        empty={data.upcoming.length === 0 && t('none')}
      >
        <BarChart
          disableKeyboardNavigation
          height={260}
          colors={[theme.palette.primary.main, theme.palette.action.disabled, theme.palette.warning.main]}
          xAxis={[{ scaleType: 'band', data: data.upcoming.map(label) }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[
            { data: data.upcoming.map((e) => e.registered), label: t('registered'), stack: 'places', valueFormatter },
            {
              data: data.upcoming.map((e) => (e.capacity === null ? 0 : Math.max(0, e.capacity - e.registered))),
              label: t('free'),
              stack: 'places',
              valueFormatter,
            },
            { data: data.upcoming.map((e) => e.waitlisted), label: t('waitlisted'), stack: 'places', valueFormatter },
          ]}
          margin={{ left: 0, right: 8 }}
        />
      </ChartFigure>
      <ChartFigure
        title={t('past')}
        table={{ headers: [t('event'), t('registered'), t('came')], rows: data.past.map(turnout) }}
        empty={data.past.length === 0 && t('none')}
      >
        <BarChart
          disableKeyboardNavigation
          height={220}
          colors={[theme.palette.secondary.main, theme.palette.success.main]}
          xAxis={[{ scaleType: 'band', data: data.past.map(label) }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[
            { data: data.past.map((e) => e.registered), label: t('registered'), valueFormatter },
            { data: data.past.map((e) => e.came), label: t('came'), valueFormatter },
          ]}
          margin={{ left: 0, right: 8 }}
        />
      </ChartFigure>
    </>
  );
}
