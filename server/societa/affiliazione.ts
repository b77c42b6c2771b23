// The affiliation request (spec 2 §4 Club affiliation, §7 getcostoaffiliazione, richiestaaffiliazione):
// the fee of the season, then one accounting entry awaiting approval and its item in the club's cart.
import { audit } from '../audit.ts';
import type { AuthUser } from '../auth/user.ts';
import type { Queryable } from '../db/client.ts';
import { q, sql } from '../db/sql.ts';
import { conflict, notFound } from '../http/errors.ts';
import { SOCIETA_MESSAGES as M } from '../../resources/contracts/societa.ts';
import { addLedgerEntryWithCartItem, lockClubCart, type CartEntry } from './ledger-port.ts';
import type { Stagione } from './queries.ts';
import { affiliationCode, affiliationRenewalPossible, italianToday, renewalsOpen } from './rules.ts';
import { assertSocietaReachable } from './service.ts';
import { euros } from '../money.ts';

type Tx = Queryable;
type Transactional = { transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> };

interface Fee {
  codice: 'Affiliazione' | 'Riaffiliazione';
  tipologiaId: number;
  cents: number;
  stagioneNome: string;
}

/** The fee a club pays for the season: AFF the first time, RIAFF afterwards (fee configuration). */
async function feeFor(db: Queryable, societaId: number, stagioneId: number): Promise<Fee | null> {
  const { rows: earlier } = await q(
    db,
    sql`SELECT 1 FROM partita_contabile WHERE societa_id = ${societaId} AND anagrafica_id IS NULL
    AND codice IN ('Affiliazione', 'Riaffiliazione') AND approvata AND stagione_id <> ${stagioneId} LIMIT 1`,
  );
  const { rows: club } = await q<{ data_prima_affiliazione: string | null }>(db, sql`SELECT data_prima_affiliazione FROM societa WHERE id = ${societaId}`);
  const codice = affiliationCode(earlier.length > 0 || club[0]?.data_prima_affiliazione != null);
  const tipo = codice === 'Affiliazione' ? 'AFF' : 'RIAFF';
  const { rows } = await q<{ tipologia_id: number; importo_cents: number; stagione: string }>(
    db,
    sql`
    SELECT t.id AS tipologia_id, c.importo_cents, st.nome AS stagione
      FROM tipologia_tesseramento t JOIN stagione st ON st.id = ${stagioneId} AND st.deleted_at IS NULL
      JOIN configurazione c ON c.tipologia_tesseramento_id = t.id AND c.stagione_affiliazione_id = st.id AND c.deleted_at IS NULL
     WHERE t.codice = ${tipo} AND t.deleted_at IS NULL`,
  );
  return rows[0] ? { codice, tipologiaId: rows[0].tipologia_id, cents: rows[0].importo_cents, stagioneNome: rows[0].stagione } : null;
}

/** GET societa/{id}/getcostoaffiliazione?season=: `{ error, message, importo }` (euros). */
export async function costoAffiliazione(db: Queryable, user: AuthUser, societaId: number, stagioneId: number) {
  assertSocietaReachable(user, societaId);
  const fee = await feeFor(db, societaId, stagioneId);
  if (!fee) return { error: true, message: M.noFee, importo: null };
  return { error: false, message: fee.codice, importo: euros(fee.cents) };
}

/**
 * POST societa/{id}/richiestaaffiliazione: entry + cart item, one request per club and season, only while
 * the season's renewals are possible (the window the affiliation button shows in, spec 2 §2.1).
 */
export async function richiestaAffiliazione(db: Transactional, user: AuthUser, societaId: number, stagione: Stagione, today = italianToday()) {
  assertSocietaReachable(user, societaId);
  const stagioneId = stagione.id;
  if (!renewalsOpen(stagione, today) && !affiliationRenewalPossible(stagione, today)) throw conflict(M.renewalsClosed);
  return db.transaction(async (tx) => {
    const live = async (lock: boolean) =>
      (await q<{ nome: string }>(tx, sql`SELECT nome FROM societa WHERE id = ${societaId} AND deleted_at IS NULL ${lock ? sql`FOR UPDATE` : sql``}`)).rows.length > 0;
    if (!(await live(false))) throw notFound('Società non trovata');
    // The club's cart, then the club's row (one request per club and season), as a checkout locks them.
    await lockClubCart(tx, societaId, stagioneId);
    if (!(await live(true))) throw notFound('Società non trovata');
    const { rows: pending } = await q(
      tx,
      sql`SELECT 1 FROM partita_contabile WHERE societa_id = ${societaId} AND anagrafica_id IS NULL
      AND stagione_id = ${stagioneId} AND codice IN ('Affiliazione', 'Riaffiliazione') AND NOT rifiutata AND NOT stornata`,
    );
    if (pending.length) throw conflict(M.affiliationPending);
    const fee = await feeFor(tx, societaId, stagioneId);
    if (!fee) throw conflict(M.noFee);
    const entry: CartEntry = {
      codice: fee.codice,
      importoCents: fee.cents,
      descrizione: `${fee.codice} stagione ${fee.stagioneNome}`,
      societaId,
      stagioneId,
      tipologiaTesseramentoId: fee.tipologiaId,
    };
    const created = await addLedgerEntryWithCartItem(tx, entry, user.id);
    await audit(tx, {
      userId: user.id,
      action: 'societa.richiestaaffiliazione',
      entity: 'partita_contabile',
      entityId: created.partitaId,
      after: { societa_id: societaId, stagione_id: stagioneId, codice: fee.codice, importo_cents: fee.cents, carrello_id: created.carrelloId },
    });
    return {
      error: false as const,
      message: M.affiliationRequested,
      carrello_details: {
        carrello_id: created.carrelloId,
        partite_contabili: [{ id: created.partitaId, codice: fee.codice, importo: euros(fee.cents), descrizione: entry.descrizione }],
      },
    };
  });
}
