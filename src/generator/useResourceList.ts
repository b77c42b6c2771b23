// The grid's data: pages of 30 from the declared endpoint, in the chosen order, matching the search,
// for the season picked in the header when the resource belongs to a season.
import { useMemo } from 'react';
import { useInfiniteGetList, type RaRecord } from 'ra-core';
import type { ResourceDeclaration } from '../../resources/types';
import { useSeason } from '../lib/session';
import { PAGE_SIZE, type SortState } from './gridState';
import { gridList } from './gridList';

/** No sort chosen: the server's own order (the declaration's default sort). */
const NO_SORT = { field: '', order: 'ASC' as const };

export function useResourceList(decl: ResourceDeclaration, sort: SortState | null, term: string) {
  const [season] = useSeason();
  // The season is part of the query key, so picking another season reloads the grid. A declared
  // season path asks the spec's URL (configurazioni/stagioni/{seasonId}) instead of ?season=.
  const meta = useMemo(() => {
    if (!decl.season) return undefined;
    if (decl.season.path && season) return { endpoint: `${decl.endpoint}/${decl.season.path}/${season.id}`, season: false, seasonKey: season.id };
    return { seasonKey: season?.id ?? null };
  }, [decl, season]);
  const query = useInfiniteGetList<RaRecord>(decl.name, {
    pagination: { page: 1, perPage: decl.pageSize ?? PAGE_SIZE },
    sort: sort ?? NO_SORT,
    filter: term ? { q: term } : {},
    meta,
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  return gridList(query, rows);
}
