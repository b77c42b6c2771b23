// Fee configuration's own operation: a new season starts from the previous season's fees
// (toolbar action 'Copia importi dalla stagione precedente' of resources/reference/configurazioni.ts).
import { audit } from '../audit.ts';
import { conflict } from '../http/errors.ts';
import { loadSeason, previousSeason, type Season } from '../tesseramenti/queries.ts';
import type { Queryable } from '../db/client.ts';
import type { SeasonActionContext } from './hooks.ts';

async function seasons(db: Queryable, seasonId: number): Promise<{ from: Season; to: Season }> {
  const to = await loadSeason(db, seasonId);
  const from = await previousSeason(db, to);
  if (!from) throw conflict(`Nessuna stagione precedente alla stagione ${to.nome}`);
  return { from, to };
}

/** GET configurazioni/copia-stagione-precedente/{seasonId}: the seasons the question names. */
export async function previewCopyFees({ db, season }: SeasonActionContext) {
  const { from, to } = await seasons(db, season);
  return { from: from.nome, to: to.nome };
}

export const copiedFeesMessage = (count: number) => (count === 0 ? 'Nessun importo da copiare' : count === 1 ? 'Copiato 1 importo' : `Copiati ${count} importi`);

/**
 * POST configurazioni/copia-stagione-precedente/{seasonId}: in one transaction, every live fee of the
 * previous season (by start date) whose causale is live and has no live fee in this season, cents as
 * they are. ON CONFLICT leaves a fee saved meanwhile (a concurrent copy or 'Aggiungi Importo') as it is.
 */
export async function copyPreviousFees({ db, season, user }: SeasonActionContext) {
  return db.transaction(async (tx) => {
    const { from, to } = await seasons(tx, season);
    const { rows } = await tx.query<{ id: number; tipologia_tesseramento_id: number }>(
      `INSERT INTO configurazione (stagione_affiliazione_id, tipologia_tesseramento_id, importo_cents, importo_tesseramento_cents,
         importo_trasferimento_under_cents, importo_trasferimento_senior_cents)
       SELECT $2, c.tipologia_tesseramento_id, c.importo_cents, c.importo_tesseramento_cents, c.importo_trasferimento_under_cents, c.importo_trasferimento_senior_cents
         FROM configurazione c JOIN tipologia_tesseramento t ON t.id = c.tipologia_tesseramento_id AND t.deleted_at IS NULL
        WHERE c.stagione_affiliazione_id = $1 AND c.deleted_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM configurazione x WHERE x.stagione_affiliazione_id = $2 AND x.tipologia_tesseramento_id = c.tipologia_tesseramento_id AND x.deleted_at IS NULL)
        ORDER BY c.id
       ON CONFLICT (stagione_affiliazione_id, tipologia_tesseramento_id) WHERE deleted_at IS NULL DO NOTHING
       RETURNING id, tipologia_tesseramento_id`,
      [from.id, to.id],
    );
    if (rows.length) await audit(tx, { userId: user.id, action: 'copy_fees', entity: 'stagione', entityId: to.id, before: null, after: { da_stagione_id: from.id, configurazioni: rows } });
    return { message: copiedFeesMessage(rows.length), count: rows.length };
  });
}
