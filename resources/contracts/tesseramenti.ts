// Registrations, transfers, loans and renewals: the shapes and status lists both halves share
// (spec 2 §3 "Transfer dialog state", "Membership dialog payload", §4 transfer list).

/** trasferimento.stato (CHECK in migration 012). */
export const TRASFERIMENTO_STATI = ['in_attesa', 'approvata', 'rifiutata', 'annullata'] as const;
export type TrasferimentoStato = (typeof TRASFERIMENTO_STATI)[number];

/** Status labels of the transfers grid (spec 2 §4: APPROVATA, RIFIUTATA, IN ATTESA DI APPROVAZIONE). A request
 * the requesting club cancelled ('Annulla') is refused as its entry is (ledger: rifiutata and annullata). */
export const TRASFERIMENTO_LABEL: Record<TrasferimentoStato, string> = {
  in_attesa: 'IN ATTESA DI APPROVAZIONE',
  approvata: 'APPROVATA',
  rifiutata: 'RIFIUTATA',
  annullata: 'RIFIUTATA',
};

/** The club acceptance column: true ACCETTATO, false RIFIUTATO, null blank. */
export const accettazioneLabel = (v: boolean | null) => (v === true ? 'ACCETTATO' : v === false ? 'RIFIUTATO' : '');

/**
 * The families a person holds a card (tessera) of: referee and the coach/technical ones. They are the
 * only roles registered without a club, as the person's own licence (spec 1 §6); the membership dialog
 * without a club offers only them and the server refuses the others.
 */
export const CARD_FAMILIES: readonly string[] = ['Arbitro', 'Tecnico', 'PreparatoreAtletico', 'PreparatorePortieri', 'IstruttorePromozionale'];

export const DURATE = ['definitiva', 'annuale'] as const;
export type Durata = (typeof DURATE)[number];

export const RENEW_TYPES = ['Atleta', 'Dirigente', 'Consiglio'] as const;
export type RenewType = (typeof RENEW_TYPES)[number];

/** Module codes (spec 2 §9) and the foreign attribute. */
export const MODULE_CODES = ['T1', 'T1.1', 'T4', 'T5', 'T11', 'T12'] as const;
export const STRANIERO = 'STRANIERO';
/**
 * Spec 2 §5 module selection, shared by the server and the dialogs: a type with one module uses it;
 * otherwise the foreign module (STRANIERO) when the citizenship is not Italiana, else the non-foreign one.
 */
export function selectModule<M extends { attributo: string | null }>(moduli: M[], cittadinanza: string): M | null {
  if (moduli.length <= 1) return moduli[0] ?? null;
  const foreign = cittadinanza !== 'Italiana';
  return moduli.find((m) => (m.attributo === STRANIERO) === foreign) ?? moduli[0];
}

/** '1 Stagione', '2 Stagioni' … up to a type's maximum (spec 2 §9). */
export const seasonChoices = (max: number) => Array.from({ length: Math.max(1, max) }, (_, i) => ({ id: i + 1, name: i === 0 ? '1 Stagione' : `${i + 1} Stagioni` }));

/** Optional modules of the transfer dialog, each with its extra fields. */
export const OPTIONAL_MODULES = ['T1.1', 'T4', 'T5'] as const;
export type OptionalModule = (typeof OPTIONAL_MODULES)[number];

/** One extra answer of a module form; `when`: shown only while another answer of the form has that value. */
export interface ModuleExtraField {
  key: string;
  kind: 'bool' | 'text';
  /** Italian label (the printed form; the dialog's catalogue key is tesseramenti.transfer.extra.{key}). */
  label: string;
  when?: { key: string; is: boolean };
}

/**
 * The extra answers the optional modules record, under the names of the module's extra data (spec 2 §3:
 * eligibility module T1.1 with its nationality and derogation toggles; T4 no official report; T5 the loan),
 * in the form's order. Spec 2 §4: the second-nationality name only while convocabile_italia is false, the
 * other federation's name only while provenienza_fed_straniera is true.
 */
export const MODULE_EXTRA_FIELDS: Record<OptionalModule, ModuleExtraField[]> = {
  'T1.1': [
    { key: 'nato_in_italia', kind: 'bool', label: 'Nato in Italia' },
    { key: 'residenza_sempre_italiana', kind: 'bool', label: 'Residenza sempre in Italia' },
    { key: 'tesserato_4_con_t6', kind: 'bool', label: 'Tesserato da almeno 4 anni con modulo T6' },
    { key: 'minore_residente_italia', kind: 'bool', label: 'Minore residente in Italia' },
    { key: 'genitori_nati_italia', kind: 'bool', label: 'Genitori nati in Italia' },
    { key: 'italia_more_time', kind: 'bool', label: 'In Italia da almeno 36 mesi' },
    { key: 'convocabile_italia', kind: 'bool', label: 'Convocabile nelle squadre nazionali italiane' },
    { key: 'seconda_nazionalita_nome', kind: 'text', label: 'Seconda nazionalità', when: { key: 'convocabile_italia', is: false } },
    { key: 'provenienza_fed_straniera', kind: 'bool', label: 'Proveniente da federazione straniera' },
    { key: 'provenienza_fed_straniera_nome', kind: 'text', label: 'Federazione di provenienza', when: { key: 'provenienza_fed_straniera', is: true } },
    { key: 'deroga_arbitro', kind: 'bool', label: 'Deroga arbitro' },
    { key: 'deroga_allenatore', kind: 'bool', label: 'Deroga allenatore' },
    { key: 'aspettativa_tecnico_dirigente', kind: 'bool', label: 'Aspettativa tecnico o dirigente' },
  ],
  T4: [
    { key: 'societa_precedente', kind: 'text', label: 'Società precedente' },
    { key: 'no_referto_ufficiale', kind: 'bool', label: 'Nessun referto ufficiale' },
  ],
  T5: [{ key: 'motivo_prestito', kind: 'text', label: 'Motivo del prestito' }],
};

