// The user screens' contract (spec 2 §3 User, Application; §7 Users), shared by server/utenti and
// custom-pages/utenti.
/** User types (users.tipo_utente CHECK; tests/api/contracts-statuses.test.ts compares). */
export const TIPI_UTENTE = ['sysadmin', 'admin', 'societa', 'anagrafica'] as const;
export type TipoUtente = (typeof TIPI_UTENTE)[number];

/** Side-filter toggles, sent as `flag=societa:arbitro:allenatore` (spec 2 §2.7, §7). */
export const UTENTE_FLAGS = ['societa', 'arbitro', 'allenatore'] as const;
export type UtenteFlag = (typeof UTENTE_FLAGS)[number];

export interface UtenteRow {
  id: number;
  name: string;
  email: string;
  tipo_utente: TipoUtente;
  societa_id: number | null;
  anagrafica_id: number | null;
  must_edit_password: boolean;
  deleted_at: string | null;
  /** Enabled = not disabled (deleted_at empty); the grid's green/red icon. */
  abilitato: boolean;
  societa: { id: number; nome: string; codice_affiliazione: string | null } | null;
  anagrafica: { id: number; cognome: string; nome: string; matricola: string } | null;
  societa_anagrafica: string | null;
}

export interface PermessoUtente {
  application_id: number;
  application_codice: string;
  application_descrizione: string;
  permission_id: number;
  codice: string;
  descrizione: string;
  read: boolean;
  write: boolean;
}
