// What a grid needs from an infinite list query (the generator's useResourceList, the users list):
// its rows so far, the paging state, and a failed read with the way to try again.
import type { RaRecord, UseInfiniteGetListHookValue } from 'ra-core';
import { retryOf } from '../components/ReadFailure';

export interface GridList {
  rows: RaRecord[];
  total: number | undefined;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => void;
  /** The failed read (first page or a next one), or null. */
  error: unknown;
  retry: () => void;
}

export function gridList(query: UseInfiniteGetListHookValue<RaRecord>, rows: RaRecord[]): GridList {
  return {
    rows,
    total: query.total,
    isPending: query.isPending,
    hasNextPage: !!query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetching: query.isFetching,
    fetchNextPage: () => void query.fetchNextPage(),
    error: query.error ?? null,
    retry: retryOf(query),
  };
}
