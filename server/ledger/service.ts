// The one place where money moves: accounting entries (partite contabili). Every function takes the
// caller's transaction `tx` so that it composes into the caller's own operation (one transaction,
// row locks, audit rows). Wallet functions live in wallet.ts and settlement in settle.ts; all are
// exported through ./index.ts.
import { audit } from '../audit.ts';
import type { Queryable } from '../db/client.ts';
import { conflict, forbidden, notFound, validationError } from '../http/errors.ts';
import { CODICI_SPECIALI, MESSAGGI } from '../../resources/contracts/contabilita.ts';
import { viewerOf, type Actor } from './actor.ts';
import { cardPaymentPending, lockEntry, snapshot, updateEntry, type EntryRow } from './entries-sql.ts';
import { runHooks } from './hooks.ts';
import { dropEntryFromOpenCart, lockOpenCartOfEntry } from './cart-settlement.ts';
import { isAwaiting, isChangeable, isReversible, isTransferEntry, layerFor, mayCancel, type EntryFlags } from './rules.ts';
import { paidBeyondWallet, refundPaidBeyondWallet, refundRefusedEntry, reverseEntryMovements, settleEntryMovements } from './wallet.ts';

export type { EntryRow };

export interface NewEntry {
  codice: string;
  /** Amount in cents (positive: a cost; a Storno carries the opposite of what it reverses). */
  importoCents: number;
  /** Part paid with the wallet (cents); wallet top-ups carry their value here. */
  bonusCents?: number;
  stagioneId: number;
  stagioneCompetenzaId?: number | null;
  descrizione?: string | null;
  documento?: string | null;
  /** Club side (the club pays); with anagraficaId too for a club-paid registration. */
  societaId?: number | null;
  /** Person side (a member-paid entry when societaId is null). */
  anagraficaId?: number | null;
  /** Transfers: the club the member leaves (it approves the second layer). */
  oldSocietaId?: number | null;
  /** The registration (anagrafica_ruolo) the entry pays for. */
  anagraficaRuoloId?: number | null;
  tipologiaTesseramentoId?: number | null;
  carrelloId?: number | null;
  codiceVersamento?: string | null;
  /** YYYY-MM-DD, default today. */
  dataRegistrazione?: string | null;
  dataScadenza?: string | null;
  /** Approved at once (admin costs, storno, wallet operations); otherwise awaiting approval. */
  approved?: boolean;
}

/**
 * Who an entry names as 'Approvatore': the administrator whose decision it is (an approval or a
 * refusal, an entry an administrator registers approved). An entry approved by a rule names nobody:
 * one a payment settled (the wallet covered it, the card was paid), a club's own wallet decrement, a
 * registration of an automatically approved type.
 */
async function approverOf(tx: Queryable, by: Actor): Promise<number | null> {
  if (by.byRule || by.userId == null) return null;
  if (by.user) return viewerOf(by.user).admin ? by.userId : null;
  const { rows } = await tx.query<{ admin: boolean }>("SELECT tipo_utente IN ('admin', 'sysadmin') AS admin FROM users WHERE id = $1", [by.userId]);
  return rows[0]?.admin ? by.userId : null;
}

