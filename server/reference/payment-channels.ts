// The two payment channels (banca rows) the product keeps in line with its configuration at every
// start; no screen creates banks (docs/decisions/reference.md):
// - 'CARTA', 'Carta di Credito': the card gateway, an 'automatica' channel the cart offers. Live only
//   while a gateway is configured (PAYMENT_PROVIDER simulator or redirect); without one a card
//   checkout could only fail, so the channel is hidden (soft-deleted) and shown again when one is.
// - 'BONIFICO', 'Bonifico Bancario[ - {PAYMENT_BANK}]': the federation's account, with PAYMENT_IBAN.
//   The payment notice prints its IBAN; administrators record wallet top-ups received on it. Always
//   there; its IBAN and name follow the configuration when it is set and are kept when it is not.
import type { Queryable } from '../db/client.ts';
import type { Config } from '../config.ts';
import { audit } from '../audit.ts';

export type PaymentChannelSettings = Pick<Config, 'cardPayments' | 'paymentIban' | 'paymentBank'>;

export const CARD_CHANNEL = 'Carta di Credito';
export const transferChannelName = (bank?: string) => (bank ? `Bonifico Bancario - ${bank}` : 'Bonifico Bancario');

/**
 * Gives the product's codes to the channels an older database already had under their names (the
 * demo's card gateway and its first bank transfer, the account the payment notice printed), so that
 * the sync below does not add a second of each. Run once (a catalog of server/reference/index.ts).
 */
export async function adoptPaymentChannels(db: Queryable) {
  await db.query(
    `UPDATE banca SET codice = 'CARTA'
      WHERE id = (SELECT id FROM banca WHERE tipo = 'CartaCredito' AND automatica AND intestazione = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1)
        AND NOT EXISTS (SELECT 1 FROM banca WHERE codice = 'CARTA')`,
    [CARD_CHANNEL],
  );
  await db.query(
    `UPDATE banca SET codice = 'BONIFICO'
      WHERE id = (SELECT id FROM banca WHERE tipo = 'Bonifico' AND NOT automatica AND iban IS NOT NULL AND deleted_at IS NULL ORDER BY id LIMIT 1)
        AND NOT EXISTS (SELECT 1 FROM banca WHERE codice = 'BONIFICO')`,
  );
}

/** Adds the channels a database lacks and follows the configuration; writes nothing when all agree. */
export async function syncPaymentChannels(db: Pick<Queryable, 'query'>, s: PaymentChannelSettings) {
  if (s.cardPayments) {
    await db.query(
      `INSERT INTO banca (codice, intestazione, automatica, tipo) VALUES ('CARTA', $1, true, 'CartaCredito')
       ON CONFLICT (codice) WHERE codice IS NOT NULL DO NOTHING`,
      [CARD_CHANNEL],
    );
    await db.query("UPDATE banca SET deleted_at = NULL WHERE codice = 'CARTA' AND deleted_at IS NOT NULL");
  } else await db.query("UPDATE banca SET deleted_at = now() WHERE codice = 'CARTA' AND deleted_at IS NULL");

  const name = transferChannelName(s.paymentBank);
  await db.query(
    `INSERT INTO banca (codice, intestazione, iban, automatica, tipo) VALUES ('BONIFICO', $1, $2::text, false, 'Bonifico')
     ON CONFLICT (codice) WHERE codice IS NOT NULL DO NOTHING`,
    [name, s.paymentIban ?? null],
  );
  if (s.paymentIban || s.paymentBank) {
    // The account the notices print changed with the configuration: the audit log says from what.
    const { rows } = await db.query<{ id: number; before: unknown; after: unknown }>(
      `WITH old AS (SELECT id, intestazione, iban, deleted_at FROM banca WHERE codice = 'BONIFICO' FOR UPDATE)
       UPDATE banca b SET intestazione = $1, iban = coalesce($2::text, b.iban), deleted_at = NULL
         FROM old WHERE b.id = old.id AND (old.intestazione <> $1 OR old.iban IS DISTINCT FROM coalesce($2::text, old.iban) OR old.deleted_at IS NOT NULL)
       RETURNING b.id, json_build_object('intestazione', old.intestazione, 'iban', old.iban, 'nascosta', old.deleted_at IS NOT NULL) AS before,
                 json_build_object('intestazione', b.intestazione, 'iban', b.iban) AS after`,
      [name, s.paymentIban ?? null],
    );
    for (const r of rows) await audit(db, { userId: null, action: 'banca.configurazione', entity: 'banca', entityId: r.id, before: r.before, after: r.after });
  }
}

/** Printed by a start without demo data when the account's IBAN is not known. */
export const PAYMENT_IBAN_HINT = "PAYMENT_IBAN non è impostato: il canale 'Bonifico Bancario' e l'avviso di pagamento non riportano l'IBAN della federazione (vedi README, Variabili d'ambiente).";

/** The IBAN of the federation's account ('BONIFICO'), null when none is known. */
export async function transferChannelIban(db: Pick<Queryable, 'query'>): Promise<string | null> {
  const { rows } = await db.query<{ iban: string | null }>("SELECT iban FROM banca WHERE codice = 'BONIFICO' AND deleted_at IS NULL");
  return rows[0]?.iban ?? null;
}
