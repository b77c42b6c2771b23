// The user calls of spec 2 §7 (Users) that are not plain CRUD: enable/disable, permissions, the
// catalogue of applications, and the change-password call of spec 1 §7 for another user.
import { api } from '../../src/providers/http';
import { registerResourceApi } from '../../src/providers/resourceOptions';

/** react-admin resource of the user screens: API path `utente`, permission code `utenti`. */
export const UTENTE_RESOURCE = 'utente';
registerResourceApi(UTENTE_RESOURCE, { endpoint: 'utente', ability: 'utenti' });

/** Side-filter toggles, sent as `flag=societa:arbitro:allenatore` (spec 2 §2.7, §7). */
export const UTENTE_FLAGS = ['societa', 'arbitro', 'allenatore'] as const;
export type UtenteFlag = (typeof UTENTE_FLAGS)[number];

export type TipoUtente = 'sysadmin' | 'admin' | 'societa' | 'anagrafica';

export interface Utente {
  id: number;
  name: string;
  email: string;
  tipo_utente: TipoUtente;
  societa_id: number | null;
  anagrafica_id: number | null;
  deleted_at: string | null;
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

export interface UtenteDetail extends Utente {
  abilities: string[];
  permissions: PermessoUtente[];
}

export interface Application {
  id: number;
  codice: string;
  descrizione: string;
  permissions: { id: number; codice: string; descrizione: string }[];
}

export interface WriteAnswer {
  error: boolean;
  message: string;
  id?: number;
}

export const getUtente = (id: number | string) => api<UtenteDetail>(`utente/${id}`);

export const setUtenteEnabled = (id: number, enabled: boolean) =>
  api<WriteAnswer>(`utente/${id}/${enabled ? 'enable' : 'disable'}`, { method: 'POST' });

export interface PermissionChange {
  userId: number;
  mainApp: number;
  childPermission: number;
  read: boolean;
  write: boolean;
}

export const updatePermissions = (change: PermissionChange) =>
  api<WriteAnswer>('utente/updatePermissions', { method: 'POST', body: change });

/** Every application with its permissions (the API pages them by 30; the catalogue is short, so all pages are read). */
export async function getAppsAndPermissions(): Promise<Application[]> {
  const out: Application[] = [];
  for (let page = 1; ; page += 1) {
    const body = await api<{ data: Application[]; current_page: number; last_page: number }>('getAppsAndPermissions', { query: { page, paginate: 30 } });
    out.push(...body.data);
    if (body.current_page >= body.last_page) return out;
  }
}

/** The row's "Societa / Anagrafica" text. */
export const linkLabel = (u: Pick<Utente, 'societa' | 'anagrafica' | 'societa_anagrafica'>) =>
  u.societa_anagrafica ?? u.societa?.nome ?? (u.anagrafica ? `${u.anagrafica.cognome} ${u.anagrafica.nome}` : '');
