// The user calls of spec 2 §7 (Users) that are not plain CRUD: enable/disable, permissions, the
// catalogue of applications, and the change-password call of spec 1 §7 for another user.
import { api } from '../../src/providers';
import type { PermessoUtente, UtenteRow } from '../../resources/contracts/utenti.ts';

/** react-admin resource of the user screens: API path `utente`, permission code `utenti` (resources/apis.ts). */
export const UTENTE_RESOURCE = 'utente';
/**
 * What every user write asks (server/utenti/routes.ts WRITE: create, edit, enable, disable, permissions;
 * the password set by an administrator too): without it the screens show no write (spec 2 §6).
 */
export const UTENTI_WRITE = 'utenti:write';

export { UTENTE_FLAGS, type UtenteFlag, type TipoUtente, type PermessoUtente } from '../../resources/contracts/utenti.ts';
/** A user as the screens read it (the list row of the server, without the forced-change flag). */
export type Utente = Omit<UtenteRow, 'must_edit_password'>;

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

export const setUtenteEnabled = (id: number, enabled: boolean) => api<WriteAnswer>(`utente/${id}/${enabled ? 'enable' : 'disable'}`, { method: 'POST' });

export interface PermissionChange {
  userId: number;
  mainApp: number;
  childPermission: number;
  read: boolean;
  write: boolean;
}

export const updatePermissions = (change: PermissionChange) => api<WriteAnswer>('utente/updatePermissions', { method: 'POST', body: change });

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

/** react-query key of a user's detail (shared by the page and the dialogs that change it). */
export const utenteKey = (id: number) => ['utente', id] as const;
