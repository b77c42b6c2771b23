// Set-up helpers of the cart API tests: a fresh open cart for a party with given lines and wallet.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { addCartItem } from '../../server/carrello/index.ts';

export type Party = { type: 'societa' | 'anagrafica'; id: number };

export async function userParty(db: Db, email: string): Promise<Party> {
  const { rows } = await db.query<{ societa_id: number | null; anagrafica_id: number | null }>('SELECT societa_id, anagrafica_id FROM users WHERE email = $1', [email]);
  return rows[0].societa_id ? { type: 'societa', id: rows[0].societa_id } : { type: 'anagrafica', id: rows[0].anagrafica_id! };
}

const col = (p: Party) => (p.type === 'societa' ? 'societa_id' : 'anagrafica_id');

/** Empties the party's open cart, sets its wallet and puts one line (with its entry) per amount. */
export async function prepareCart(db: Db, p: Party, amountsCents: number[], walletCents: number): Promise<{ cartId: number; entryIds: number[] }> {
  return db.transaction(async (tx) => {
    await tx.query(`UPDATE partita_contabile SET carrello_id = NULL WHERE carrello_id IN (SELECT id FROM carrello WHERE ${col(p)} = $1 AND stato = 'open')`, [p.id]);
    // A checkout left by an earlier test (a card payment still awaiting the gateway) would answer instead.
    await tx.query(`DELETE FROM carrello_checkout WHERE carrello_id IN (SELECT id FROM carrello WHERE ${col(p)} = $1 AND stato = 'open')`, [p.id]);
    await tx.query(`DELETE FROM carrello_item WHERE carrello_id IN (SELECT id FROM carrello WHERE ${col(p)} = $1 AND stato = 'open')`, [p.id]);
    await tx.query(`INSERT INTO portafoglio (${col(p)}, totale_cents) VALUES ($1, $2) ON CONFLICT (${col(p)}) DO UPDATE SET totale_cents = $2`, [p.id, walletCents]);
    const { rows: season } = await tx.query<{ id: number }>('SELECT id FROM stagione WHERE deleted_at IS NULL ORDER BY aperta DESC, data_inizio DESC LIMIT 1');
    let cartId = 0;
    const entryIds: number[] = [];
    for (const [n, cents] of amountsCents.entries()) {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO partita_contabile (codice, importo_cents, descrizione, data_registrazione, ${col(p)}, stagione_id)
         VALUES ('Affiliazione', $1, $2, current_date, $3, $4) RETURNING id`,
        [cents, `Voce di prova ${n + 1}`, p.id, season[0].id],
      );
      entryIds.push(rows[0].id);
      ({ cartId } = await addCartItem(tx, { party: p, entryId: rows[0].id, descrizione: `Voce di prova ${n + 1}`, amountCents: cents, seasonId: season[0].id }));
    }
    return { cartId, entryIds };
  });
}

export async function walletCents(db: Db, p: Party): Promise<number> {
  const { rows } = await db.query<{ t: number }>(`SELECT totale_cents AS t FROM portafoglio WHERE ${col(p)} = $1`, [p.id]);
  return rows[0]?.t ?? 0;
}

export async function entries(db: Db, ids: number[]) {
  const { rows } = await db.query<{ id: number; stato: string; bonus_cents: number; codice_versamento: string | null }>(
    'SELECT id, stato, bonus_cents, codice_versamento FROM partita_contabile WHERE id = ANY($1::int[]) ORDER BY id',
    [ids],
  );
  return rows;
}

export async function cartState(db: Db, cartId: number): Promise<string> {
  const { rows } = await db.query<{ stato: string }>('SELECT stato FROM carrello WHERE id = $1', [cartId]);
  return rows[0]?.stato;
}

/** The demo gateway's simulator: its page, then its button ('OK' pays, 'KO' refuses). */
export async function payOnSimulator(app: FastifyInstance, checkoutUrl: string, esito: 'OK' | 'KO') {
  const page = await app.inject({ method: 'GET', url: checkoutUrl });
  expect(page.statusCode).toBe(200);
  const res = await app.inject({ method: 'POST', url: checkoutUrl, payload: `esito=${esito}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(res.statusCode).toBe(303);
  return { page: page.body, location: res.headers.location as string };
}

/** The first active bank of a type ('CartaCredito' automatic, 'Bonifico'). */
export async function bankOfType(db: Db, tipo: 'CartaCredito' | 'Bonifico'): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM banca WHERE tipo = $1 AND deleted_at IS NULL ${tipo === 'CartaCredito' ? 'AND automatica' : ''} ORDER BY id LIMIT 1`, [tipo]);
  return rows[0].id;
}
