// Typed calls of spec 2 §7 Accounting and their react-query hooks. Types come from the contract.
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, failureOf, type Page, type Query } from '../../src/providers';
import { choiceOf } from '../../src/lib';
import type {
  Banca,
  IncrementBody,
  ListStatus,
  MovimentoRow,
  Party,
  PartitaDetail,
  PartitaFilters,
  PartitaRow,
  PartyType,
  PortafoglioRow,
  TransazioneRow,
  VersamentoSummary,
} from '../../resources/contracts/contabilita.ts';

export type { Party, PartitaRow, PartitaDetail, PortafoglioRow, MovimentoRow, TransazioneRow, Banca, PartitaFilters, ListStatus, PartyType, VersamentoSummary };

export interface WriteAnswer {
  error: boolean;
  message: string;
  id?: number;
  totale?: number;
  checkout_url?: string;
}

/** Every accounting query starts with this key: a money write invalidates them all. */
export const LEDGER_KEY = ['contabilita'];

/** The list call of a grid: the party's variant when a party is given, else the whole side. */
export function entriesPath(party?: Party | null): string {
  return party ? `partitacontabile/${party.type}/${party.id}` : 'partitacontabile';
}

const PAGE = 30;

/** What a failed read says (the server's message: 403 'Non hai i permessi per questa operazione'), or null. */
export { failureOf };

/** Pages of 30 of a list call (infinite scroll); `enabled` false while a tab is hidden. */
export function usePagedList<T>(path: string, query: Query, enabled = true) {
  const q = useInfiniteQuery({
    queryKey: [...LEDGER_KEY, path, query],
    queryFn: ({ pageParam, signal }) => api<Page<T>>(path, { query: { ...query, page: pageParam, paginate: PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    enabled,
  });
  return {
    rows: q.data?.pages.flatMap((p) => p.data) ?? [],
    total: q.data?.pages[0]?.total ?? 0,
    isPending: q.isPending,
    isError: q.isError,
    failure: failureOf(q.error),
    hasNextPage: !!q.hasNextPage,
    isFetchingNextPage: q.isFetchingNextPage,
    isFetching: q.isFetching,
    fetchNextPage: () => void q.fetchNextPage(),
    // A tab selected again both enables its query and asks a reload: one read serves both (joined, not restarted).
    refetch: () => void q.refetch({ cancelRefetch: false }),
  };
}

export function useInvalidateLedger() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: LEDGER_KEY });
}

export const getPartita = (id: number) => api<PartitaDetail>(`partitacontabile/${id}`);
export const usePartita = (id: number | null) => useQuery({ queryKey: [...LEDGER_KEY, 'partita', id], queryFn: () => getPartita(id!), enabled: id != null });

const post = (path: string, body?: unknown) => api<WriteAnswer>(path, { method: 'POST', body: body ?? {} });

export const approvePartita = (id: number) => post(`partitacontabile/${id}/approve`);
export const rejectPartita = (id: number) => post(`partitacontabile/${id}/reject`);
/** Storno of an approved entry (admin) or 'Annulla' of a pending request (the requesting club). */
export const cancelPartita = (id: number, restoreAnagrafica?: boolean) => post(`partitacontabile/${id}/cancel`, restoreAnagrafica === undefined ? {} : { restoreAnagrafica });
export const changePartita = (id: number, newimporto: number) => post(`partitacontabile/${id}/change`, { newimporto });
export const approveLayer = (id: number, buyWithoutMoney?: boolean) => post(`partitacontabile/${id}/approvetrasferimento`, { buyWithoutMoney });
export const rejectLayer = (id: number) => post(`partitacontabile/${id}/rejecttrasferimento`);
export const createCustomCost = (body: Record<string, unknown>) => post('partitacontabile', body);
export const incrementPortafoglio = (walletId: number, body: IncrementBody) => post(`portafoglio/${walletId}/increment`, body);
export const approveTransazione = (id: number) => post(`transazione/${id}/approve`);
/** 'Approva versamento': every entry a bank-transfer payment (AVV…/BON…) pays that still awaits approval. */
export const approveVersamento = (codice: string) => post('partitacontabile/approveversamento', { codice_versamento: codice });

