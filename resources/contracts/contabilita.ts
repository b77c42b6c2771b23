// The accounting contract (spec 2 §3 Accounting entry, Portfolio, Wallet top-up, Credit card
// transaction; §4 states; §7 Accounting), shared by server/ledger and custom-pages/contabilita.

/**
 * Who reaches the accounting calls at all (the accounting screens and the club/member screens that
 * embed their tabs): the server's declared access of the accounting reads, and what the client checks
 * before offering them (exports, the header cart). What each caller may then do is checked per entry.
 */
export const LEDGER_ACCESS: string[] = ['contabilitasocieta:read', 'contabilitatesserati:read', 'economicssocieta:read', 'anagrafica:read'];
/** Who may change anything there (approve, reject, storno, amounts, wallets, custom costs, card transactions): the same screens' Write flag (spec 2 §6). */
export const LEDGER_WRITE: string[] = ['contabilitasocieta:write', 'contabilitatesserati:write', 'economicssocieta:write', 'anagrafica:write'];
/** Who reaches the twinning list (GET gemellaggi): the club accounting screen's readers. */
export const GEMELLAGGI_ACCESS: string[] = ['contabilitasocieta:read'];

/** partita_contabile.stato (a generated column derived from the flags; 012_contabilita.sql). */
export const PARTITA_STATI = ['in_attesa', 'approvata', 'rifiutata', 'stornata'] as const;
export type PartitaStato = (typeof PARTITA_STATI)[number];

/** The chip texts of the grids (spec 2 §4). A reversed entry was approved: its chip says so too. */
export const STATO_LABEL: Record<PartitaStato, string> = {
  in_attesa: 'IN ATTESA DI APPROVAZIONE',
  approvata: 'APPROVATA',
  rifiutata: 'RIFIUTATA',
  stornata: 'STORNATA',
};

