// The club screen's contract (spec 2 §2.1, §2.2, §3, §4, §7 Clubs, §8), shared by server/societa and
// custom-pages/societa. Values the database constrains are declared here once.

/** Gruppo sportivo (spec 2 §3). */
export const GRUPPI_SPORTIVI = ['NGS', 'SME', 'SMM', 'SMA', 'ADC', 'PDS', 'GDF', 'VDF', 'CFS', 'POP'] as const;
export type GruppoSportivo = (typeof GRUPPI_SPORTIVI)[number];

/** Natura giuridica (spec 2 §3). */
export const NATURE_GIURIDICHE = ['ANR', 'ASR', 'SRL', 'SPA', 'COP'] as const;
export type NaturaGiuridica = (typeof NATURE_GIURIDICHE)[number];

export const SESSI = ['M', 'F'] as const;
export type Sesso = (typeof SESSI)[number];

/**
 * Who may call the club list (GET societa, its export, and the pickers' GET societa/lookup): the
 * server's declared access (server/societa/list.ts) and what the client checks before offering a club
 * search (the administrator's cart dialog). The add-user dialog of the users screen looks clubs up too.
 */
export const SOCIETA_LIST_ACCESS: string[] = ['economicssocieta:read', 'utenti:write'];

/** Advanced search of the club list ('Ricerca avanzata'). */
export const SOCIETA_FLAGS = ['affiliate', 'aggregazioni', 'promozionali'] as const;
export type SocietaFlag = (typeof SOCIETA_FLAGS)[number];

/** Alignment bodies of a sync row: the Olympic committee and the sports-health body. */
export const SYNCH_TYPES = ['coni', 'sport-health'] as const;
export type SynchType = (typeof SYNCH_TYPES)[number];

/** Board offices. */
export const CARICHE = ['Presidente', 'Vicepresidente', 'Segretario', 'Tesoriere', 'Consigliere'] as const;

/** Ledger codes of a club's affiliation entries (the first one decides whether the club is affiliated). */
export const CODICI_AFFILIAZIONE = ['Affiliazione', 'Riaffiliazione'] as const;

/** The member tables of the club screen (spec 2 §2.2) and the call each one makes. */
export const MEMBER_TABLES = ['atleti', 'gemellaggi', 'dirigenti', 'allenatori', 'fisioterapisti', 'medici', 'tap', 'taps'] as const;
export type MemberTable = (typeof MEMBER_TABLES)[number];

/** Fields a club user sees read-only and may not change on its own club (spec 2 §5). */
export const CLUB_USER_READONLY = [
  'nome',
  'codice_fiscale',
  'partita_iva',
  'data_atto',
  'data_costituzione',
  'rappresentante_data_nascita',
  'codice_affiliazione',
  'data_affiliazione',
  'data_prima_affiliazione',
  'comitato_id',
  'gruppo_sportivo',
] as const;
const clubUserReadonly: ReadonlySet<string> = new Set(CLUB_USER_READONLY);
export const isClubUserReadonly = (field: string): boolean => clubUserReadonly.has(field);

/** Spec texts (spec 2 §8) the two halves share. */
export const SOCIETA_MESSAGES = {
  saved: 'I dati sono stati salvati correttamente',
  affiliationRequested: 'Richiesta inserita correttamente',
  coniSent: 'Richiesta avvenuta con successo',
  twinSelf: 'Non è possibile gemellare una societa con se stessa',
  notAffiliated: 'Attualmente la Societa selezionata non risulta Affiliata!',
  renewalsClosed: 'Non è possibile eseguire rinnovi in questo momento',
  genericSaved: 'Dati salvati con successo',
  duplicateCodice: 'Esiste già una società con questo codice di affiliazione',
  duplicateCodiceFiscale: 'Esiste già una società con questo codice fiscale',
  twinExists: 'Esiste già una richiesta di gemellaggio tra le due società',
  twinDone: 'Il gemellaggio è già stato approvato o rifiutato',
  twinApproved: 'Gemellaggio approvato',
  twinRejected: 'Gemellaggio rifiutato',
  affiliationPending: 'Esiste già una richiesta di affiliazione per la stagione selezionata',
  noFee: 'Costo di affiliazione non configurato per la stagione selezionata',
} as const;

export type Comune = {
  id: number;
  denominazione: string;
  codice_istat: string;
  provincia: string;
  provincia_descrizione: string;
};

export type Sede = {
  indirizzo: string | null;
  cap: string | null;
  comune: Comune | null;
};

