// Typed calls of the club screen (spec 2 §7 Clubs) and their react-query hooks.
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, download, type Page } from '../../src/providers';
import { saveFile } from '../../src/components';
import { usePortafoglio } from '../contabilita/api';
import type { ConsiglioDirettivo, ConsiglioRow, MemberRow, SocietaDetail, SocietaFlag, SynchRow, SynchType } from '../../resources/contracts/societa.ts';

export * from '../../resources/contracts/societa.ts';

export interface SocietaListItem {
  id: number;
  nome: string;
  codice_affiliazione: string | null;
  persona_fisica: boolean;
  email: string | null;
  codice_fiscale: string | null;
  partita_iva: string | null;
  azienda: boolean;
  key: string;
  affiliata: boolean;
}

export interface WriteAnswer {
  error: boolean;
  message: string;
  id?: number;
}

export const societaKeys = {
  all: ['societa'] as const,
  list: (search: string, flags: SocietaFlag[]) => ['societa', 'list', search, flags.join(':')] as const,
  detail: (id: number, season?: number) => ['societa', 'detail', id, season ?? 0] as const,
  members: (id: number, path: string, season?: number) => ['societa', 'members', id, path, season ?? 0] as const,
  board: (id: number, season?: number) => ['societa', 'board', id, season ?? 0] as const,
  synch: (subject: Record<string, unknown>, type: string) => ['societa', 'synch', subject, type] as const,
};

export const LIST_PAGE_SIZE = 30;

/** The left list: pages of 30, alphabetical, with search and the advanced-search flags. */
export function useSocietaList(search: string, flags: SocietaFlag[], enabled = true) {
  return useInfiniteQuery({
    queryKey: societaKeys.list(search, flags),
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => api<Page<SocietaListItem>>('societa', { query: { page: pageParam, paginate: LIST_PAGE_SIZE, search, sortby: 'nome:asc', flag: flags.join(':') }, signal }),
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    // While a new search loads, the list keeps the rows shown: no blank flash, and a row being
    // clicked is not unmounted under the pointer.
    placeholderData: keepPreviousData,
  });
}

export function useSocieta(id: number | null, season?: number) {
  return useQuery({
    queryKey: societaKeys.detail(id ?? 0, season),
    enabled: id !== null,
    queryFn: ({ signal }) => api<SocietaDetail>(`societa/${id}`, { query: { season }, signal }),
  });
}

export const saveSocieta = (id: number | null, body: Record<string, unknown>) => api<WriteAnswer>(id ? `societa/${id}` : 'societa', { method: id ? 'PUT' : 'POST', body });

/** Member tables (spec 2 §2.2): the path after anagrafica/societa/{id}. */
export const MEMBER_TABLE_PATHS = {
  atleti: '',
  gemellaggi: '/gemellaggi',
  dirigenti: '/dirigenti',
  allenatori: '/allenatori',
  fisioterapisti: '/tesserati?famiglia=Fisioterapista',
  medici: '/tesserati?famiglia=Medico',
  tap: '?tipologiatesseramento=PRO',
  taps: '?tipologiatesseramento=PROS',
} as const;

export function useMembers(id: number, path: string, season?: number) {
  return useQuery({
    queryKey: societaKeys.members(id, path, season),
    queryFn: ({ signal }) => {
      const [p, qs] = path.split('?');
      const query = Object.fromEntries(new URLSearchParams(qs ?? ''));
      return api<{ data: MemberRow[]; total: number }>(`anagrafica/societa/${id}${p}`, { query: { ...query, season }, signal });
    },
  });
}

export function useBoard(id: number, season?: number) {
  const data = useQuery({
    queryKey: [...societaKeys.board(id, season), 'data'],
    queryFn: ({ signal }) => api<ConsiglioDirettivo>(`societa/${id}/dettagliconsigliodirettivo`, { query: { season }, signal }),
  });
  const members = useQuery({
    queryKey: [...societaKeys.board(id, season), 'members'],
    queryFn: ({ signal }) => api<{ data: ConsiglioRow[]; total: number }>(`anagrafica/societa/${id}/consigliodirettivo`, { query: { season }, signal }),
  });
  return { data, members };
}

export const saveBoard = (id: number, body: Record<string, unknown>) => api<WriteAnswer>(`societa/${id}/dettagliconsigliodirettivo`, { method: 'POST', body });

/** Whose alignment rows: a club's, or a member's of a season (spec 2 §7 GET synch?type=&anagrafica_id=&scope=). */
export type SynchSubject = { societaId: number } | { anagraficaId: number; seasonId: number | undefined };

const synchQuery = (subject: SynchSubject) => ('societaId' in subject ? { societa_id: subject.societaId } : { anagrafica_id: subject.anagraficaId, scope: 'current', season: subject.seasonId });

export function useSynch(subject: SynchSubject, type: SynchType, enabled: boolean) {
  const query = synchQuery(subject);
  return useQuery({
    queryKey: societaKeys.synch(query, type),
    enabled,
    queryFn: ({ signal }) => api<{ data: SynchRow[]; total: number; allineato: boolean }>('synch', { query: { type, ...query }, signal }),
  });
}

/** The club's wallet: the accounting area's own query (same key and call as its WalletPanel), so every money write refreshes 'Bonus Attuale' too. */
export const useWallet = (id: number) => usePortafoglio({ type: 'societa', id });

export const getCostoAffiliazione = (id: number, season?: number) => api<{ error: boolean; message: string; importo: number | null }>(`societa/${id}/getcostoaffiliazione`, { query: { season } });
export const richiestaAffiliazione = (id: number, season: number) => api<WriteAnswer & { carrello_details: unknown }>(`societa/${id}/richiestaaffiliazione`, { method: 'POST', body: { season } });
export const sendDataToConi = (id: number) => api<WriteAnswer>(`societa/${id}/sendDataToConi`, { method: 'POST' });
export const gemella = (id: number, body: { societa_id: number | null; sesso: string }) => api<WriteAnswer>(`societa/${id}/gemella`, { method: 'POST', body });
export const decideGemellaggio = (id: number, approve: boolean) => api<WriteAnswer>(`societa/gemellaggi/${id}/${approve ? 'approve' : 'reject'}`, { method: 'POST' });

/** 'Stampa Certificato Tesseramento': the PDF saved under the name of its Content-Disposition. */
export async function printDaf(id: number, season?: number) {
  const { blob, fileName } = await download(`societa/${id}/daf`, { season });
  saveFile(blob, fileName ?? 'certificato.pdf');
}

export interface Lookup {
  id: number;
  [key: string]: unknown;
}
export const searchLocalita = (search: string, provincia?: string) =>
  api<Page<{ id: number; denominazione: string; codice_istat: string; provincia: string }>>('localita', { query: { search, provincia, paginate: 30 } });
export const listProvince = () => api<Page<{ id: number; descrizione: string; sigla: string; codice_istat: string }>>('provincia', { query: { paginate: 1000 } });
export const listComitati = () => api<Page<{ id: number; nome: string }>>('comitato', { query: { paginate: 1000 } });
export const listDiscipline = () => api<Page<{ id: number; nome: string }>>('disciplina', { query: { paginate: 1000 } });
/** The pickers' club search (GET societa/lookup, 3 characters or more): any club not deleted, not only the caller's, with id, name and affiliation code. */
export interface SocietaLookupItem {
  id: number;
  nome: string;
  codice_affiliazione: string | null;
}
export const lookupSocieta = (search: string, signal?: AbortSignal) => api<{ data: SocietaLookupItem[] }>('societa/lookup', { query: { search }, signal });

export function useInvalidateSocieta() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: societaKeys.all });
}