/**
 * What 'Approva versamento' would approve now (entries, total). Outside LEDGER_KEY: the approval's
 * refresh of the grids must not re-read it under the closing dialog (it would show 0 for a moment);
 * read again each time the dialog opens.
 */
export const useVersamento = (codice: string | null) =>
  useQuery({
    queryKey: ['contabilita-versamento', codice],
    queryFn: () => api<VersamentoSummary>('partitacontabile/versamento', { query: { codice_versamento: codice! } }),
    enabled: codice != null,
    staleTime: 0,
    gcTime: 0,
  });
export const rejectTransazione = (id: number) => post(`transazione/${id}/reject`);

/** A party's wallet (totale 0 and id null when it has none yet). */
export const usePortafoglio = (party: Party) =>
  useQuery({
    queryKey: [...LEDGER_KEY, 'portafoglio', party.type, party.id],
    queryFn: () => api<Omit<PortafoglioRow, 'id'> & { id: number | null }>(`portafoglio${party.type}/${party.id}`),
  });

export const useBanche = (automatica?: boolean) =>
  useQuery({
    queryKey: ['banca', automatica ?? 'all'],
    queryFn: () => api<{ data: Banca[] }>('banca', { query: automatica === undefined ? {} : { automatica: automatica ? 1 : 0 } }).then((r) => r.data),
    staleTime: 60_000,
  });

export const useCodici = (type?: PartyType) =>
  useQuery({
    queryKey: ['partitacontabile-codici', type ?? 'all'],
    queryFn: () => api<{ data: { codice: string; slug: string }[] }>('partitacontabile/codici', { query: { paginate: 30, ...(type ? { type } : {}) } }).then((r) => r.data),
    staleTime: 60_000,
  });

export const useStati = () =>
  useQuery({
    queryKey: ['partitacontabile-stati'],
    queryFn: () => api<{ data: { value: string; label: string }[] }>('partitacontabile/stati').then((r) => r.data),
    staleTime: Infinity,
  });

/** What the filter dialog shows for the club and member it filters on (their ids are in the filters). */
export type FilterLabels = Partial<Record<'societa_id' | 'anagrafica_id', string>>;

/** A person of the member picker, labelled 'Cognome Nome (matricola)'. */
export interface MemberOption {
  id: number;
  label: string;
}

interface AnagraficaSearchRow {
  id: number;
  cognome: string;
  nome: string;
  matricola?: string | null;
}

/** GET anagrafica?search=…&paginate=30: the people whose name, tax code or matricola match. */
export const searchAnagrafica = (search: string, signal?: AbortSignal) =>
  api<{ data: AnagraficaSearchRow[] }>('anagrafica', { query: { search, paginate: 30 }, signal }).then((r) => r.data.map((p): MemberOption => choiceOf('anagrafica', p)));

/** A custom registration type ('Ricavi custom' reason) with the season's fee, in euros. */
export interface CausaleCustom {
  id: number;
  nome: string;
  importo?: number | null;
}

/** GET tipologiatesseramento?famiglia=Custom&season=: the custom reasons with the season's fee. */
export const useCausaliCustom = (season: number | undefined, enabled = true) =>
  useQuery({
    queryKey: ['tipologiatesseramento', 'Custom', season ?? 'current'],
    queryFn: () => api<{ data: CausaleCustom[] }>('tipologiatesseramento', { query: { famiglia: 'Custom', paginate: 1000, ...(season ? { season } : {}) } }).then((r) => r.data),
    enabled,
  });

/** A date filter left as the mask's placeholder (or part of it) is no filter (spec 2 §5). */
const DATE_FILTERS = new Set(['dataDa', 'dataA']);

/** Filters as query keys: the amount filter only when both bounds are above zero (spec 2 §5). */
export function filtersToQuery(f: PartitaFilters): Query {
  const out: Query = {};
  // Only dates are dropped for a '_': a transaction or payment code may hold one (BON_123).
  for (const [k, v] of Object.entries(f)) if (v != null && v !== '' && !(DATE_FILTERS.has(k) && String(v).includes('_'))) out[k] = v;
  const min = Number(f.euro_min ?? 0);
  const max = Number(f.euro_max ?? 0);
  if (!(min > 0 && max > 0)) {
    delete out.euro_min;
    delete out.euro_max;
  }
  return out;
}
