// Dues block (finance=full): the latest open year's paid and owed counts and amounts, and the
// payments received per week as a chart (with its table for screen readers).
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatNumber } from '@/lib/format';
import type { DashboardBlocks } from '../data-provider';
import { ChartFigure } from './chart-figure';
import { Figures } from './figures';

const euro = new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR' });
const week = (day: string) => day.split('-').reverse().slice(0, 2).map(Number).join('. ') + '.';

export function DuesBlock({ data }: { data: DashboardBlocks['dues'] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const t = (key: string, options?: object) => translate(`staff.dues.${key}`, options);
  if (data.year === null) return <p>{t('home_none')}</p>;
  return (
    <>
      <Figures
        items={[
          [t('status.paid'), data.paid_count],
          [t('status.waiting'), data.owed_count - data.overdue_count],
          [t('status.overdue'), data.overdue_count],
          [t('status.waived'), data.waived_count],
        ]}
      />
      <p>
        {t('home_paid', { count: formatNumber(data.paid_count), amount: euro.format(data.paid_amount) })}
        <br />
        {t('home_owed', {
          count: formatNumber(data.owed_count),
          amount: euro.format(data.owed_amount),
          overdue: formatNumber(data.overdue_count),
        })}
      </p>
      <ChartFigure
        title={t('home_chart')}
        empty={data.weeks.length === 0 && '—'}
        table={{
          headers: [t('col_booked_on'), t('col_amount')],
          rows: data.weeks.map((w) => [week(w.week), euro.format(w.amount)]),
        }}
      >
        <BarChart
          disableKeyboardNavigation
          height={220}
          colors={[theme.palette.primary.main]}
          xAxis={[{ scaleType: 'band', data: data.weeks.map((w) => week(w.week)), tickLabelStyle: { fontSize: 11 } }]}
          series={[
            {
              data: data.weeks.map((w) => w.amount),
              label: t('col_amount'),
              valueFormatter: (v: number | null) => (v === null ? '' : euro.format(v)),
            },
          ]}
          hideLegend
        />
      </ChartFigure>
    </>
  );
}
