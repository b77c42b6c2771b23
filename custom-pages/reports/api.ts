// Calls of the reports screens: the paged report (infinite scroll) and the chart, both keyed by the
// report type and its filters so that a filter change reloads them.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../src/providers/http';
import type { ReportAnswer, ReportChartPoint, ReportFilters, ReportType } from '../../resources/contracts/reports';

export const REPORT_PAGE_SIZE = 30;

export interface ReportSort {
  field: string;
  order: 'asc' | 'desc';
}

export function useReport(type: ReportType, filters: ReportFilters, sort: ReportSort | null) {
  return useInfiniteQuery({
    queryKey: ['adminreports', type, filters, sort],
    queryFn: ({ pageParam, signal }) =>
      api<ReportAnswer>('adminreports', {
        query: { type, ...filters, page: pageParam, paginate: REPORT_PAGE_SIZE, sortby: sort ? `${sort.field}:${sort.order}` : undefined },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

export function useReportChart(type: ReportType, filters: ReportFilters) {
  return useQuery({
    queryKey: ['adminreports', 'chart', type, filters],
    queryFn: ({ signal }) => api<{ data: ReportChartPoint[] }>('adminreports/chart', { query: { type, ...filters }, signal }),
    select: (answer) => answer.data,
  });
}