/** The fields of `fields` shown for these answers (an unanswered toggle counts as false). */
export const shownExtraFields = (fields: ModuleExtraField[], answers: Record<string, unknown>) => fields.filter((f) => !f.when || Boolean(answers[f.when.key]) === f.when.is);

/** Every module's extra fields once, in order: what a recorded form's answers are read against. */
export const ALL_EXTRA_FIELDS: ModuleExtraField[] = OPTIONAL_MODULES.flatMap((code) => MODULE_EXTRA_FIELDS[code]);

/** A recorded form's answers for display (printed form, read-only dialog): the known, shown, answered ones. */
export const answeredExtras = (answers: Record<string, unknown>) =>
  shownExtraFields(ALL_EXTRA_FIELDS, answers).filter((f) => answers[f.key] !== undefined && answers[f.key] !== null && answers[f.key] !== '');

/** A transfer row of /trasferimenti and /trasferimentirichiesti. */
export interface TrasferimentoRow {
  id: number;
  anagrafica_id: number;
  nome_completo: string;
  matricola: string;
  societa_from_id: number;
  societa_from: string;
  societa_to_id: number;
  societa_to: string;
  stato: TrasferimentoStato;
  accettato_societa: boolean | null;
  durata: Durata;
  tipologia: string | null;
  importo: number;
  partita_contabile_id: number | null;
  data_richiesta: string;
  data_approvazione: string | null;
  data_rifiuto: string | null;
  /** What the caller may do on the row (spec 2 §4, §6). */
  can_approve: boolean;
  can_reject: boolean;
  can_cancel: boolean;
}

/** POST/PUT anagrafica/{id}/societa: the transfer dialog state (spec 2 §3). */
export interface TesseramentoPayload {
  ruolo: number;
  societa_id: number;
  disciplina?: number | null;
  tipologia_tesseramento_id: number;
  durata?: Durata;
  data_inizio?: string;
  numero_stagioni?: number;
  consiglio?: boolean;
  costo?: number;
  requestModified?: boolean;
  serie_id?: number | null;
  stagione_id?: number;
  diritto_revoca?: boolean;
  accetta_privacy?: boolean;
  modulo?: number | null;
  moduli_opzionali?: Partial<Record<OptionalModule, Record<string, unknown>>>;
}

/** The answer of every operation that costs money. */
export interface CarrelloDetails {
  carrello_id: number | null;
  partite_contabili: { id: number; codice: string; importo: number; descrizione: string }[];
}
/**
 * GET anagrafica/{id}/tesseretecniche, for 'Nuovo Tesseramento Arbitro/Tecnico' (spec 2 §2.5, §4): per
 * card, whether its save (POST/PUT anagrafica/{id}/tessera{arbitro,allenatore}) would be taken now
 * (offerta: the season running, the season's card not held) and whether it renews a card (rinnovo).
 */
export interface CardOffer {
  offerta: boolean;
  rinnovo: boolean;
}
export type CardOffers = Record<'arbitro' | 'allenatore', CardOffer>;

export interface OperationResult {
  error: false;
  message: string;
  id?: number;
  errorMessage?: string;
  carrello_details: CarrelloDetails;
}

/**
 * GET trasferimento/persona?codice_fiscale=: whose the codice fiscale is, as much as a club needs to be
 * sure of the athlete before asking for the transfer — never contact data, documents or IBAN.
 */
export interface TransferCandidate {
  id: number;
  cognome: string;
  nome: string;
  data_nascita: string;
  sesso: string;
  /** Picks the form the request files (spec 2 §5 module selection: STRANIERO when not Italiana). */
  cittadinanza: string;
  /** The club the athlete belongs to in the season (the transfer would be from it); null when none. */
  societa: { id: number; nome: string } | null;
  /** Already among the asking club's people of the season: it is managed from the member's record. */
  gia_della_societa: boolean;
}

/** Spec texts the server and the dialogs both show. */
export const MESSAGES = {
  serieObbligatoria: 'Serie Obbligatoria',
  nessunaSerie: 'Non ci sono serie disponibili per la società selezionata',
  nonAllenatore: "La tua anagrafica non è settata come allenatore. Contatta l'amministrazione per poter proseguire!!",
  rinnoviChiusi: 'Non è possibile eseguire rinnovi in questo momento',
  rinnoviOk: 'Rinnovi eseguiti con successo',
  salvato: 'Dati salvati con successo',
  nessunTesseratoCf: 'Nessun tesserato con questo codice fiscale',
  codiceFiscaleNonValido: 'Il codice fiscale non è valido',
} as const;
