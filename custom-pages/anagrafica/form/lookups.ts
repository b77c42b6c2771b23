// Options of the member form's selects (spec 2 §7 Members, Lookups): the registration types of a
// technical role's family (GET tipologiatesseramento?famiglia=…&mostra_in_anagrafica=1) and the
// committees (GET comitato).
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../src/providers';
import type { QUALIFICATION_ROLES } from '../api';

export type QualificationRole = (typeof QUALIFICATION_ROLES)[number]['flag'];

/** tipologia_tesseramento.famiglia_ruolo of the types each technical role may hold (spec 2 §3 Card). */
export const ROLE_FAMIGLIA: Record<QualificationRole, string> = {
  arbitro: 'Arbitro',
  allenatore: 'Tecnico',
  preparatore_atl: 'PreparatoreAtletico',
  preparatore_port: 'PreparatorePortieri',
  istruttore_prom: 'IstruttorePromozionale',
};

export interface LookupOption {
  id: number;
  nome: string;
}

const rowsOf = <T>(r: { data: T[] } | T[]) => (Array.isArray(r) ? r : r.data);

/** The types of a role's family the member screens offer. */
export const useTipologieRuolo = (role: QualificationRole) =>
  useQuery({
    queryKey: ['tipologiatesseramento', 'anagrafica', ROLE_FAMIGLIA[role]],
    queryFn: () => api<{ data: LookupOption[] }>('tipologiatesseramento', { query: { famiglia: ROLE_FAMIGLIA[role], mostra_in_anagrafica: 1 } }).then(rowsOf),
    staleTime: 600_000,
    retry: false,
  });

export const useComitati = () =>
  useQuery({
    queryKey: ['comitato', 'anagrafica'],
    queryFn: () => api<{ data: LookupOption[] } | LookupOption[]>('comitato', { query: { paginate: 1000 } }).then(rowsOf),
    staleTime: 600_000,
    retry: false,
  });
