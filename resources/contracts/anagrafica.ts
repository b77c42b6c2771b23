// The members screen's contract (spec 2 §2.5, §3 Member, Card, Member form; §5; §6; §7 Members),
// shared by server/anagrafica and custom-pages/anagrafica.

export const CITTADINANZE = ['Italiana', 'Europea', 'Estera'] as const;
export type Cittadinanza = (typeof CITTADINANZE)[number];
export const SESSI = ['M', 'F'] as const;

/**
 * Who may call the members list (GET anagrafica and its export): the server's declared access
 * (server/anagrafica/list.ts) and what the client checks before offering a person search (the
 * administrator's cart dialog). The add-user dialog of the users screen looks people up too.
 */
export const ANAGRAFICA_LIST_ACCESS: string[] = ['anagrafica:read', 'utenti:write'];

/** Advanced filter names (spec 2 §9), plus the certificate radar. */
export const ANAGRAFICA_FLAGS = ['tesserati', 'arbitro', 'allenatore', 'preparatore_atl', 'preparatore_port', 'istruttore_prom', 'dirigente', 'svincolato', 'self', 'certificato'] as const;
export type AnagraficaFlag = (typeof ANAGRAFICA_FLAGS)[number];
/** Not offered in the club view (spec 2 §6); 'self' (I miei tesserati) only there. */
export const FLAGS_NOT_FOR_CLUBS: readonly AnagraficaFlag[] = ['tesserati', 'arbitro'];
export const FLAGS_ONLY_FOR_CLUBS: readonly AnagraficaFlag[] = ['self'];

/** Technical roles with their own qualification, expiry and registration type (spec 2 §3). */
export const QUALIFICATION_ROLES = [
  { flag: 'arbitro', prefix: '' },
  { flag: 'allenatore', prefix: 'allenatore_' },
  { flag: 'preparatore_atl', prefix: 'preparatore_atl_' },
  { flag: 'preparatore_port', prefix: 'preparatore_port_' },
  { flag: 'istruttore_prom', prefix: 'istruttore_prom_' },
] as const;
export const qualificationFields = (prefix: string) => [`${prefix}qualifica`, `${prefix}data_scadenza_qualifica`, `${prefix}tipologia_tesseramento_id`] as const;

/** Role and status toggles an administrator sets. */
export const ROLE_FLAGS = ['arbitro', 'arbitro_beach', 'dirigente', 'allenatore', 'preparatore_atl', 'preparatore_port', 'istruttore_prom'] as const;
export const OTHER_FLAGS = ['attivo', 'agonista', 'disabile', 'occhiali', 'blacklist', 'convocabile_italia', 'minore_residente_italia', 'premi_formazione', 'straniero'] as const;
/** Flags everyone who edits the record may set. */
export const FREE_FLAGS = ['occhiali', 'disabile'] as const;

/** Read-only for club users (and the person itself) when editing an existing member (spec 2 §5). */
export const IDENTITY_FIELDS = [
  'nome',
  'cognome',
  'codice_fiscale',
  'cittadinanza',
  'cittadinanza_other',
  'nazionalita_sportiva',
  'nazionalita_sportiva_other',
  'sesso',
  'data_nascita',
  'comune_nascita_id',
  'provincia_nascita',
  'stato_nascita',
] as const;
/** Only administrators change these (qualification and type fields, registration number, role flags). */
export const ADMIN_ONLY_FIELDS: readonly string[] = [
  'matricola',
  'comitato_id',
  ...QUALIFICATION_ROLES.flatMap((r) => qualificationFields(r.prefix)),
  ...ROLE_FLAGS,
  ...OTHER_FLAGS.filter((f) => !(FREE_FLAGS as readonly string[]).includes(f)),
];