/** `status=` of the lists: completed = decided (approved, rejected, reversed), progress = awaiting. */
export const LIST_STATUSES = ['completed', 'progress'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

/** Who pays an entry: a club (societa) or a person (anagrafica). */
export const PARTY_TYPES = ['societa', 'anagrafica'] as const;
export type PartyType = (typeof PARTY_TYPES)[number];
export interface Party {
  type: PartyType;
  id: number;
}

/**
 * The member grids' `type` (spec 1 §7 Members: partitacontabile/anagrafica/{id}?type=arbitro|allenatore|(empty)):
 * entries of the referee's or the coach's registrations (registration family Arbitro / Tecnico).
 */
export const MEMBER_ENTRY_TYPES = ['arbitro', 'allenatore'] as const;
export type MemberEntryType = (typeof MEMBER_ENTRY_TYPES)[number];

/** How an entry was settled (partita_contabile.metodo_pagamento, 060_ledger.sql). */
export const METODI_PAGAMENTO = ['portafoglio', 'bonifico', 'carta'] as const;
export type MetodoPagamento = (typeof METODI_PAGAMENTO)[number];

/** movimento_portafoglio.stato */
export const MOVIMENTO_STATI = ['in_attesa', 'approvata', 'rifiutata'] as const;
export const MOVIMENTO_STATO_LABEL: Record<(typeof MOVIMENTO_STATI)[number], string> = {
  in_attesa: STATO_LABEL.in_attesa,
  approvata: STATO_LABEL.approvata,
  rifiutata: STATO_LABEL.rifiutata,
};

/** transazione_carta_credito.stato */
export const TRANSAZIONE_STATI = ['in_attesa', 'pagata', 'fallita', 'approvata', 'rifiutata'] as const;
export type TransazioneStato = (typeof TRANSAZIONE_STATI)[number];
/** The chips of the card-transaction grid (and its export). */
export const TRANSAZIONE_STATO_LABEL: Record<TransazioneStato, string> = { ...MOVIMENTO_STATO_LABEL, pagata: 'PAGATA', fallita: 'FALLITA' };

/**
 * An administrator decides a card transaction ('Approva' / 'Rifiuta') only while it has no outcome:
 * a transaction the gateway answered (pagata, fallita) or an administrator decided is final.
 */
export const transazioneDecidibile = (stato: TransazioneStato) => stato === 'in_attesa';

/** Ledger codes with a meaning in the rules (the others are free, see GET partitacontabile/codici). */
export const CODICI_SPECIALI = {
  storno: 'Storno',
  incremento: 'Incremento Portafoglio',
  decremento: 'Decremento Portafoglio',
  trasferimento: 'Trasferimento',
  prestito: 'Prestito',
  secondaLicenza: 'Seconda Licenza',
  licenzaAllenatore: 'Licenza Allenatore',
  dirigente: 'Tesseramento Dirigente',
  ricaviCustom: 'Ricavi custom',
} as const;

/**
 * Entries that name the athlete's club (old_societa_id) without being a transfer: a loan (the lending
 * club pays) and a second licence. The old club's approval layer is a transfer's only.
 */
export const CODICI_NON_TRASFERIMENTO: readonly string[] = [CODICI_SPECIALI.prestito, CODICI_SPECIALI.secondaLicenza];

/** Filter keys of every accounting list (spec 2 §7 Accounting). */
export const FILTER_KEYS = [
  'codice',
  'codice_versamento',
  'dataA',
  'dataDa',
  'stato',
  'stagione',
  'societa_id',
  'stagione_competenza_id',
  'societa_anagrafica_id',
  'anagrafica_id',
  'euro_min',
  'euro_max',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type PartitaFilters = Partial<Record<FilterKey, string>>;

/** One accounting entry as lists and the details dialog receive it (amounts in euros). */
export interface PartitaRow {
  id: number;
  created_at: string;
  codice: string;
  codice_versamento: string | null;
  stato: PartitaStato;
  importo: number;
  bonus: number;
  descrizione: string | null;
  documento: string | null;
  data_registrazione: string;
  data_scadenza: string | null;
  data_approvazione: string | null;
  data_rifiuto: string | null;
  data_storno: string | null;
  data_pagamento: string | null;
  metodo_pagamento: MetodoPagamento | null;
  approvata: 0 | 1;
  rifiutata: 0 | 1;
  stornata: 0 | 1;
  annullata: 0 | 1;
  approvata_societa: 0 | 1;
  rifiutata_societa: 0 | 1;
  approvata_anagrafica: 0 | 1;
  rifiutata_anagrafica: 0 | 1;
  data_approvazione_societa: string | null;
  data_rifiuto_societa: string | null;
  data_approvazione_anagrafica: string | null;
  data_rifiuto_anagrafica: string | null;
  societa_id: number | null;
  old_societa_id: number | null;
  anagrafica_id: number | null;
  anagrafica_ruolo_id: number | null;
  stagione_id: number;
  stagione_competenza_id: number | null;
  partita_stornata_id: number | null;
  carrello_id: number | null;
  societa_nome: string | null;
  societa_codice_affiliazione: string | null;
  old_societa_nome: string | null;
  anagrafica_nome: string | null;
  anagrafica_codice_fiscale: string | null;
  stagione_nome: string;
  stagione_competenza_nome: string | null;
  approvatore: string | null;
  /** A card payment of the entry awaits the gateway: the entry follows its outcome. */
  pagamento_carta_in_corso: boolean;
  /** What the caller may do with this entry (server-computed from spec 2 §4, §6). */
  azioni: PartitaAzioni;
}

export interface PartitaAzioni {
  approve: boolean;
  reject: boolean;
  storno: boolean;
  change: boolean;
  /** The requesting club's 'Annulla'. */
  cancel: boolean;
  /** Second layer: the old club on a transfer, the person on a coach licence. */
  approveLayer: boolean;
}

/** Details dialog extras (spec 2 §2.10 Accounting entry details). */
export interface PartitaDetail extends PartitaRow {
  anagrafica: {
    cognome: string;
    nome: string;
    codice_fiscale: string | null;
    cittadinanza: string | null;
    nazionalita_sportiva: string | null;
    comune_nascita: string | null;
    data_nascita: string | null;
  } | null;
  ruolo: { nome: string | null; categoria: string | null; tipologia: string | null; tipologia_codice: string | null; data_inizio: string | null; modulo: string | null } | null;
  transazione_codice: string | null;
}

export interface PortafoglioRow {
  id: number;
  societa_id: number | null;
  anagrafica_id: number | null;
  nome: string;
  codice: string | null;
  totale: number;
  /** totale plus the top-ups awaiting approval. */
  portafoglioProbabile: number;
  updated_at: string;
}

export interface MovimentoRow {
  id: number;
  valore: number;
  codice_versamento: string | null;
  data_versamento: string;
  banca: string | null;
  stato: 'in_attesa' | 'approvata' | 'rifiutata';
  partita_contabile_id: number | null;
  stagione_nome: string | null;
}

export interface TransazioneRow {
  id: number;
  codice: string;
  importo: number;
  currency: string;
  codice_versamento: string | null;
  stato: TransazioneStato;
  esito: 'OK' | 'KO' | null;
  status_message: string | null;
  data_creazione: string;
  data_pagamento: string | null;
  cliente: string | null;
  pagato_con: string | null;
  type: PartyType;
  societa_id: number | null;
  anagrafica_id: number | null;
  banca: string | null;
  stagione_nome: string | null;
}

export interface Banca {
  id: number;
  intestazione: string;
  automatica: boolean;
  tipo: 'Bonifico' | 'CartaCredito' | 'ContoTransitorio';
}

/** POST portafoglio/{id}/increment body (spec 2 §3 Wallet top-up). Amounts in euros. */
export interface IncrementBody {
  valore: number;
  codice_versamento?: string;
  data_versamento?: string;
  banca?: number;
  season?: number;
  action?: 'increment' | 'decrement';
}

/**
 * A payment by bank transfer or payment notice (a cart checkout, its code AVV…/BON…) as 'Approva
 * versamento' shows it before approving (GET partitacontabile/versamento) and answers after (POST
 * partitacontabile/approveversamento). Amounts in euros.
 */
export interface VersamentoSummary {
  codice_versamento: string;
  /** Who paid: the club's name, or the person's. */
  intestatario: string | null;
  /** What the transfer brought: the checkout's amount due (its entries' total less the wallet share), as the bank statement shows it. */
  importo_versamento: number;
  /** Entries of the payment still awaiting approval (after the approval: those it approved). */
  partite: number;
  /** Their total amount. */
  totale: number;
  /** The part of it the wallet paid at checkout (the transfer brings the rest). */
  portafoglio: number;
  /** Entries of the payment already approved or refused (left as they are). */
  decise: number;
  /** The transfer's part of the entries already approved one by one. */
  gia_approvato: number;
  /** The transfer's part of the entries refused or cancelled meanwhile: the approval puts it in the payer's wallet. */
  al_portafoglio: number;
}

/** Texts the server answers (spec 2 §8 where it names them). */
export const MESSAGGI = {
  salvato: 'Dati salvati con successo',
  richiestaIncremento: 'Richiesta incremento portafoglio inserita correttamente',
  giaDecisa: 'La partita contabile è già stata approvata o rifiutata',
  nonStornabile: 'Solo le partite contabili approvate possono essere stornate',
  stornoDiStorno: 'Una partita di Storno non può essere stornata',
  giaStornata: 'La partita contabile è già stata stornata',
  nonModificabile: 'Solo le partite contabili approvate e non stornate possono essere modificate',
  creditoInsufficiente: 'Il portafoglio non ha credito sufficiente per questa operazione',
  soloAdminIncremento: 'Solo gli amministratori possono modificare il portafoglio',
  codiceVersamentoRegistrato: 'Un versamento con questo codice è già registrato su questo portafoglio',
  nonAnnullabile: 'La richiesta non può essere annullata: la società ha già approvato',
  nonAnnullabilePagata: 'La richiesta non può essere annullata: è già compresa in un pagamento (avviso o bonifico). Chiedi alla federazione di rifiutarla',
  livelloGiaDeciso: 'La richiesta è già stata approvata o rifiutata',
  senzaSoldiSoloDirigente: "L'acquisto senza addebito è previsto solo per il Tesseramento Dirigente",
  transazioneGiaDecisa: 'La transazione ha già un esito: non può più essere approvata o rifiutata',
  pagamentoCartaInCorso: "Il pagamento con carta di questa partita contabile è in corso: la partita segue l'esito della transazione (Pagamenti Online)",
  importoConPortafoglio: "L'importo di una partita contabile pagata o che ha mosso il portafoglio non può essere modificato: stornala e registrane una nuova",
  giaPagata: 'La partita contabile è già stata pagata',
  nonCostoCustom: 'Questa partita contabile non è un costo personalizzato (Ricavi custom): non può essere modificata qui',
  senzaSoldiGiaPagata: 'La partita contabile è già stata pagata: non può più essere acquistata senza addebito',
  versamentoNonTrovato: 'Versamento non trovato: nessun pagamento con questo codice',
  versamentoSenzaPartite: 'Nessuna partita contabile di questo versamento è in attesa di approvazione: sono già state approvate o rifiutate',
  dataFinalePrecedente: 'La data finale non può precedere la data iniziale',
  importoMassimoMinore: "L'importo massimo non può essere minore dell'importo minimo",
} as const;

/** The bounds of the accounting filters (spec 2 §2.10): dates as 'YYYY-MM-DD', amounts in euros. */
export interface FilterBounds {
  dataDa?: string | null;
  dataA?: string | null;
  euro_min?: number | string | null;
  euro_max?: number | string | null;
}

/**
 * The backwards ranges of the accounting filters, each under its upper bound: a request date 'al'
 * before 'dal', an 'Importo massimo' below the 'Importo minimo' (an amount range counts only when both
 * bounds are above zero, spec 2 §5). Such a filter can match nothing: the dialog says so under the
 * field and the lists answer 422 with the same text, instead of an empty grid.
 */
export function backwardsRanges(f: FilterBounds): Partial<Record<'dataA' | 'euro_max', string>> {
  const out: Partial<Record<'dataA' | 'euro_max', string>> = {};
  if (f.dataDa && f.dataA && f.dataA < f.dataDa) out.dataA = MESSAGGI.dataFinalePrecedente;
  const min = Number(f.euro_min ?? 0);
  const max = Number(f.euro_max ?? 0);
  if (min > 0 && max > 0 && max < min) out.euro_max = MESSAGGI.importoMassimoMinore;
  return out;
}
