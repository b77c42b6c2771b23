// A 'Converti in Agonista' whose charge is withdrawn is undone (docs/decisions/tesseramenti.md,
// 'Converti in Agonista'): when its entry is cancelled (the cart line removed, 'Annulla'), rejected, or
// reversed with 'ripristina anagrafica', the registration gets back its role, type and series (without
// the forms the conversion filed) and the person its `agonista`, in the ledger's transaction (its hooks), with an audit row. Before, the
// registration stayed converted and nothing was owed.
import type { Queryable } from '../db/client.ts';
import { audit } from '../audit.ts';
import { conflict } from '../http/errors.ts';

export const CONVERSION_UNDO = {
  modificato: "Il tesseramento è cambiato dopo la conversione in Agonista: non è possibile annullarne l'addebito senza ripristinarlo. Correggi prima il tesseramento",
} as const;

/** The registration as the conversion found it and as it left it. */
export interface ConversionRecord {
  partitaId: number;
  anagraficaRuoloId: number;
  before: { ruolo_id: number; tipologia_tesseramento_id: number | null; serie_id: number | null; agonista: boolean };
  after: { ruolo_id: number; tipologia_tesseramento_id: number; serie_id: number | null; moduli_ids: number[] };
}

/** Called by the conversion when it charges: what to give back if that charge is withdrawn. */
export async function recordConversion(tx: Queryable, c: ConversionRecord) {
  await tx.query(
    `INSERT INTO conversione_agonista (partita_contabile_id, anagrafica_ruolo_id, ruolo_id_precedente, tipologia_tesseramento_id_precedente, serie_id_precedente,
       agonista_precedente, ruolo_id, tipologia_tesseramento_id, serie_id, moduli_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      c.partitaId,
      c.anagraficaRuoloId,
      c.before.ruolo_id,
      c.before.tipologia_tesseramento_id,
      c.before.serie_id,
      c.before.agonista,
      c.after.ruolo_id,
      c.after.tipologia_tesseramento_id,
      c.after.serie_id,
      c.after.moduli_ids,
    ],
  );
}

interface Recorded {
  anagrafica_ruolo_id: number;
  ruolo_id_precedente: number;
  tipologia_tesseramento_id_precedente: number | null;
  serie_id_precedente: number | null;
  agonista_precedente: boolean;
  ruolo_id: number;
  tipologia_tesseramento_id: number;
  serie_id: number | null;
  moduli_ids: number[];
}

interface Registration {
  id: number;
  anagrafica_id: number;
  ruolo_id: number;
  tipologia_tesseramento_id: number | null;
  serie_id: number | null;
  withdrawn: boolean;
}

/** Still as the conversion left it: same role, type and series (a registration withdrawn since has nothing to give back). */
const unchanged = (r: Registration, c: Recorded) => r.ruolo_id === c.ruolo_id && r.tipologia_tesseramento_id === c.tipologia_tesseramento_id && r.serie_id === c.serie_id;

/**
 * The ledger's 'cancelled' and 'rejected' hooks, and its 'storno' hook with 'ripristina anagrafica':
 * the conversion charged by `partitaId`, if any, is undone. A registration changed since (another type
 * or series, an administrator's edit) is refused with a 409 and the whole operation rolls back, rather
 * than overwritten or left converted for free; a registration withdrawn since is left as it is.
 */
export async function onConversionEntryWithdrawn(tx: Queryable, partitaId: number, how: 'cancelled' | 'rejected' | 'storno', userId: number | null) {
  const { rows } = await tx.query<Recorded>('SELECT * FROM conversione_agonista WHERE partita_contabile_id = $1 AND data_annullamento IS NULL FOR UPDATE', [partitaId]);
  const c = rows[0];
  if (!c) return;
  // The person's row first, then the registration, as the conversion locks them (after the ledger's cart and entry).
  await tx.query('SELECT 1 FROM anagrafica WHERE id = (SELECT anagrafica_id FROM anagrafica_ruolo WHERE id = $1) FOR UPDATE', [c.anagrafica_ruolo_id]);
  const reg = (
    await tx.query<Registration>(
      `SELECT id, anagrafica_id, ruolo_id, tipologia_tesseramento_id, serie_id, (deleted_at IS NOT NULL OR rifiutato) AS withdrawn
         FROM anagrafica_ruolo WHERE id = $1 FOR UPDATE`,
      [c.anagrafica_ruolo_id],
    )
  ).rows[0];
  if (!reg.withdrawn && !unchanged(reg, c)) throw conflict(CONVERSION_UNDO.modificato);
  let moduliRimossi: number[] = [];
  if (!reg.withdrawn) {
    await tx.query('UPDATE anagrafica_ruolo SET ruolo_id = $2, tipologia_tesseramento_id = $3, serie_id = $4, updated_at = now() WHERE id = $1', [
      reg.id,
      c.ruolo_id_precedente,
      c.tipologia_tesseramento_id_precedente,
      c.serie_id_precedente,
    ]);
    // The competitive type's forms go with it: the registration shows the forms of what it is again.
    const removed = await tx.query<{ modulo_id: number }>('DELETE FROM anagrafica_modulo WHERE id = ANY($1) AND anagrafica_ruolo_id = $2 RETURNING modulo_id', [c.moduli_ids, reg.id]);
    moduliRimossi = removed.rows.map((m) => m.modulo_id);
  }
  // The person stays competitive only through another running competitive athlete registration.
  await tx.query(
    `UPDATE anagrafica a SET agonista = $2 WHERE a.id = $1 AND NOT EXISTS (
         SELECT 1 FROM anagrafica_ruolo r JOIN ruolo ru ON ru.id = r.ruolo_id
          WHERE r.anagrafica_id = a.id AND r.id <> $3 AND ru.famiglia_ruolo = 'Atleta' AND ru.agonista
            AND r.deleted_at IS NULL AND NOT r.rifiutato AND (r.data_fine IS NULL OR r.data_fine >= CURRENT_DATE))`,
    [reg.anagrafica_id, c.agonista_precedente, reg.id],
  );
  await tx.query('UPDATE conversione_agonista SET data_annullamento = now() WHERE partita_contabile_id = $1', [partitaId]);
  await audit(tx, {
    userId,
    action: 'tessera.anagrafica.converti.annulla',
    entity: 'anagrafica_ruolo',
    entityId: reg.id,
    before: { ruolo_id: reg.ruolo_id, tipologia_tesseramento_id: reg.tipologia_tesseramento_id, serie_id: reg.serie_id },
    after: {
      partita_contabile_id: partitaId,
      evento: how,
      ripristinato: !reg.withdrawn,
      ruolo_id: c.ruolo_id_precedente,
      tipologia_tesseramento_id: c.tipologia_tesseramento_id_precedente,
      serie_id: c.serie_id_precedente,
      agonista: c.agonista_precedente,
      moduli_rimossi: moduliRimossi,
    },
  });
}
