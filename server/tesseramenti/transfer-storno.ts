// A storno of a transfer's entry (POST partitacontabile/{id}/cancel, the ledger's stornoEntry, run
// through its 'storno' hook in the same transaction): the request, its entry and the registrations
// stay in step (docs/decisions/tesseramenti.md, 'A storno of a transfer's entry').
import type { Queryable } from '../db/client.ts';
import { audit } from '../audit.ts';
import { conflict } from '../http/errors.ts';
import { BREACH } from './rules.ts';
import { annul, lockTransfer, type Locked } from './transfers.ts';

/** A later request of the athlete, open or approved: reinstating this one would give it two clubs. */
async function movedAgain(tx: Queryable, t: Locked) {
  const { rows } = await tx.query(`SELECT 1 FROM trasferimento WHERE anagrafica_id = $1 AND id > $2 AND stato IN ('in_attesa', 'approvata') LIMIT 1`, [t.anagrafica_id, t.id]);
  return rows.length > 0;
}

/**
 * A live athlete registration of the athlete made after the transfer's own (a renewal with the new
 * club, a loan, a second licence): withdrawing the transfer's would leave it standing beside the old club's.
 */
async function registeredSince(tx: Queryable, t: Locked) {
  if (t.anagrafica_ruolo_id == null) return false;
  const { rows } = await tx.query(
    `SELECT 1 FROM anagrafica_ruolo r JOIN ruolo ru ON ru.id = r.ruolo_id AND ru.famiglia_ruolo = 'Atleta'
      WHERE r.anagrafica_id = $1 AND r.id > $2 AND r.deleted_at IS NULL AND NOT r.rifiutato LIMIT 1`,
    [t.anagrafica_id, t.anagrafica_ruolo_id],
  );
  return rows.length > 0;
}

/** The old club's registrations the approval ended get back the end they had (finalApprove records it). */
async function reinstateOldClub(tx: Queryable, t: Locked) {
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE anagrafica_ruolo r SET data_fine = c.data_fine_precedente, updated_at = now()
       FROM trasferimento_ruolo_chiuso c WHERE c.trasferimento_id = $1 AND r.id = c.anagrafica_ruolo_id AND r.deleted_at IS NULL
     RETURNING r.id`,
    [t.id],
  );
  return rows.map((r) => r.id);
}

/**
 * An open request whose money is given back is annulled (the new registration withdrawn), with or
 * without 'ripristina anagrafica': approving it later would move the athlete for free. An approved one
 * is undone only with 'ripristina anagrafica' (the athlete is the old club's again, the new registration
 * withdrawn, the request annulled); without it only the money is reversed, as for a registration.
 */
export async function onTransferEntryReversed(tx: Queryable, partitaId: number, restore: boolean, userId: number | null) {
  const { rows } = await tx.query<{ id: number }>(`SELECT id FROM trasferimento WHERE partita_contabile_id = $1 AND stato IN ('in_attesa', 'approvata')`, [partitaId]);
  if (!rows[0]) return;
  const t = await lockTransfer(tx, rows[0].id);
  if (t.stato !== 'in_attesa' && !(t.stato === 'approvata' && restore)) return;
  let reinstated: number[] = [];
  if (t.stato === 'approvata') {
    if (await movedAgain(tx, t)) throw conflict(BREACH.trasferimentoSuccessivo);
    if (await registeredSince(tx, t)) throw conflict(BREACH.tesseramentoSuccessivo);
    reinstated = await reinstateOldClub(tx, t);
  }
  await annul(tx, t, userId);
  await audit(tx, {
    userId,
    action: 'trasferimento.storno',
    entity: 'trasferimento',
    entityId: t.id,
    before: t,
    after: { stato: 'annullata', restoreAnagrafica: restore, ruoli_ripristinati: reinstated },
  });
}
