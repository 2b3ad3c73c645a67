// Members block (users=full): totals, sign-ups per month and members by car model.
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatMonth, formatNumber, formatShortMonth } from '@/lib/format';
import type { DashboardBlocks } from '../data-provider';
import { ChartFigure } from './chart-figure';
import { Figures } from './figures';

export function MembersBlock({ data }: { data: DashboardBlocks['members'] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const t = (key: string) => translate(`staff.dashboard.members.${key}`);
  const months = data.new_per_month.map((m) => formatShortMonth(m.month));
  const valueFormatter = (v: number | null) => (v === null ? '' : formatNumber(v));
  return (
    <>
      <Figures
        items={[
          [t('total'), data.total],
          [t('verified'), data.verified],
          [t('pending'), data.pending.count],
        ]}
      />
      <ChartFigure
        title={t('per_month')}
        table={{
          headers: [t('month'), t('count')],
          rows: data.new_per_month.map((m) => [formatMonth(m.month), formatNumber(m.count)]),
        }}
      >
        <BarChart
          disableKeyboardNavigation
          height={220}
          colors={[theme.palette.primary.main]}
          xAxis={[{ scaleType: 'band', data: months, tickLabelStyle: { fontSize: 11 } }]}
          yAxis={[{ tickMinStep: 1, valueFormatter: (v: number) => formatNumber(v) }]}
          series={[{ data: data.new_per_month.map((m) => m.count), label: t('count'), valueFormatter }]}
          hideLegend
          margin={{ left: 0, right: 8 }}
        />
      </ChartFigure>
      <ChartFigure
        title={t('by_model')}
        table={{
          headers: [t('model'), t('count')],
          rows: data.by_model.map((m) => [m.model, formatNumber(m.members)]),
        }}
      >
        <BarChart
          disableKeyboardNavigation
          layout="horizontal"
          height={Math.max(120, 36 * data.by_model.length + 40)}
          colors={[theme.palette.secondary.main]}
          yAxis={[{ scaleType: 'band', data: data.by_model.map((m) => m.model), width: 120 }]}
          xAxis={[{ tickMinStep: 1, valueFormatter: (v: number) => formatNumber(v) }]}
          series={[{ data: data.by_model.map((m) => m.members), label: t('count'), valueFormatter }]}
          hideLegend
          margin={{ right: 32 }}
        />
      </ChartFigure>
    </>
  );
}
