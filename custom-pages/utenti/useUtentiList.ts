// The user list's data: pages of 30 of GET utente with the side filter (search, flag) and the sort.
// Like the generator's useResourceList, plus the toggles.
import { useMemo } from 'react';
import { useInfiniteGetList, type RaRecord } from 'ra-core';
import { gridList, PAGE_SIZE, type SortState } from '../../src/generator';
import type { UtentiFilterValue } from './UtentiListFilter';
import { UTENTE_RESOURCE } from './utentiApi';

const NO_SORT = { field: '', order: 'ASC' as const };

export function useUtentiList(sort: SortState | null, filter: UtentiFilterValue) {
  const query = useInfiniteGetList<RaRecord>(UTENTE_RESOURCE, {
    pagination: { page: 1, perPage: PAGE_SIZE },
    sort: sort ?? NO_SORT,
    // The data provider joins the flag list with a colon: flag=societa:arbitro:allenatore.
    filter: { ...(filter.search ? { q: filter.search } : {}), ...(filter.flag.length ? { flag: filter.flag } : {}) },
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  return gridList(query, rows);
}
