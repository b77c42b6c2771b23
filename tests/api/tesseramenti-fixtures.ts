// Facts of the seeded demo database the registrations tests start from.
import type { Queryable } from '../../server/db/client.ts';

export async function openSeason(db: Queryable) {
  return (await db.query<{ id: number; data_fine: string; data_inizio: string }>('SELECT id, data_inizio, data_fine FROM stagione WHERE aperta')).rows[0];
}

export async function demoClubId(db: Queryable): Promise<number> {
  return (await db.query<{ societa_id: number }>(`SELECT societa_id FROM users WHERE email = 'societa@demo.it'`)).rows[0].societa_id;
}

export const ruoloId = async (db: Queryable, codice: string) => (await db.query<{ id: number }>('SELECT id FROM ruolo WHERE codice = $1', [codice])).rows[0].id;
export const tipologiaId = async (db: Queryable, codice: string) =>
  (await db.query<{ id: number }>('SELECT id FROM tipologia_tesseramento WHERE codice = $1 AND deleted_at IS NULL', [codice])).rows[0].id;

/** Athletes (approved, not on loan, no open transfer) of a club in the open season, optionally of another club than `not`. */
export async function athletesOf(db: Queryable, where: { club?: number; notClub?: number; limit?: number }) {
  const { rows } = await db.query<{ anagrafica_id: number; societa_id: number; data_nascita: string; sesso: string; cittadinanza: string }>(
    `SELECT r.anagrafica_id, r.societa_id, a.data_nascita, a.sesso, a.cittadinanza
       FROM anagrafica_ruolo r JOIN ruolo ru ON ru.id = r.ruolo_id JOIN stagione s ON s.id = r.stagione_id AND s.aperta
       JOIN anagrafica a ON a.id = r.anagrafica_id JOIN societa so ON so.id = r.societa_id
      WHERE ru.codice = 'ATL' AND r.approvato AND NOT r.prestito AND r.deleted_at IS NULL AND r.data_fine IS NULL
        AND ($1::int IS NULL OR r.societa_id = $1) AND ($2::int IS NULL OR r.societa_id <> $2)
        AND NOT EXISTS (SELECT 1 FROM trasferimento t WHERE t.anagrafica_id = r.anagrafica_id AND t.stagione_id = s.id)
        AND NOT EXISTS (SELECT 1 FROM anagrafica_ruolo o WHERE o.anagrafica_id = r.anagrafica_id AND o.stagione_id = s.id AND o.id <> r.id
                        AND o.ruolo_id = r.ruolo_id AND o.deleted_at IS NULL)
      ORDER BY r.anagrafica_id LIMIT $3`,
    [where.club ?? null, where.notClub ?? null, where.limit ?? 5],
  );
  return rows;
}

/** People with no registration in the open season and never an athlete (free to register in any role). */
export async function freePeople(db: Queryable, limit = 5) {
  const { rows } = await db.query<{ id: number; sesso: string; data_nascita: string; cittadinanza: string }>(
    `SELECT a.id, a.sesso, a.data_nascita, a.cittadinanza FROM anagrafica a
      WHERE a.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM anagrafica_ruolo r JOIN stagione s ON s.id = r.stagione_id
                         LEFT JOIN ruolo ru ON ru.id = r.ruolo_id
                        WHERE r.anagrafica_id = a.id AND (s.aperta OR ru.codice IN ('ATL', 'ANA')))
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.anagrafica_id = a.id)
      ORDER BY a.id LIMIT $1`,
    [limit],
  );
  return rows;
}

export async function otherClub(db: Queryable, not: number[]) {
  return (await db.query<{ id: number }>(`SELECT id FROM societa WHERE deleted_at IS NULL AND affiliata AND id <> ALL($1::int[]) ORDER BY id LIMIT 1`, [not])).rows[0].id;
}

/** A club user for another club, with the same permissions as the demo club user. */
export async function clubUser(db: Queryable, societaId: number, email: string, hash: string) {
  const { rows } = await db.query<{ id: number }>(`INSERT INTO users (name, email, password_hash, tipo_utente, societa_id) VALUES ($1, $2, $3, 'societa', $4) RETURNING id`, [
    `Utente ${email}`,
    email,
    hash,
    societaId,
  ]);
  await db.query(
    `INSERT INTO user_permission (user_id, permission_id, can_read, can_write)
     SELECT $1, up.permission_id, up.can_read, up.can_write FROM user_permission up JOIN users u ON u.id = up.user_id WHERE u.email = 'societa@demo.it'`,
    [rows[0].id],
  );
  return rows[0].id;
}
