// Writes on registrations (anagrafica_ruolo) that several operations share.
import type { Queryable } from '../db/client.ts';

/** Approves a registration and gives it its card code. */
/**
 * The registration approved, with its card code. An approved manager's registration makes the person a
 * manager (`dirigente`, the person's flag that 'Gestisci Dirigente', the 'Dirigente' filter and export
 * read), as the seeded managers are; the flag stays if the registration ends later (an administrator
 * changes it in the person's form, as the other qualifications).
 */
export async function approveRole(tx: Queryable, roleId: number) {
  await tx.query(
    `UPDATE anagrafica_ruolo SET approvato = true, rifiutato = false,
       codice_tessera = coalesce(codice_tessera, 'TS' || lpad(id::text, 8, '0')), updated_at = now() WHERE id = $1`,
    [roleId],
  );
  await tx.query(
    `UPDATE anagrafica a SET dirigente = true, updated_at = now()
       FROM anagrafica_ruolo r JOIN ruolo ru ON ru.id = r.ruolo_id
      WHERE r.id = $1 AND a.id = r.anagrafica_id AND ru.famiglia_ruolo = 'Dirigente' AND NOT a.dirigente`,
    [roleId],
  );
}

export async function rejectRole(tx: Queryable, roleId: number) {
  await tx.query('UPDATE anagrafica_ruolo SET rifiutato = true, approvato = false, updated_at = now() WHERE id = $1', [roleId]);
}

/** A withdrawn request: the registration disappears (kept for the audit trail). */
export async function withdrawRole(tx: Queryable, roleId: number) {
  await tx.query('UPDATE anagrafica_ruolo SET deleted_at = now(), updated_at = now() WHERE id = $1', [roleId]);
}

/**
 * The athlete leaves a club: its live athlete registrations there end on `day`. Returns each one ended
 * with the end it had before (null: none), so that the move can be undone.
 */
export async function endAthleteRoles(tx: Queryable, anagraficaId: number, societaId: number, day: string) {
  const { rows } = await tx.query<{ id: number; data_fine: string | null }>(
    `WITH live AS (
       SELECT r.id, r.data_fine FROM anagrafica_ruolo r JOIN ruolo ru ON ru.id = r.ruolo_id
        WHERE ru.famiglia_ruolo = 'Atleta' AND r.anagrafica_id = $1 AND r.societa_id = $2
          AND r.approvato AND NOT r.prestito AND r.deleted_at IS NULL AND (r.data_fine IS NULL OR r.data_fine > $3::date)
        FOR UPDATE OF r)
     UPDATE anagrafica_ruolo r SET data_fine = GREATEST(r.data_inizio, $3::date), updated_at = now()
       FROM live WHERE r.id = live.id
     RETURNING r.id, live.data_fine`,
    [anagraficaId, societaId, day],
  );
  return rows;
}
