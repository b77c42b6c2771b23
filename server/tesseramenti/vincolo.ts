// POST anagrafica/{id}/societa/modificavincolo: a system administrator moves the end of a
// registration (the one an accounting entry paid for) to a later day. Errors go in errorMessage.
import type { Db } from '../db/client.ts';
import { audit } from '../audit.ts';
import { isSysadmin, type AuthUser } from '../auth/user.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { BREACH } from './rules.ts';
import { ruleBreach } from './shared.ts';

export async function modificaVincolo(db: Db, user: AuthUser, anagraficaId: number, b: { partitacontabile_id: number; data_rinnovo: string }) {
  if (!isSysadmin(user)) throw forbidden();
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; data_inizio: string; data_fine: string | null }>(
      `SELECT r.id, r.data_inizio, r.data_fine FROM partita_contabile p JOIN anagrafica_ruolo r ON r.id = p.anagrafica_ruolo_id
        WHERE p.id = $1 AND p.anagrafica_id = $2 AND r.deleted_at IS NULL FOR UPDATE OF r`,
      [b.partitacontabile_id, anagraficaId],
    );
    const r = rows[0];
    if (!r) throw notFound();
    if (b.data_rinnovo <= (r.data_fine ?? r.data_inizio)) throw ruleBreach(BREACH.vincolo, 'data_rinnovo');
    await tx.query('UPDATE anagrafica_ruolo SET data_fine = $2, updated_at = now() WHERE id = $1', [r.id, b.data_rinnovo]);
    await audit(tx, { userId: user.id, action: 'tesseramento.vincolo', entity: 'anagrafica_ruolo', entityId: r.id, before: r, after: { data_fine: b.data_rinnovo } });
    return { error: false as const, message: 'Dati salvati con successo', id: r.id };
  });
}
