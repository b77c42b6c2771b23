// Typed calls and react-query hooks of the members screen (spec 2 §7 Members).
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Page } from '../../src/providers';
import { saveFile } from '../../src/components';
import type { AnagraficaDetail, CertificatiRadar, CfPrefill, DuplicatiAnswer, ModuloRow, TesseraRow } from '../../resources/contracts/anagrafica.ts';

export * from '../../resources/contracts/anagrafica.ts';

export interface AnagraficaListRow {
  id: number;
  cognome: string;
  nome: string;
  nome_completo: string;
  matricola: string;
  codice_fiscale: string | null;
  data_nascita: string;
  data_scadenza_certificato: string | null;
  certificato_scaduto: boolean | null;
  ruoli: string[];
  mio: boolean;
}
export const KEYS = {
  all: ['anagrafica'] as const,
  list: (season: number | undefined, search: string, flag: string) => ['anagrafica', 'list', season, search, flag] as const,
  detail: (id: number, season: number | undefined) => ['anagrafica', 'detail', id, season] as const,
  // The season decides whether the user may see them (a club: its members of that season).
  moduli: (id: number, season: number | undefined) => ['anagrafica', 'moduli', id, season] as const,
  tessere: (id: number, season: number | undefined) => ['anagrafica', 'tessere', id, season] as const,
};

export function useAnagraficaList(season: number | undefined, search: string, flag: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: KEYS.list(season, search, flag),
    queryFn: ({ pageParam }) => api<Page<AnagraficaListRow>>('anagrafica', { query: { season, search, flag, page: pageParam, paginate: 30 } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useAnagrafica = (id: number | null, season: number | undefined) =>
  useQuery({
    queryKey: KEYS.detail(id ?? 0, season),
    queryFn: () => api<AnagraficaDetail>(`anagrafica/${id}`, { query: { season } }),
    enabled: !!id,
    retry: false,
  });

export const useModuli = (id: number, season: number | undefined, enabled = true) =>
  useQuery({
    queryKey: KEYS.moduli(id, season),
    queryFn: () => api<{ data: ModuloRow[] }>(`anagrafica/${id}/modulo`, { query: { season } }).then((r) => r.data),
    retry: false,
    enabled,
  });

export const useTessere = (id: number, season: number | undefined) =>
  useQuery({ queryKey: KEYS.tessere(id, season), queryFn: () => api<{ data: TesseraRow[] }>(`tessera/anagarfica/${id}`, { query: { season } }).then((r) => r.data), retry: false });

export const useModuliCatalogue = () =>
  useQuery({ queryKey: ['modulo'], queryFn: () => api<{ data: { id: number; nome: string; codice: string }[] }>('modulo').then((r) => r.data), staleTime: 600_000 });

export const useCertificatiRadar = (season: number | undefined) =>
  useQuery({ queryKey: ['anagrafica', 'certificati', season], queryFn: () => api<CertificatiRadar>('anagrafica/certificati', { query: { season } }) });

/** Re-reads everything about the members after a write. */
export function useRefreshAnagrafica() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEYS.all });
}

export type SaveAnswer = { error: boolean; message: string; id?: number };

export const saveAnagrafica = (values: Record<string, unknown>, season: number | undefined) =>
  values.id ? api<SaveAnswer>(`anagrafica/${values.id}`, { method: 'PUT', body: values, query: { season } }) : api<SaveAnswer>('anagrafica', { method: 'POST', body: values, query: { season } });

export const prefillFromCf = (cf: string) => api<CfPrefill>(`anagrafica/codicefiscale/${encodeURIComponent(cf)}`);

export const findDuplicati = (q: { cognome: string; nome: string; data_nascita: string; exclude?: number }, season: number | undefined) =>
  api<DuplicatiAnswer>('anagrafica/duplicati', { query: { ...q, season } });

export const saveCertificate = (id: number, data_scadenza_certificato: string, season: number | undefined) =>
  api<SaveAnswer>(`anagrafica/${id}/certificate`, { method: 'POST', body: { data_scadenza_certificato }, query: { season } });

export const saveModulo = (id: number, accetta_privacy: boolean) => api<SaveAnswer>(`anagraficamodulo/${id}`, { method: 'PUT', body: { accetta_privacy } });
export const changeModulo = (id: number, modulo: number) => api<SaveAnswer>(`anagraficamodulo/${id}/change`, { method: 'POST', body: { modulo } });

function base64ToBlob(b64: string, type: string): Blob {
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

/** downloadmodulo / downloadattestato answer file_name and a base64 PDF, which is saved. */
export async function downloadPdf(path: string, season: number | undefined) {
  const f = await api<{ file_name: string; file_content: string }>(path, { query: { season } });
  saveFile(base64ToBlob(f.file_content, 'application/pdf'), f.file_name);
}

/** Lookups of the clubs area (server/geo): provinces, and towns of a province. */
export interface Provincia {
  id: number;
  sigla: string;
  descrizione: string;
}
export interface Localita {
  id: number;
  denominazione: string;
  codice_istat?: string;
}
export const useProvince = () =>
  useQuery({ queryKey: ['provincia'], queryFn: () => api<{ data: Provincia[] } | Provincia[]>('provincia', { query: { paginate: 1000 } }).then(rowsOf), staleTime: 3_600_000, retry: false });
export const useLocalita = (provincia: string | null | undefined) =>
  useQuery({
    queryKey: ['localita', provincia],
    queryFn: () => api<{ data: Localita[] } | Localita[]>('localita', { query: { provincia, paginate: 1000 } }).then(rowsOf),
    enabled: !!provincia,
    staleTime: 3_600_000,
    retry: false,
  });
const rowsOf = <T>(r: { data: T[] } | T[]) => (Array.isArray(r) ? r : r.data);