export type RappresentanteLegale = {
  cognome: string | null;
  nome: string | null;
  sesso: Sesso | null;
  codice_fiscale: string | null;
  email: string | null;
  telefono: string | null;
  cellulare: string | null;
  fax: string | null;
  data_nascita: string | null;
  comune_nascita: Comune | null;
  indirizzo_residenza: string | null;
  comune_residenza: Comune | null;
};

export type SocietaRef = {
  id: number;
  nome: string;
  codice_affiliazione: string | null;
};

export type GemellaggioRow = {
  id: number;
  sesso: Sesso;
  approvato: boolean;
  rifiutato: boolean;
  data_richiesta: string;
  societa_parent: SocietaRef;
  societa_child: SocietaRef;
};

export type SynchRow = {
  id: number;
  type: SynchType;
  codice: string | null;
  persona: string | null;
  allineato: boolean;
  allineato_coni: boolean;
  data_allineamento: string | null;
  errore: string | null;
  stagione_affiliazione_id: number | null;
};

/** Affiliation state (spec 2 §4 Club affiliation), computed by the server for the selected season. */
export type StatoAffiliazione = {
  affiliata: boolean;
  /** 'Nuova Affiliazione' when there is no code or no entry, else 'Rinnova Affiliazione'. */
  azione: 'nuova' | 'rinnova';
  /** Renewals possible now (affiliation button and Rinnovi tab shown). */
  rinnovi_aperti: boolean;
  /** Before the end (23:59:59) of the season's last affiliation-renewal day. */
  rinnovo_affiliazione_possibile: boolean;
  data_ultima_rinnovo_affiliazione: string | null;
  /** An affiliation entry of this season awaits approval. */
  richiesta_in_attesa: boolean;
};

export type SocietaDetail = {
  id: number;
  /** Sent back with PUT societa/{id}: a save on an older version is refused (contracts/versione.ts). */
  versione: number;
  nome: string;
  codice_affiliazione: string | null;
  codice_fiscale: string | null;
  partita_iva: string | null;
  email: string | null;
  pec: string | null;
  telefono: string | null;
  cellulare: string | null;
  fax: string | null;
  sito_web: string | null;
  facebook: string | null;
  tipo: string | null;
  tipo_atto: string | null;
  data_atto: string | null;
  data_costituzione: string | null;
  data_affiliazione: string | null;
  data_prima_affiliazione: string | null;
  affiliata: boolean;
  persona_fisica: boolean;
  azienda: boolean;
  key: string;
  comitato_id: number | null;
  comitato: string | null;
  sede_legale: Sede;
  sede_fiscale: Sede;
  sede_postale: Sede;
  rappresentante_legale: RappresentanteLegale;
  gruppo_sportivo: GruppoSportivo;
  natura_giuridica: NaturaGiuridica | null;
  polisportiva: boolean;
  onlynotagonist: boolean;
  aggregazione: boolean;
  paralimpica: boolean;
  impianto_disponibile: boolean;
  impianto_disponibile_other: string | null;
  discipline: { label: string; value: number }[];
  tesserati: number;
  documenti: number;
  portafoglio: { id: number; totale: number } | null;
  partitacontabile: { id: number; codice: string; approvata: boolean; rifiutata: boolean; stornata: boolean; data_registrazione: string; stagione_id: number }[];
  gemellaggio_parent: GemellaggioRow[];
  gemellaggio_child: GemellaggioRow[];
  synch: SynchRow[];
  gemellata: boolean;
  allineata_coni: boolean;
  allineata_sport_health: boolean;
  stato_affiliazione: StatoAffiliazione;
};

export type ConsiglioDirettivo = {
  id: number | null;
  stagione_id: number;
  data_elezione: string | null;
  scadenza_elezione: string | null;
  durata: number | null;
  componenti_min: number | null;
  componenti_max: number | null;
};

export type ConsiglioRow = {
  id: number;
  anagrafica_id: number;
  matricola: string;
  nome_completo: string;
  codice_fiscale: string | null;
  carica: string;
  data_inizio: string | null;
  data_fine: string | null;
};

/** Member row of the club tables (spec 2 §3 Member row). */
export type MemberRow = {
  id: number;
  anagrafica_ruolo_id: number;
  matricola: string;
  codice_tessera: string | null;
  nome_completo: string;
  tipologia_tesseramento_nome: string | null;
  data_scadenza_certificato: string | null;
  cittadinanza: string;
  data_nascita: string;
  roles: string[];
  discipline: string[];
  numero_tesseramento: number;
  partitacontabile_id: number | null;
  approvato: boolean;
  prestito: boolean;
  /** The user may change this member in the table's season (as the member screen's 'Modifica'). */
  modificabile: boolean;
};
