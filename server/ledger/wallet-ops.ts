// POST portafoglio/{id}/increment (spec 2 §7, §6): an administrator increments or decrements at
// once; other users (when only_admin_can_increment is off) decrement at once, request a bank top-up
// that an administrator approves, or pay a top-up by card (checkout_url).
import type { Queryable } from '../db/client.ts';
import { forbidden, notFound, validationError } from '../http/errors.ts';
import { CODICI_SPECIALI, MESSAGGI } from '../../resources/contracts/contabilita.ts';
import type { AuthUser } from '../auth/user.ts';
import { actorOf, viewerOf } from './actor.ts';
import { startCardTopUp } from './card.ts';
import { createEntry } from './service.ts';
import { creditWallet, debitWallet, lockWallet, partyOfWallet, pendingMovement, type WalletRow } from './wallet.ts';
import { euros } from '../money.ts';

export interface IncrementInput {
  valoreCents: number;
  codiceVersamento?: string | null;
  dataVersamento?: string | null;
  bancaId?: number | null;
  stagioneId?: number | null;
  action?: 'increment' | 'decrement';
}

export interface IncrementResult {
  error: false;
  message: string;
  id: number;
  totale: number;
  checkout_url?: string;
}

/** Whether the user may see this wallet (admin any; a club its own; a person its own). */
export function walletVisible(u: AuthUser, w: Pick<WalletRow, 'societa_id' | 'anagrafica_id'>): boolean {
  const v = viewerOf(u);
  if (v.admin) return true;
  if (v.societaId != null) return w.societa_id === v.societaId;
  return v.anagraficaId != null && w.anagrafica_id === v.anagraficaId;
}

export async function defaultSeason(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ id: number }>('SELECT id FROM stagione WHERE deleted_at IS NULL ORDER BY aperta DESC, data_inizio DESC, id DESC LIMIT 1');
  return rows[0].id;
}

async function onlyAdminCanIncrement(tx: Queryable): Promise<boolean> {
  const { rows } = await tx.query<{ v: boolean }>('SELECT only_admin_can_increment AS v FROM configurazione_generale ORDER BY id LIMIT 1');
  return rows[0]?.v ?? false;
}

async function bankOf(tx: Queryable, id: number) {
  const { rows } = await tx.query<{ id: number; automatica: boolean }>('SELECT id, automatica FROM banca WHERE id = $1 AND deleted_at IS NULL', [id]);
  if (!rows[0]) throw validationError({ banca: ['La banca selezionata non è valida'] });
  return rows[0];
}

/** The wallet's live increment (pending or approved, not reversed) recorded with bank transfer code `codice`. */
async function incrementWithCode(tx: Queryable, walletId: number, codice: string) {
  const { rows } = await tx.query<{ id: number; cents: number; approvata: boolean }>(
    `SELECT p.id, m.valore_cents AS cents, p.approvata
       FROM movimento_portafoglio m JOIN partita_contabile p ON p.id = m.partita_contabile_id
      WHERE m.portafoglio_id = $1 AND m.codice_versamento = $2 AND m.valore_cents > 0 AND p.codice = $3
        AND NOT p.rifiutata AND NOT p.stornata
      ORDER BY p.id LIMIT 1`,
    [walletId, codice, CODICI_SPECIALI.incremento],
  );
  return rows[0];
}