/** Creates an entry (audited). Returns the stored row. */
export async function createEntry(tx: Queryable, input: NewEntry, by: Actor): Promise<EntryRow> {
  if (input.societaId == null && input.anagraficaId == null) throw new Error('createEntry: a party (societaId or anagraficaId) is required');
  if (!Number.isInteger(input.importoCents)) throw new Error('createEntry: importoCents must be an integer');
  const approved = input.approved ?? false;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO partita_contabile (codice, importo_cents, bonus_cents, stagione_id, stagione_competenza_id, descrizione, documento,
       societa_id, anagrafica_id, old_societa_id, anagrafica_ruolo_id, tipologia_tesseramento_id, carrello_id, codice_versamento,
       data_registrazione, data_scadenza, approvata, data_approvazione, approvatore_id)
     VALUES ($1, $2::int, $3::int, $4::int, coalesce($5::int, $4::int), $6, $7, $8::int, $9::int, $10::int, $11::int, $12::int, $13::int, $14,
       coalesce($15::date, current_date), $16::date, $17::boolean, CASE WHEN $17::boolean THEN now() END, CASE WHEN $17::boolean THEN $18::int END)
     RETURNING id`,
    [
      input.codice,
      input.importoCents,
      input.bonusCents ?? 0,
      input.stagioneId,
      input.stagioneCompetenzaId ?? null,
      input.descrizione ?? null,
      input.documento ?? null,
      input.societaId ?? null,
      input.anagraficaId ?? null,
      input.oldSocietaId ?? null,
      input.anagraficaRuoloId ?? null,
      input.tipologiaTesseramentoId ?? null,
      input.carrelloId ?? null,
      input.codiceVersamento ?? null,
      input.dataRegistrazione ?? null,
      input.dataScadenza ?? null,
      approved,
      approved ? await approverOf(tx, by) : null,
    ],
  );
  const entry = await lockEntry(tx, rows[0].id);
  await audit(tx, { userId: by.userId, action: 'partita.create', entity: 'partita_contabile', entityId: entry.id, after: snapshot(entry) });
  return entry;
}

/** The entry, locked, when the actor may see it (a user: admin, its club, old club, or itself). */
async function lockVisible(tx: Queryable, id: number, by: Actor): Promise<EntryRow> {
  const entry = await lockEntry(tx, id);
  if (by.user && !visibleTo(by, entry)) throw notFound('Partita contabile non trovata');
  return entry;
}

function visibleTo(by: Actor, e: Pick<EntryFlags, 'societa_id' | 'old_societa_id' | 'anagrafica_id'>): boolean {
  const v = viewerOf(by.user!);
  if (v.admin) return true;
  if (v.societaId != null) return e.societa_id === v.societaId || e.old_societa_id === v.societaId;
  return v.anagraficaId != null && e.anagrafica_id === v.anagraficaId;
}

const requireAdmin = (by: Actor) => {
  if (by.user && !viewerOf(by.user).admin) throw forbidden();
};

/**
 * A person's decision waits for the outcome of a card payment of the entry (rules.ts isDecidable);
 * the payment's outcome itself decides through an internal actor.
 */
async function assertNoCardPaymentPending(tx: Queryable, id: number, by: Actor) {
  if (by.user && (await cardPaymentPending(tx, id))) throw conflict(MESSAGGI.pagamentoCartaInCorso);
}

async function decide(tx: Queryable, id: number, by: Actor, approve: boolean): Promise<EntryRow> {
  await lockOpenCartOfEntry(tx, id);
  const before = await lockVisible(tx, id, by);
  requireAdmin(by);
  if (!isAwaiting(before)) throw conflict(MESSAGGI.giaDecisa);
  await assertNoCardPaymentPending(tx, id, by);
  const approver = await approverOf(tx, by);
  const after = approve
    ? await updateEntry(tx, id, 'approvata = true, data_approvazione = now(), approvatore_id = $2', [approver])
    : await updateEntry(tx, id, 'rifiutata = true, data_rifiuto = now(), approvatore_id = $2', [approver]);
  // A refused entry asks for no money, nor does one approved before it was paid (the administrator
  // closed it: the money came another way): its line leaves the open cart, else it would be paid again.
  // An entry a checkout pays is approved after its payment is recorded: its line stays in that cart.
  if (!approve || before.data_pagamento == null) await dropEntryFromOpenCart(tx, id, by.userId);
  // The wallet top-up this entry requests, and the registration it pays for, follow the decision.
  await settleEntryMovements(tx, after, approve, by);
  if (!approve) await refundRefusedEntry(tx, id, by);
  if (after.anagrafica_ruolo_id != null) {
    await tx.query(
      approve
        ? 'UPDATE anagrafica_ruolo SET approvato = true, rifiutato = false, updated_at = now() WHERE id = $1 AND deleted_at IS NULL AND NOT approvato'
        : 'UPDATE anagrafica_ruolo SET rifiutato = true, updated_at = now() WHERE id = $1 AND deleted_at IS NULL AND NOT approvato',
      [after.anagrafica_ruolo_id],
    );
  }
  await audit(tx, { userId: by.userId, action: approve ? 'partita.approve' : 'partita.reject', entity: 'partita_contabile', entityId: id, before: snapshot(before), after: snapshot(after) });
  await runHooks(tx, approve ? 'approved' : 'rejected', after, { userId: by.userId });
  return after;
}

/** Approves an entry awaiting approval (admin). A second approval is a 409 with an Italian message. */
export const approveEntry = (tx: Queryable, id: number, by: Actor) => decide(tx, id, by, true);

/** Rejects an entry awaiting approval (admin); a pending wallet top-up it carries is refused too. */
export const rejectEntry = (tx: Queryable, id: number, by: Actor) => decide(tx, id, by, false);

/**
 * The second layer (spec 2 §4, §6): the old club approves or refuses a transfer entry, the person its
 * coach-licence entry. `buyWithoutMoney` (Tesseramento Dirigente only) zeroes the amount.
 */
export async function decideLayer(tx: Queryable, id: number, by: Actor, approve: boolean, opts: { buyWithoutMoney?: boolean } = {}): Promise<EntryRow> {
  const withoutMoney = approve && Boolean(opts.buyWithoutMoney);
  // Both change the cart (a refusal drops the entry's line, 'without money' zeroes it): its lock
  // first, as a checkout and a line's removal take it, or they deadlock against this entry's lock.
  if (withoutMoney || !approve) await lockOpenCartOfEntry(tx, id);
  const before = await lockVisible(tx, id, by);
  const v = by.user ? viewerOf(by.user) : null;
  let side = v ? layerFor(v, before) : null;
  if (!side && (!v || v.admin)) {
    // Admins and internal callers decide the layer the entry has: the old club's, else the person's.
    if (!isAwaiting(before)) throw conflict(MESSAGGI.giaDecisa);
    side = isTransferEntry(before) ? 'societa' : 'anagrafica';
  }
  if (!side) {
    if (!isAwaiting(before) || before.approvata_societa || before.rifiutata_societa || before.approvata_anagrafica || before.rifiutata_anagrafica) {
      throw conflict(MESSAGGI.livelloGiaDeciso);
    }
    throw forbidden();
  }
  const [ok, ko, at] =
    side === 'societa'
      ? ['approvata_societa', 'rifiutata_societa', approve ? 'data_approvazione_societa' : 'data_rifiuto_societa']
      : ['approvata_anagrafica', 'rifiutata_anagrafica', approve ? 'data_approvazione_anagrafica' : 'data_rifiuto_anagrafica'];
  if ((before as any)[ok] || (before as any)[ko]) throw conflict(MESSAGGI.livelloGiaDeciso);
  // A refusal refuses the entry and gives its wallet share back, 'without money' zeroes it: neither
  // while a card payment of it awaits the gateway, whose outcome settles that share (an acceptance may).
  if (!approve || withoutMoney) await assertNoCardPaymentPending(tx, id, by);
  if (opts.buyWithoutMoney && before.codice !== CODICI_SPECIALI.dirigente) {
    throw validationError({ buyWithoutMoney: [MESSAGGI.senzaSoldiSoloDirigente] });
  }
  // Without money the entry costs nothing: refused once paid (the money has moved), else its cart line goes.
  if (withoutMoney && (before.data_pagamento != null || before.bonus_cents !== 0)) throw conflict(MESSAGGI.senzaSoldiGiaPagata);
  if (withoutMoney) await dropEntryFromOpenCart(tx, id, by.userId);
  const zero = withoutMoney ? ', importo_cents = 0' : '';
  const after = await updateEntry(tx, id, `${approve ? ok : ko} = true, ${at} = now()${zero}`, []);
  // The transfer request follows its entry's old-club answer (ACCETTATO / RIFIUTATO).
  if (side === 'societa') {
    await tx.query('UPDATE trasferimento SET accettato_societa = $2, data_accettazione_societa = now(), updated_at = now() WHERE partita_contabile_id = $1 AND accettato_societa IS NULL', [
      id,
      approve,
    ]);
  }
  await audit(tx, {
    userId: by.userId,
    action: approve ? 'partita.layer.approve' : 'partita.layer.reject',
    entity: 'partita_contabile',
    entityId: id,
    before: snapshot(before),
    after: snapshot(after),
  });
  await runHooks(tx, 'layer', after, { userId: by.userId, layer: { side, approved: approve } });
  return after;
}

/** 'Annulla': the requesting club withdraws a member-side request while the club side has not approved. */
export async function cancelRequest(tx: Queryable, id: number, by: Actor): Promise<EntryRow> {
  await lockOpenCartOfEntry(tx, id);
  const before = await lockVisible(tx, id, by);
  if (!isAwaiting(before)) throw conflict(MESSAGGI.giaDecisa);
  if (before.approvata_societa) throw conflict(MESSAGGI.nonAnnullabile);
  await assertNoCardPaymentPending(tx, id, by);
  if (by.user) {
    const viewer = viewerOf(by.user);
    const flags = { ...before, pagamento_carta_in_corso: false };
    // The club's own request, refused by mayCancel only for the payment it issued: say so.
    if (!viewer.admin && before.metodo_pagamento != null && before.societa_id === viewer.societaId) throw conflict(MESSAGGI.nonAnnullabilePagata);
    if (!mayCancel(viewer, flags)) throw forbidden();
  }
  const after = await updateEntry(tx, id, 'rifiutata = true, data_rifiuto = now(), annullata = true, data_annullamento = now()', []);
  await dropEntryFromOpenCart(tx, id, by.userId);
  await settleEntryMovements(tx, after, false, by);
  await refundRefusedEntry(tx, id, by);
  if (after.anagrafica_ruolo_id != null) {
    await tx.query('UPDATE anagrafica_ruolo SET rifiutato = true, updated_at = now() WHERE id = $1 AND NOT approvato', [after.anagrafica_ruolo_id]);
  }
  await tx.query("UPDATE trasferimento SET stato = 'annullata', data_annullamento = now(), updated_at = now() WHERE partita_contabile_id = $1 AND stato = 'in_attesa'", [id]);
  await audit(tx, { userId: by.userId, action: 'partita.cancel', entity: 'partita_contabile', entityId: id, before: snapshot(before), after: snapshot(after) });
  await runHooks(tx, 'cancelled', after, { userId: by.userId });
  return after;
}

/**
 * Storno (admin): reverses an approved, non-Storno entry with a Storno entry of the opposite amount,
 * marks it `stornata`, gives back what it moved in a wallet and what its payment took beyond that
 * (card, bank transfer, payment notice: credited to the payer's wallet) and, with `restoreAnagrafica`,
 * withdraws the registration it paid for. All or nothing. Returns the Storno entry, whose bonus is all
 * the wallet gets back.
 */
export async function stornoEntry(tx: Queryable, id: number, by: Actor, opts: { restoreAnagrafica?: boolean } = {}): Promise<EntryRow> {
  await lockOpenCartOfEntry(tx, id);
  const before = await lockVisible(tx, id, by);
  requireAdmin(by);
  if (before.codice === CODICI_SPECIALI.storno) throw conflict(MESSAGGI.stornoDiStorno);
  if (before.stornata) throw conflict(MESSAGGI.giaStornata);
  if (!isReversible(before)) throw conflict(MESSAGGI.nonStornabile);
  const paid = await paidBeyondWallet(tx, id);
  const storno = await createEntry(
    tx,
    {
      codice: CODICI_SPECIALI.storno,
      importoCents: -before.importo_cents,
      bonusCents: -before.bonus_cents - (paid?.cents ?? 0),
      codiceVersamento: paid?.codice ?? null,
      stagioneId: before.stagione_id,
      stagioneCompetenzaId: before.stagione_competenza_id,
      descrizione: `Storno: ${before.descrizione ?? before.codice}`,
      societaId: before.societa_id,
      anagraficaId: before.anagrafica_id,
      anagraficaRuoloId: before.anagrafica_ruolo_id,
      tipologiaTesseramentoId: before.tipologia_tesseramento_id,
      approved: true,
    },
    by,
  );
  await tx.query('UPDATE partita_contabile SET partita_stornata_id = $2 WHERE id = $1', [storno.id, id]);
  const after = await updateEntry(tx, id, 'stornata = true, data_storno = now()', []);
  // A reversed entry asks for no money (a line left by an approval made before this rule).
  await dropEntryFromOpenCart(tx, id, by.userId);
  await reverseEntryMovements(tx, before, storno.id, by);
  if (paid) {
    const payer = before.societa_id != null ? { type: 'societa' as const, id: before.societa_id } : { type: 'anagrafica' as const, id: before.anagrafica_id! };
    await refundPaidBeyondWallet(tx, payer, paid, storno.id, before.stagione_id, by);
  }
  if (opts.restoreAnagrafica && before.anagrafica_ruolo_id != null) {
    await tx.query('UPDATE anagrafica_ruolo SET deleted_at = now(), updated_at = now() WHERE id = $1 AND deleted_at IS NULL', [before.anagrafica_ruolo_id]);
  }
  await audit(tx, {
    userId: by.userId,
    action: 'partita.storno',
    entity: 'partita_contabile',
    entityId: id,
    before: snapshot(before),
    after: { ...snapshot(after), storno_id: storno.id, restoreAnagrafica: Boolean(opts.restoreAnagrafica), rimborso_pagamento_cents: paid?.cents ?? 0 },
  });
  await runHooks(tx, 'storno', after, { userId: by.userId, storno, restoreAnagrafica: Boolean(opts.restoreAnagrafica) });
  return { ...storno, partita_stornata_id: id };
}

/** Changes the amount of an approved, non-reversed entry (admin, `newimporto`). */
export async function changeEntryAmount(tx: Queryable, id: number, newImportoCents: number, by: Actor): Promise<EntryRow> {
  const before = await lockVisible(tx, id, by);
  requireAdmin(by);
  if (!isReversible(before)) throw conflict(MESSAGGI.nonModificabile);
  if (!isChangeable(before)) throw conflict(MESSAGGI.importoConPortafoglio);
  const after = await updateEntry(tx, id, 'importo_cents = $2', [newImportoCents]);
  await audit(tx, { userId: by.userId, action: 'partita.change', entity: 'partita_contabile', entityId: id, before: snapshot(before), after: snapshot(after) });
  return after;
}
