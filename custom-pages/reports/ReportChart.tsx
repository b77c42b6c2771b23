// The chart above a report (beyond the old system): per season, what reached the federation by
// payment method. Loaded lazily (its own chunk), so the report grid paints first and the charts
// library never weighs on the admin's initial bundle. It follows the report's filters.
import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { useTranslate } from 'react-admin';
import { formatEuro } from '../../src/lib';
import type { ReportFilters, ReportType } from '../../resources/contracts/reports';
import { useReportChart } from './api';

const SERIES = ['Bonifico', 'CartaCredito', 'ContoTransitorio'] as const;
/** Axis ticks in short form ('30K €', '2,5 Mln €'): a phone has no room for '30.000,00 €'. */
const compact = new Intl.NumberFormat('it-IT', { notation: 'compact', maximumFractionDigits: 1 });
const tickEuro = (v: number) => `${compact.format(v)} €`;

export default function ReportChart({ type, filters }: { type: ReportType; filters: ReportFilters }) {
  const t = useTranslate();
  const { data } = useReportChart(type, filters);
  if (!data?.length) return null;
  const summary = data.map((d) => `${d.stagione}: ${SERIES.map((s) => `${t(`reports.columns.${s}`)} ${formatEuro(d[s])}`).join(', ')}`).join('; ');
  return (
    <Box component="figure" sx={{ m: 0, mb: 2, minWidth: 0, maxWidth: '100%', overflow: 'hidden', position: 'relative' }} aria-label={t('reports.chart.title')}>
      <Typography component="figcaption" variant="subtitle2">
        {t('reports.chart.title')}
      </Typography>
      <BarChart
        height={220}
        dataset={data.map((d) => ({ ...d }))}
        xAxis={[{ scaleType: 'band', dataKey: 'stagione' }]}
        // Room for the longest short tick ('-2,5 Mln €'), so no tick is cut.
        yAxis={[{ width: 64, valueFormatter: (v: number, ctx: AxisValueFormatterContext) => (ctx.location === 'tick' ? tickEuro(v) : formatEuro(v)) }]}
        series={SERIES.map((s) => ({ dataKey: s, label: t(`reports.columns.${s}`), valueFormatter: (v: number | null) => formatEuro(v ?? 0), stack: 'metodo' }))}
        margin={{ left: 10, right: 10 }}
      />
      <Box component="p" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {summary}
      </Box>
    </Box>
  );
}