export async function incrementWallet(tx: Queryable, walletId: number, input: IncrementInput, user: AuthUser): Promise<IncrementResult> {
  const w = await lockWallet(tx, walletId);
  if (!walletVisible(user, w)) throw notFound('Portafoglio non trovato');
  const admin = viewerOf(user).admin;
  if (!admin && (await onlyAdminCanIncrement(tx))) throw forbidden(MESSAGGI.soloAdminIncremento);
  const by = actorOf(user);
  const party = partyOfWallet(w);
  const stagioneId = input.stagioneId ?? (await defaultSeason(tx));
  // Only an administrator sets the date (read-only for clubs, spec 2 §2.10).
  const dataVersamento = admin ? (input.dataVersamento ?? null) : null;
  const owner = party.type === 'societa' ? { societaId: party.id } : { anagraficaId: party.id };
  const cents = input.valoreCents;
  const movement = { cents, codiceVersamento: input.codiceVersamento, dataVersamento, bancaId: input.bancaId, stagioneId };

  if (input.action === 'decrement') {
    const entry = await createEntry(
      tx,
      {
        codice: CODICI_SPECIALI.decremento,
        importoCents: cents,
        bonusCents: -cents,
        stagioneId,
        descrizione: 'Decremento portafoglio',
        codiceVersamento: input.codiceVersamento,
        dataRegistrazione: dataVersamento,
        approved: true,
        ...owner,
      },
      by,
    );
    const totale = await debitWallet(tx, party, { ...movement, partitaId: entry.id }, by);
    return { error: false, message: MESSAGGI.salvato, id: entry.id, totale: euros(totale) };
  }
  if (admin) {
    // A bank transfer code is one transfer: sent again (a network retry, a second tab) it is the same
    // increment; with another amount, or while the holder's own request for it awaits approval, it is refused.
    const earlier = input.codiceVersamento ? await incrementWithCode(tx, w.id, input.codiceVersamento) : undefined;
    if (earlier?.approvata && earlier.cents === cents) return { error: false, message: MESSAGGI.salvato, id: earlier.id, totale: euros(w.totale_cents) };
    if (earlier) throw validationError({ codice_versamento: [MESSAGGI.codiceVersamentoRegistrato] });
    const entry = await createEntry(
      tx,
      {
        codice: CODICI_SPECIALI.incremento,
        importoCents: cents,
        bonusCents: cents,
        stagioneId,
        descrizione: 'Incremento portafoglio',
        codiceVersamento: input.codiceVersamento,
        dataRegistrazione: dataVersamento,
        approved: true,
        ...owner,
      },
      by,
    );
    const totale = await creditWallet(tx, party, { ...movement, partitaId: entry.id }, by);
    return { error: false, message: MESSAGGI.salvato, id: entry.id, totale: euros(totale) };
  }
  if (input.bancaId == null) throw validationError({ banca: ['La banca è obbligatoria'] });
  const bank = await bankOf(tx, input.bancaId);
  if (!bank.automatica && !input.codiceVersamento) throw validationError({ codice_versamento: ['Il codice versamento è obbligatorio'] });
  // A retried bank request (same wallet, same transfer code and amount, still pending) is the same
  // request; a code already credited (by an administrator, or an approved request) or asked with
  // another amount is refused: approving it would credit one transfer twice.
  if (!bank.automatica) {
    const earlier = await incrementWithCode(tx, w.id, input.codiceVersamento!);
    if (earlier && !earlier.approvata && earlier.cents === cents) return { error: false, message: MESSAGGI.richiestaIncremento, id: earlier.id, totale: euros(w.totale_cents) };
    if (earlier) throw validationError({ codice_versamento: [MESSAGGI.codiceVersamentoRegistrato] });
  }
  const entry = await createEntry(
    tx,
    { codice: CODICI_SPECIALI.incremento, importoCents: cents, bonusCents: cents, stagioneId, descrizione: 'Richiesta incremento portafoglio', codiceVersamento: input.codiceVersamento, ...owner },
    by,
  );
  if (bank.automatica) {
    // A card top-up is traced by its card transaction's code (TRX…): entry and movement carry it, as a
    // bank top-up's carry the transfer code (a code typed for a card payment traces nothing).
    const pay = await startCardTopUp(tx, { party, cents, partitaId: entry.id, bancaId: bank.id, stagioneId, userId: user.id });
    await pendingMovement(tx, w.id, { ...movement, codiceVersamento: pay.codice, partitaId: entry.id });
    await tx.query('UPDATE partita_contabile SET banca_id = $2, codice_versamento = $3 WHERE id = $1', [entry.id, bank.id, pay.codice]);
    return { error: false, message: MESSAGGI.richiestaIncremento, id: entry.id, totale: euros(w.totale_cents), checkout_url: pay.checkout_url };
  }
  await pendingMovement(tx, w.id, { ...movement, partitaId: entry.id });
  await tx.query('UPDATE partita_contabile SET banca_id = $2 WHERE id = $1', [entry.id, bank.id]);
  return { error: false, message: MESSAGGI.richiestaIncremento, id: entry.id, totale: euros(w.totale_cents) };
}
