// A gateway notification: the one place where a card transaction gets its outcome.
// Refused with nothing changed: a bad signature (403), a stale timestamp (403), an unknown
// transaction (404), an amount that is not the transaction's (403), a replayed event id (409).
// A valid notification for a transaction that already has its outcome is recorded and ignored.
import type { Db } from '../db/client.ts';
import { audit } from '../audit.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { q, sql } from '../db/sql.ts';
import { paymentHandlers } from './handlers.ts';
import { paymentProvider } from './providers.ts';
import { verifyNotification, type Notification } from './signature.ts';
import { transactionByCode, transactionById, type CardTransaction } from './transactions.ts';

/** How old a notification may be (seconds). */
export const NOTIFICATION_MAX_AGE_S = 15 * 60;

export interface NotificationResult {
  transaction: CardTransaction;
  accepted: boolean;
}

export async function handleNotification(db: Db, n: Notification, signature: string, now = Date.now()): Promise<NotificationResult> {
  if (!verifyNotification(paymentProvider().secret, n, signature)) throw forbidden('Firma della notifica non valida');
  if (Math.abs(now / 1000 - n.timestamp) > NOTIFICATION_MAX_AGE_S) throw forbidden('Notifica scaduta');
  return db.transaction(async (tx) => {
    const t = await transactionByCode(tx, n.codice, true);
    if (!t) throw notFound('Transazione non trovata');
    if (t.importo_cents !== n.importo_cents) throw forbidden("L'importo della notifica non corrisponde alla transazione");
    const pending = t.stato === 'in_attesa';
    const { rows } = await q(
      tx,
      sql`
      INSERT INTO pagamento_notifica (event_id, transazione_id, esito, risultato, payload)
      VALUES (${n.event_id}, ${t.id}, ${n.esito}, ${pending ? 'accepted' : 'ignored'}, ${JSON.stringify(n)}::jsonb)
      ON CONFLICT (event_id) DO NOTHING RETURNING id`,
    );
    if (!rows.length) throw conflict('Notifica già ricevuta');
    if (!pending) return { transaction: t, accepted: false };
    const ok = n.esito === 'OK';
    const { rows: updated } = await q(
      tx,
      sql`
      UPDATE transazione_carta_credito
         SET stato = ${ok ? 'pagata' : 'fallita'}, esito = ${n.esito},
             status_message = ${n.status_message ?? (ok ? 'Transazione autorizzata' : 'Transazione rifiutata')},
             pagato_con = ${ok ? (n.pagato_con ?? null) : null}, data_pagamento = ${ok ? sql`now()` : sql`NULL`}
       WHERE id = ${t.id} AND stato = 'in_attesa' RETURNING id`,
    );
    if (!updated.length) return { transaction: t, accepted: false };
    const after = (await transactionById(tx, t.id))!;
    const h = paymentHandlers(t.scopo);
    await (ok ? h.paid : h.failed)?.(tx, after);
    await audit(tx, {
      userId: null,
      action: 'payment.notification',
      entity: 'transazione_carta_credito',
      entityId: t.id,
      before: { stato: t.stato },
      after: { stato: after.stato, event_id: n.event_id },
    });
    return { transaction: after, accepted: true };
  });
}