export const MESSAGES = {
  saved: 'I dati sono stati salvati correttamente',
  savedGeneric: 'Dati salvati con successo',
  /** The members screen writes it without accents (spec 2 §8). */
  fieldErrors: 'Uno o piu campi non sono stati compilati correttamente',
  cfNonValido: 'Il codice fiscale non è valido',
  cfSesso: 'Il sesso non corrisponde al codice fiscale',
  cfDataNascita: 'La data di nascita non corrisponde al codice fiscale',
  cfComuneNascita: 'Il comune di nascita non corrisponde al codice fiscale',
  cfStatoNascitaItalia: "Il codice fiscale è di una persona nata all'estero: lo stato di nascita non può essere Italia",
  statoNascitaObbligatorio: "Indica lo stato di nascita (il codice fiscale è di una persona nata all'estero)",
  dataNascitaFutura: 'La data di nascita non può essere nel futuro',
  ibanNonValido: "L'IBAN non è valido",
  cfDuplicatoAltro: 'Il codice fiscale è già registrato per un altro tesserato',
  cfDuplicato: (nome: string, matricola: string) => `Il codice fiscale è già registrato per ${nome} (matricola ${matricola})`,
  matricolaDuplicata: 'La matricola è già assegnata a un altro tesserato',
  nonAllenatore: "La tua anagrafica non è settata come allenatore. Contatta l'amministrazione per poter proseguire!!",
  fileNonTrovato: 'File non trovato!!!',
} as const;

/** What a valid codice fiscale says of its holder's birth (server: `cfFacts`; client: GET anagrafica/codicefiscale/{cf}). */
export interface CfBirth {
  sesso: string | null;
  /** Day, month and the year's last two digits: all a CF holds of the date. */
  day: number;
  month: number;
  yy: number;
  /** Born abroad (a Z… place code), and the state's name when the CF list knows it. */
  estero: boolean;
  stato_estero: string | null;
}

/** What the record says; `townDiffers`: its birth town is not the CF's (each side compares its own town key). */
export interface TypedBirth {
  sesso?: unknown;
  /** YYYY-MM-DD. */
  data_nascita?: unknown;
  townDiffers?: boolean;
  stato_nascita?: unknown;
}

/**
 * Every birth datum the CF contradicts, field → message, all at once: sex, date, town, and for a CF of
 * someone born abroad the state (never 'Italia'; a blank one only when the CF does not name it, for the
 * server then writes the CF's). One rule for the server's save and the member form's own check.
 */
export function cfBirthMismatches(cf: CfBirth, typed: TypedBirth): Partial<Record<'sesso' | 'data_nascita' | 'comune_nascita' | 'stato_nascita', string>> {
  const out: Partial<Record<'sesso' | 'data_nascita' | 'comune_nascita' | 'stato_nascita', string>> = {};
  if (typed.sesso && cf.sesso && typed.sesso !== cf.sesso) out.sesso = MESSAGES.cfSesso;
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typeof typed.data_nascita === 'string' ? typed.data_nascita : '');
  if (date && (Number(date[3]) !== cf.day || Number(date[2]) !== cf.month || Number(date[1]) % 100 !== cf.yy)) out.data_nascita = MESSAGES.cfDataNascita;
  if (typed.townDiffers) out.comune_nascita = MESSAGES.cfComuneNascita;
  if (cf.estero) {
    const stato = typeof typed.stato_nascita === 'string' ? typed.stato_nascita.trim() : '';
    if (stato.toLowerCase() === 'italia') out.stato_nascita = MESSAGES.cfStatoNascitaItalia;
    else if (!stato && !cf.stato_estero) out.stato_nascita = MESSAGES.statoNascitaObbligatorio;
  }
  return out;
}

export interface Comune {
  id: number;
  denominazione: string;
  codice_istat: string;
  provincia: string | null;
}

export interface SocietaStorico {
  stagione_id: number;
  desc_stagione: string;
  id: number;
  codice_affiliazione: string | null;
  nome: string;
}

