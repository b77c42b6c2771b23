// The club report (/reports) and the member report (/anagraficareports) of spec 2 §2.9: 'Filtri' and
// 'Esporta' (the export queue, same rows as the screen), the chart above, the grid with its totals.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import DownloadIcon from '@mui/icons-material/Download';
import { Title, useTranslate } from 'react-admin';
import { useStartExport } from '../../src/components/exports';
import { useSeason } from '../../src/lib';
import type { ReportFilters, ReportRow, ReportType } from '../../resources/contracts/reports';
import { useReport, type ReportSort } from './api';
import { nextSort, ReportTable } from './ReportTable';
import { ReportFilterDialog } from './ReportFilterDialog';

const ReportChart = lazy(() => import('./ReportChart'));

const withSeason = (filters: ReportFilters, season: string | undefined): ReportFilters => {
  const { stagione: _previous, ...others } = filters;
  return season ? { ...others, stagione: season } : others;
};

/**
 * The report's filters, whose season is the one picked in the header: it is the default, and picking
 * another season in the header puts that one in its place, the other filters kept (as the accounting
 * grids follow the header). 'Rimuovi Filtri' removes it too, until the header's season changes again.
 */
function useSeasonFilters() {
  const [season] = useSeason();
  const seasonId = season ? String(season.id) : undefined;
  const [filters, setFilters] = useState<ReportFilters>(() => withSeason({}, seasonId));
  // Adjusted during render, not in an effect: the old season's report is never asked for.
  const [followed, setFollowed] = useState(seasonId);
  if (followed !== seasonId) {
    setFollowed(seasonId);
    setFilters((f) => withSeason(f, seasonId));
  }
  return [filters, setFilters] as const;
}

export function ReportPage({ type }: { type: ReportType }) {
  const t = useTranslate();
  const [filters, setFilters] = useSeasonFilters();
  const [sort, setSort] = useState<ReportSort | null>(null);
  const [open, setOpen] = useState(false);
  const startExport = useStartExport();
  const report = useReport(type, filters, sort);
  const pages = report.data?.pages;
  const rows = useMemo(() => pages?.flatMap((p) => p.data as ReportRow[]) ?? [], [pages]);
  const first = pages?.[0];
  const title = t(`reports.${type}.title`);

  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: '100%', overflow: 'hidden' }}>
      <Title title={title} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {first && <Chip label={t('reports.total_records', { count: first.total })} />}
        <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setOpen(true)}>
          {t('reports.filters.button')}
        </Button>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => startExport('adminreports', { type, ...filters, sortby: sort ? `${sort.field}:${sort.order}` : undefined })}>
          {t('reports.export')}
        </Button>
      </Stack>
      <Suspense fallback={null}>
        <ReportChart type={type} filters={filters} />
      </Suspense>
      <ReportTable
        title={title}
        rows={rows}
        columns={first?.columns ?? []}
        totals={first?.totals ?? null}
        isPending={report.isPending}
        isFetching={report.isFetching}
        sort={sort}
        onSort={(field) => setSort((s) => nextSort(s, field))}
        hasNextPage={!!report.hasNextPage}
        isFetchingNextPage={report.isFetchingNextPage}
        fetchNextPage={() => void report.fetchNextPage()}
      />
      {open && (
        <ReportFilterDialog
          open
          type={type}
          filters={filters}
          onClose={() => setOpen(false)}
          onApply={(f) => {
            setFilters(f);
            setOpen(false);
          }}
        />
      )}
    </Box>
  );
}
