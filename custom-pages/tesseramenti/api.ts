// Calls of the registration dialogs (spec 2 §7 Members writes, Clubs renewals/loans/licences, lookups).
import { api } from '../../src/providers';
import type { CardOffers, OperationResult, RenewType, TesseramentoPayload } from '../../resources/contracts/tesseramenti.ts';

export interface Option {
  id: number;
  nome: string;
}
export interface Modulo extends Option {
  codice: string;
  attributo: string | null;
}
export interface TipologiaOption extends Option {
  codice: string;
  famiglia_ruolo: string;
  max_stagioni: number;
  importo: number;
  moduli: Modulo[];
  stagioni: { id: number; name: string }[];
  /** With getTipologie (role and person): the person already has an approved athlete registration (spec 2 §4: only then is the duration offered). */
  has_approved_athlete_registration?: boolean;
}
export interface SerieOption extends Option {
  sesso: string;
  codice_affiliazione?: string | null;
}
export interface RuoloOption extends Option {
  codice?: string;
  famiglia_ruolo?: string;
}

const data = <T>(p: Promise<{ data: T[] }>) => p.then((r) => r.data);

export const getRuoli = () => data(api<{ data: RuoloOption[] }>('ruolo', { query: { tipofamiglia: 'GEN' } }));
export const getTipologie = (ruolo: number, anagraficaId: number, season?: number) =>
  data(api<{ data: TipologiaOption[] }>('tipologiatesseramento', { query: { ruolo, anagrafica_id: anagraficaId, season } }));
export const getTipologieFamiglia = (famiglia: string) => data(api<{ data: TipologiaOption[] }>('tipologiatesseramento', { query: { type: 'tesseramento', famiglia } }));
// Series and cost are asked for the season the dialog saves in (the header's): without it the server
// answers for the open season, and a dialog saving in another one showed a price it did not charge.
export const getSerie = (societa: number, anagrafica: number, tipologia?: number, season?: number) =>
  data(api<{ data: SerieOption[] }>('serie', { query: { societa, anagrafica, tipologia_tesseramento: tipologia, season } }));
/** `type: 'converti'`: what 'Converti in Agonista' to the type would charge (the difference). */
export const getCosto = (anagraficaId: number, tipologia: number, societa?: number, serie?: number | null, season?: number, type?: 'converti') =>
  api<{ importo: number }>(`anagrafica/${anagraficaId}/costooperazione`, { query: { tipologia_tesseramento_id: tipologia, societa_id: societa, serie_id: serie, season, type } });

export const saveTesseramento = (anagraficaId: number, body: TesseramentoPayload, method: 'POST' | 'PUT' = 'POST') => api<OperationResult>(`anagrafica/${anagraficaId}/societa`, { method, body });

/** The clubs the athlete may be lent to: the server's rule (twinned for the athlete's sex). */
export const getLoanTwins = (societa: number, anagrafica: number) => data(api<{ data: Option[] }>(`societa/${societa}/prestitogemellaggio`, { query: { anagrafica_id: anagrafica } }));
export const getLoanSerie = (societa: number, parent: number, anagrafica: number) => data(api<{ data: SerieOption[] }>(`societa/campionati/serie/${societa}/${parent}/${anagrafica}`));
export const prestitoGemellaggio = (societa: number, body: { serie: number[]; anagrafica_id: number; societa_parent: number }) =>
  api<OperationResult>(`societa/${societa}/prestitogemellaggio`, { method: 'POST', body });

export const getLicenceSerie = (societa: number, societaFrom: number, anagrafica: number) =>
  data(api<{ data: SerieOption[] }>(`societa/${societa}/serie`, { query: { societa_from: societaFrom, anagrafica_id: anagrafica } }));
export const prestitoLicenza = (societa: number, body: { serie: number[]; anagrafica_id: number; societa_to: number; societa_from: number }) =>
  api<OperationResult>(`societa/${societa}/prestitolicenza`, { method: 'POST', body });

export const modificaVincolo = (anagraficaId: number, body: { partitacontabile_id: number; data_rinnovo: string }) =>
  api<{ error: boolean; message: string }>(`anagrafica/${anagraficaId}/societa/modificavincolo`, { method: 'POST', body: { anagrafica_id: anagraficaId, ...body } });

export type CardKind = 'arbitro' | 'allenatore' | 'anagrafica';
export interface MembershipPayload {
  ruolo?: number | null;
  societa_id?: number | null;
  disciplina?: number | null;
  stagione_id?: number;
  tipologiaTesseramento?: number | null;
  costo?: number;
  modulo?: number | null;
  accetta_privacy?: boolean;
  deroga_aspettativa?: boolean;
  type?: 'renew' | 'tesseramento' | 'converti';
  buyWithoutMoney?: boolean;
  serie_id?: number | null;
}
export const saveCard = (kind: CardKind, anagraficaId: number, body: MembershipPayload, renew: boolean) =>
  api<OperationResult>(`anagrafica/${anagraficaId}/tessera${kind}`, { method: renew ? 'PUT' : 'POST', body });
/** Which of the person's cards the save above would take now, and whether each renews one (in the season it saves in, the open one). */
export const getCardOffers = (anagraficaId: number) => api<CardOffers>(`anagrafica/${anagraficaId}/tesseretecniche`);

export interface RenewRow {
  id: number;
  nome_completo: string;
  matricola: string;
  tipologia_tesseramento_nome: string;
  importo: number;
  /** Why the row cannot be renewed here (an under type the athlete outgrew), else null. */
  motivo?: string | null;
}
export const RENEW_QUERY: Record<RenewType, Record<string, string>> = {
  Atleta: {},
  Dirigente: { type: 'dirigenti' },
  Consiglio: { consigliodirettivo: 'true' },
};
export const getToRenew = (societa: number, kind: RenewType, season?: number) =>
  api<{ data: RenewRow[]; rinnovi_aperti: boolean; message: string }>(`societa/${societa}/anagraficatorenew`, { query: { season, ...RENEW_QUERY[kind] } });
export interface RenewPayload {
  season?: number;
  anagrafiche: number[];
  renewType: RenewType;
  /** Spec 2 §7: the board renewal's 'action changeTipologiaTesseramento' with the new reason. */
  action?: 'changeTipologiaTesseramento';
  newTipologiaTesseramento?: number | null;
  removeFromConsiglio?: boolean;
  numero_stagioni?: number;
}
export const executeRenew = (societa: number, body: RenewPayload) => api<OperationResult & { errorMessage?: string }>(`societa/${societa}/executetesseratirenew`, { method: 'POST', body });
