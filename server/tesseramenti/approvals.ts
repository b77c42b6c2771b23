// What approving or rejecting an entry of this area does to registrations and cards (run by the
// ledger hooks of ledger-hooks.ts, in the ledger's transaction).
import type { Queryable } from '../db/client.ts';
import { approveRole, rejectRole } from './roles.ts';
import { onTransferEntryEvent } from './transfers.ts';
import { CARD_FAMILIES } from './rules.ts';

const CARD_PREFIX: Record<string, string> = { Tecnico: 'AL', Arbitro: 'AR', PreparatoreAtletico: 'PA', PreparatorePortieri: 'PP', IstruttorePromozionale: 'IP' };

export async function onEntryDecided(tx: Queryable, partitaId: number, approved: boolean, userId: number | null) {
  if (await onTransferEntryEvent(tx, partitaId, approved ? 'approved' : 'rejected', userId)) return;
  const { rows } = await tx.query<{ role_id: number; famiglia: string; societa_id: number | null; anagrafica_id: number; stagione_id: number; tipologia_id: number; nome: string; data_fine: string }>(
    `SELECT r.id AS role_id, ru.famiglia_ruolo AS famiglia, r.societa_id, r.anagrafica_id, r.stagione_id, r.tipologia_tesseramento_id AS tipologia_id,
            t.nome, s.data_fine
       FROM partita_contabile p JOIN anagrafica_ruolo r ON r.id = p.anagrafica_ruolo_id JOIN ruolo ru ON ru.id = r.ruolo_id
       JOIN tipologia_tesseramento t ON t.id = r.tipologia_tesseramento_id JOIN stagione s ON s.id = r.stagione_id
      WHERE p.id = $1`,
    [partitaId],
  );
  const r = rows[0];
  if (!r) return;
  if (!approved) return rejectRole(tx, r.role_id);
  await approveRole(tx, r.role_id);
  // The card of a technical family is issued with the approval of the person's own registration.
  if (r.societa_id === null && CARD_FAMILIES.includes(r.famiglia)) {
    await tx.query(
      `INSERT INTO tessera (codice, data_emissione, data_scadenza, famiglia, nome, anagrafica_id, stagione_id, tipologia_tesseramento_id)
       VALUES ($1 || lpad(nextval('tessera_id_seq')::text, 7, '0'), CURRENT_DATE, $2, $3, $4, $5, $6, $7)`,
      [CARD_PREFIX[r.famiglia], r.data_fine, r.famiglia, `Tessera ${r.nome}`, r.anagrafica_id, r.stagione_id, r.tipologia_id],
    );
  }
}
