// Reads of user accounts and their per-application permissions (spec 2 §3 User, Application).
import type { Queryable } from '../db/client.ts';
import type { ListSource, ListSpec } from '../http/list.ts';
import { abilitiesOf } from '../auth/user.ts';
import { UTENTE_FLAGS, type PermessoUtente, type UtenteFlag, type UtenteRow } from '../../resources/contracts/utenti.ts';

export { UTENTE_FLAGS, type PermessoUtente, type UtenteFlag, type UtenteRow };

/** The side filter's toggles (spec 2 §2.7): Societa, Arbitri, Allenatori. */

const FLAG_SQL: Record<UtenteFlag, string> = {
  societa: "u.tipo_utente = 'societa'",
  arbitro: "u.tipo_utente = 'anagrafica' AND a.arbitro",
  allenatore: "u.tipo_utente = 'anagrafica' AND a.allenatore",
};

const LINKED = `users u
  LEFT JOIN societa s ON s.id = u.societa_id
  LEFT JOIN anagrafica a ON a.id = u.anagrafica_id`;

const UTENTE_COLUMNS = `u.id, u.name, u.email, u.tipo_utente, u.societa_id, u.anagrafica_id, u.must_edit_password,
  u.deleted_at, u.created_at, u.deleted_at IS NULL AS abilitato,
  CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'nome', s.nome, 'codice_affiliazione', s.codice_affiliazione) END AS societa,
  CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object('id', a.id, 'cognome', a.cognome, 'nome', a.nome, 'matricola', a.matricola) END AS anagrafica,
  COALESCE(s.nome, a.cognome || ' ' || a.nome) AS societa_anagrafica`;

export const utenteListSpec: ListSpec = {
  sortable: {
    id: 'u.id',
    name: 'lower(u.name)',
    email: 'lower(u.email)',
    tipo_utente: 'u.tipo_utente',
    societa_anagrafica: "lower(COALESCE(s.nome, a.cognome || ' ' || a.nome))",
    deleted_at: 'u.deleted_at',
    abilitato: '(u.deleted_at IS NULL)',
    created_at: 'u.created_at',
  },
  defaultOrder: 'u.id ASC',
  searchColumns: ['u.name', 'u.email'],
};

/** Users of any state (the grid shows disabled ones too, with a red icon); toggles combine with OR. */
export function utenteListSource(flags: UtenteFlag[]): ListSource {
  return {
    select: UTENTE_COLUMNS,
    from: LINKED,
    where: flags.length ? [flags.map((f) => `(${FLAG_SQL[f]})`).join(' OR ')] : [],
  };
}

export async function getUtenteById(db: Queryable, id: number): Promise<UtenteRow | undefined> {
  const { rows } = await db.query<UtenteRow>(`SELECT ${UTENTE_COLUMNS} FROM ${LINKED} WHERE u.id = $1`, [id]);
  return rows[0];
}

/** The permissions a user holds (rows with read or write), in launcher order. */
export async function getPermessiUtente(db: Queryable, userId: number): Promise<PermessoUtente[]> {
  const { rows } = await db.query<PermessoUtente>(
    `SELECT ap.id AS application_id, ap.codice AS application_codice, ap.descrizione AS application_descrizione,
            p.id AS permission_id, p.codice, p.descrizione, up.can_read AS read, up.can_write AS write
       FROM user_permission up
       JOIN permission p ON p.id = up.permission_id
       JOIN application ap ON ap.id = p.application_id
      WHERE up.user_id = $1 AND (up.can_read OR up.can_write)
      ORDER BY ap.ordine, ap.id, p.id`,
    [userId],
  );
  return rows;
}

/** The user as GET utente/{id} answers it: the account, its link, its abilities and its permissions. */
export async function getUtenteDetail(db: Queryable, id: number) {
  const utente = await getUtenteById(db, id);
  if (!utente) return undefined;
  const permessi = await getPermessiUtente(db, id);
  const abilities = abilitiesOf(
    utente.tipo_utente,
    permessi.map((p) => ({ codice: p.codice, r: p.read, w: p.write })),
  );
  return { ...utente, abilities, permissions: permessi };
}

/** Whether another account already uses this e-mail (case-insensitive, as the unique index). */
export async function emailInUse(db: Queryable, email: string, exceptId?: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2 LIMIT 1', [email, exceptId ?? 0]);
  return rows.length > 0;
}

export async function societaExists(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM societa WHERE id = $1 AND deleted_at IS NULL', [id]);
  return rows.length > 0;
}

export async function anagraficaExists(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM anagrafica WHERE id = $1 AND deleted_at IS NULL', [id]);
  return rows.length > 0;
}

export async function anagraficaHasUser(db: Queryable, anagraficaId: number, exceptId?: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE anagrafica_id = $1 AND id <> $2 AND deleted_at IS NULL LIMIT 1', [anagraficaId, exceptId ?? 0]);
  return rows.length > 0;
}

export const appsAndPermissionsSpec: ListSpec = {
  sortable: { id: 'ap.id', codice: 'ap.codice', descrizione: 'ap.descrizione', ordine: 'ap.ordine' },
  defaultOrder: 'ap.ordine ASC, ap.id ASC',
  searchColumns: ['ap.descrizione', 'ap.codice'],
};

export const appsAndPermissionsSource: ListSource = {
  select: `ap.id, ap.codice, ap.descrizione,
    COALESCE((SELECT json_agg(json_build_object('id', p.id, 'codice', p.codice, 'descrizione', p.descrizione) ORDER BY p.id)
                FROM permission p WHERE p.application_id = ap.id), '[]'::json) AS permissions`,
  from: 'application ap',
};

export async function getPermission(db: Queryable, id: number) {
  const { rows } = await db.query<{ id: number; codice: string; application_id: number }>('SELECT id, codice, application_id FROM permission WHERE id = $1', [id]);
  return rows[0];
}