export interface RuoloStagione {
  id: number;
  ruolo: string;
  famiglia: string;
  societa_id: number | null;
  societa_nome: string | null;
  approvato: boolean;
  rifiutato: boolean;
  data_inizio: string;
  tipologia_tesseramento: string | null;
  tipologia_codice: string | null;
  /** When the registration ended (a transfer ends the old club's), `YYYY-MM-DD`; null while it runs. */
  data_fine: string | null;
  /** A loan to a twinned club, not a registration with it. */
  prestito: boolean;
}

export interface SynchRow {
  type: 'coni' | 'sport-health';
  allineato: boolean;
  data_allineamento: string | null;
  errore: string | null;
}

/** GET anagrafica/{id}?season= */
export interface AnagraficaDetail {
  id: number;
  /** Sent back with PUT anagrafica/{id}: a save on an older version is refused (contracts/versione.ts). Null in a history view. */
  versione: number | null;
  cognome: string;
  nome: string;
  codice_fiscale: string | null;
  matricola: string;
  telefono: string | null;
  fax: string | null;
  email: string | null;
  sesso: 'M' | 'F';
  data_nascita: string;
  comune_nascita_id: number | null;
  comune_nascita: Comune | null;
  comune_nascita_istat: string | null;
  provincia_nascita: string | null;
  stato_nascita: string | null;
  indirizzo_residenza: string | null;
  cap_residenza: string | null;
  comune_residenza_id: number | null;
  comune_residenza: Comune | null;
  citta_residenza: string | null;
  provincia_residenza: string | null;
  cittadinanza: Cittadinanza;
  cittadinanza_other: string | null;
  nazionalita_sportiva: Cittadinanza;
  nazionalita_sportiva_other: string | null;
  data_scadenza_certificato: string | null;
  titolo_studio: string | null;
  comitato_id: number | null;
  comitato: string | null;
  iban: string | null;
  iban_intestazione: string | null;
  [qualification: string]: unknown;
  attivo: boolean;
  agonista: boolean;
  arbitro: boolean;
  allenatore: boolean;
  dirigente: boolean;
  key: string;
  societa: SocietaStorico[];
  anagrafica_ruolo: RuoloStagione[];
  synch: SynchRow[] | null;
  portafoglio: { id: number; totale: number } | null;
  /**
   * What the caller may do: edit the record, see contact data and documents. `completo` false is a club's
   * history view of a former member: identity and its seasons with that club only, every other field null.
   */
  permessi: { modifica: boolean; completo: boolean; mio: boolean };
}

/** GET anagrafica/{id}/modulo and GET anagraficamodulo rows (spec 2 §3 Member form). */
export interface ModuloRow {
  id: number;
  modulo: { id: number; nome: string; codice: string; attributo: string | null };
  data_tesseramento: string;
  stagione: { id: number; nome: string };
  accetta_privacy: boolean;
  extra: Record<string, unknown>;
}

/** GET tessera/anagarfica/{id} rows (spec 2 §3 Card). */
export interface TesseraRow {
  id: number;
  codice: string;
  data_emissione: string;
  data_scadenza: string;
  scaduta: boolean;
  tipologia_tessera: { famiglia: string; nome: string };
  stagione: string;
}

/** GET anagrafica/duplicati: likely duplicates the caller may open, and how many others exist. */
export interface DuplicatiAnswer {
  data: { id: number; nome_completo: string; data_nascita: string; matricola: string; codice_fiscale: string | null }[];
  altri: number;
}

/** GET anagrafica/codicefiscale/{cf}: what the CF says, to prefill a new member. */
export interface CfPrefill {
  valido: boolean;
  sesso?: 'M' | 'F';
  data_nascita?: string;
  comune_nascita?: Comune | null;
  provincia_nascita?: string | null;
  /** Born abroad (a Z… code): `stato_nascita` is the state's name, or null when the code is unknown (to be typed). */
  estero?: boolean;
  stato_nascita?: string | null;
}

/** GET anagrafica/certificati[?societa_id=]: the medical certificate radar. */
export interface CertificatiRadar {
  scaduti: number;
  in_scadenza: number;
  giorni: number;
}
