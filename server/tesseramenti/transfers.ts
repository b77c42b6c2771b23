// The transfer requests: lists of /trasferimenti and /trasferimentirichiesti, and the decisions
// (the athlete's club accepts or refuses, the requester cancels, an admin approves or rejects).
// A definitive transfer moves the athlete when both layers are given (spec 2 §4, §6).
import type { Db, Queryable } from '../db/client.ts';
import { audit } from '../audit.ts';
import { isAdmin, type AuthUser } from '../auth/user.ts';
import { allows } from '../../resources/abilities.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { assertNoCardPayment, decideEntry, decideSocietaLayer, lockTransferEntry } from '../ledger/tesseramenti-entries.ts';
import { cardPaymentPendingColumn } from '../ledger/entries-sql.ts';
import { dropEntryFromOpenCart } from '../ledger/cart-settlement.ts';
import { refundRefusedEntry, stornoEntry, systemActor } from '../ledger/index.ts';
import type { TrasferimentoRow, TrasferimentoStato } from '../../resources/contracts/tesseramenti.ts';
import { approvalStep, transferActions, transferRefusal, type TransferAction, type Viewer } from './rules.ts';
import { approveRole, endAthleteRoles, rejectRole, withdrawRole } from './roles.ts';
import { mailTransferDecided } from './notify.ts';
import { today } from './queries.ts';
import { eurosSql } from '../money.ts';

/** The access of the decision routes (POST trasferimento/{id}/approve|reject|cancel): the Write flag of either transfer screen. */
export const TRANSFERS_WRITE = ['trasferimenti:write', 'trasferimentirichiesti:write'];
/** The caller passes TRANSFERS_WRITE (the access hook's own test): without it no row offers a decision. */
export const mayDecideTransfers = (u: Pick<AuthUser, 'abilities'>) => allows(u.abilities, TRANSFERS_WRITE);

export const viewerOf = (u: AuthUser): Viewer =>
  isAdmin(u) ? { admin: true, write: mayDecideTransfers(u) } : { admin: false, societaId: u.tipo_utente === 'societa' ? u.societa_id : null, write: mayDecideTransfers(u) };

/** The request's entry awaits the money of the requester's notice or bank transfer (paid through a checkout, not yet approved). */
const BANK_PAYMENT_PENDING = `coalesce(pc.metodo_pagamento = 'bonifico' AND NOT pc.approvata AND NOT pc.rifiutata, false)`;

const ROW = `t.id, t.anagrafica_id, a.cognome || ' ' || a.nome AS nome_completo, a.matricola, t.societa_from_id, sf.nome AS societa_from,
  t.societa_to_id, st.nome AS societa_to, t.stato, t.accettato_societa, t.durata, tt.nome AS tipologia,
  ${eurosSql('coalesce(pc.importo_cents, 0)')} AS importo, t.partita_contabile_id, t.data_richiesta, t.data_approvazione, t.data_rifiuto,
  ${cardPaymentPendingColumn('pc')} AS pagamento_carta_in_corso, ${BANK_PAYMENT_PENDING} AS pagamento_bancario_in_corso`;
const FROM = `trasferimento t JOIN anagrafica a ON a.id = t.anagrafica_id JOIN societa sf ON sf.id = t.societa_from_id
  JOIN societa st ON st.id = t.societa_to_id LEFT JOIN tipologia_tesseramento tt ON tt.id = t.tipologia_tesseramento_id
  LEFT JOIN partita_contabile pc ON pc.id = t.partita_contabile_id`;

export interface ListArgs {
  season: number;
  /** pending: 'In attesa di Approvazione'; storico: the closed ones; all: both (the club's tab). */
  tab: 'pending' | 'storico' | 'all';
  page: number;
  paginate: number;
  search: string;
}

export async function listTransfers(db: Queryable, user: AuthUser, a: ListArgs) {
  const v = viewerOf(user);
  const params: unknown[] = [a.season];
  const where = ['t.stagione_id = $1'];
  if (a.tab === 'pending') where.push(`t.stato = 'in_attesa'`);
  if (a.tab === 'storico') where.push(`t.stato <> 'in_attesa'`);
  if (!v.admin) {
    params.push(v.societaId ?? 0);
    where.push(`(t.societa_from_id = $${params.length} OR t.societa_to_id = $${params.length})`);
  }
  if (a.search) {
    params.push(`%${a.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`((a.cognome || ' ' || a.nome) ILIKE $${params.length} OR sf.nome ILIKE $${params.length} OR st.nome ILIKE $${params.length})`);
  }
  const cond = where.join(' AND ');
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${FROM} WHERE ${cond}`, params)).rows[0].n;
  params.push(a.paginate, (a.page - 1) * a.paginate);
  const { rows } = await db.query<Omit<TrasferimentoRow, 'can_approve' | 'can_reject' | 'can_cancel'> & { pagamento_carta_in_corso: boolean; pagamento_bancario_in_corso: boolean }>(
    `SELECT ${ROW} FROM ${FROM} WHERE ${cond} ORDER BY t.data_richiesta DESC, t.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return {
    data: rows.map(({ pagamento_carta_in_corso, pagamento_bancario_in_corso, ...r }) => ({ ...r, ...transferActions({ ...r, pagamento_carta_in_corso, pagamento_bancario_in_corso }, v) })),
    current_page: a.page,
    last_page: Math.max(1, Math.ceil(total / a.paginate)),
    per_page: a.paginate,
    total,
  };
}

export interface Locked {
  id: number;
  anagrafica_id: number;
  societa_from_id: number;
  societa_to_id: number;
  stato: TrasferimentoStato;
  accettato_societa: boolean | null;
  durata: 'definitiva' | 'annuale';
  partita_contabile_id: number | null;
  anagrafica_ruolo_id: number | null;
}

export async function lockTransfer(tx: Queryable, id: number): Promise<Locked> {
  const { rows } = await tx.query<Locked>(
    `SELECT id, anagrafica_id, societa_from_id, societa_to_id, stato, accettato_societa, durata, partita_contabile_id, anagrafica_ruolo_id
       FROM trasferimento WHERE id = $1 FOR UPDATE`,
    [id],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** A club user sees only transfers of its club: other ids are 404 (nothing about them leaks). */
function assertSees(user: AuthUser, t: Locked) {
  const v = viewerOf(user);
  if (!v.admin && v.societaId !== t.societa_from_id && v.societaId !== t.societa_to_id) throw notFound();
}

async function close(tx: Queryable, t: Locked, stato: 'approvata' | 'rifiutata' | 'annullata') {
  const col = stato === 'approvata' ? 'data_approvazione' : stato === 'rifiutata' ? 'data_rifiuto' : 'data_annullamento';
  await tx.query(`UPDATE trasferimento SET stato = $2, ${col} = now(), updated_at = now() WHERE id = $1`, [t.id, stato]);
}

/**
 * The final approval: entry approved, registration approved, the athlete leaves its old club. What it
 * ended is recorded with the end it had, for a storno that reinstates the athlete (transfer-storno.ts).
 */
async function finalApprove(tx: Queryable, t: Locked, userId: number | null) {
  // Approved here before it was paid (a paid entry is approved already): the money came another way,
  // so its line leaves the requester's open cart, as the ledger's own approval does (ledger.md).
  if (t.partita_contabile_id && (await decideEntry(tx, t.partita_contabile_id, true, userId))) await dropEntryFromOpenCart(tx, t.partita_contabile_id, userId);
  if (t.anagrafica_ruolo_id) await approveRole(tx, t.anagrafica_ruolo_id);
  const ended = await endAthleteRoles(tx, t.anagrafica_id, t.societa_from_id, today());
  await tx.query(
    `INSERT INTO trasferimento_ruolo_chiuso (trasferimento_id, anagrafica_ruolo_id, data_fine_precedente)
     SELECT $1, e.id, e.data_fine FROM jsonb_to_recordset($2::jsonb) AS e(id int, data_fine date)`,
    [t.id, JSON.stringify(ended)],
  );
  await close(tx, t, 'approvata');
}

/**
 * A request that ends without the athlete moving gives its money back. An unpaid entry is refused and
 * leaves the open cart; one awaiting its bank transfer is refused and gives back the wallet share its
 * checkout took. One the requesting club already paid (a paid entry is approved at once) is reversed,
 * which gives back what it took from the wallet. Reversed after the request is closed, so the ledger's
 * hooks see no request awaiting the entry.
 */
async function unwindEntry(tx: Queryable, t: Locked, userId: number | null) {
  if (!t.partita_contabile_id) return;
  if (await decideEntry(tx, t.partita_contabile_id, false, userId)) {
    await refundRefusedEntry(tx, t.partita_contabile_id, systemActor(userId));
    return dropEntryFromOpenCart(tx, t.partita_contabile_id, userId);
  }
  const { rows } = await tx.query<{ approvata: boolean; stornata: boolean }>('SELECT approvata, stornata FROM partita_contabile WHERE id = $1', [t.partita_contabile_id]);
  if (rows[0]?.approvata && !rows[0].stornata) await stornoEntry(tx, t.partita_contabile_id, systemActor(userId));
}

async function reject(tx: Queryable, t: Locked, userId: number | null) {
  if (t.anagrafica_ruolo_id) await rejectRole(tx, t.anagrafica_ruolo_id);
  await close(tx, t, 'rifiutata');
  await unwindEntry(tx, t, userId);
}

/**
 * The request is annulled ('annullata', shown RIFIUTATA): its new registration is withdrawn and its
 * entry unwound (nothing left to do on an entry already reversed). The requester's 'Annulla', and a
 * storno of the request's entry (transfer-storno.ts).
 */
export async function annul(tx: Queryable, t: Locked, userId: number | null) {
  if (t.anagrafica_ruolo_id) await withdrawRole(tx, t.anagrafica_ruolo_id);
  await close(tx, t, 'annullata');
  await unwindEntry(tx, t, userId);
}

const MESSAGE: Record<TransferAction, string> = {
  approve: 'Trasferimento approvato correttamente',
  reject: 'Trasferimento rifiutato correttamente',
  cancel: 'Richiesta di trasferimento annullata correttamente',
};
/** The athlete's club accepted and the request still awaits the federation (not yet paid or approved). */
export const ACCEPTED_AWAITING = "Trasferimento accettato: resta in attesa dell'approvazione della federazione";

/** The request's entry, read before any lock (it never changes once the request exists). */
async function entryOf(tx: Queryable, id: number): Promise<number | null> {
  const { rows } = await tx.query<{ p: number | null }>('SELECT partita_contabile_id AS p FROM trasferimento WHERE id = $1', [id]);
  return rows[0]?.p ?? null;
}

async function bankPaymentPending(tx: Queryable, entryId: number): Promise<boolean> {
  const { rows } = await tx.query<{ p: boolean }>(`SELECT ${BANK_PAYMENT_PENDING} AS p FROM partita_contabile pc WHERE pc.id = $1`, [entryId]);
  return rows[0]?.p ?? false;
}

export async function decideTransfer(db: Db, smtpUrl: string | undefined, user: AuthUser, id: number, action: TransferAction) {
  const v = viewerOf(user);
  const outcome = await db.transaction(async (tx) => {
    const entryId = await entryOf(tx, id);
    if (entryId) await lockTransferEntry(tx, entryId);
    const t = await lockTransfer(tx, id);
    assertSees(user, t);
    // Deciding the request decides its entry: not while a card payment of it awaits the gateway.
    const refuseWhileCardPaymentPending = async () => t.partita_contabile_id && assertNoCardPayment(tx, t.partita_contabile_id);
    const before = { ...t };
    let decided: boolean | null = null;
    let message = MESSAGE[action];
    // Not the caller's to decide: 403. Its to decide, but no longer in this state (a second tab, a
    // repeated call, the other side came first): 409 with what happened, not 'Non hai i permessi'.
    const bankPending = action === 'cancel' && t.partita_contabile_id ? await bankPaymentPending(tx, t.partita_contabile_id) : false;
    const refusal = transferRefusal({ ...t, pagamento_bancario_in_corso: bankPending }, v, action);
    if (refusal === 'forbidden') throw forbidden();
    if (refusal) throw conflict(refusal);
    if (action === 'approve') {
      if (approvalStep(v) === 'accept') {
        await tx.query('UPDATE trasferimento SET accettato_societa = true, data_accettazione_societa = now(), updated_at = now() WHERE id = $1', [t.id]);
        // Accepting a request whose entry is already approved (paid) was the last layer: the athlete
        // moves (audit: it stayed 'In attesa', the new registration unapproved). Else it waits.
        const paid = t.partita_contabile_id ? await decideSocietaLayer(tx, t.partita_contabile_id, true) : false;
        if (paid) {
          await finalApprove(tx, { ...t, accettato_societa: true }, user.id);
          decided = true;
        } else message = ACCEPTED_AWAITING;
      } else {
        await refuseWhileCardPaymentPending();
        await finalApprove(tx, t, user.id);
        decided = true;
      }
    } else if (action === 'reject') {
      await refuseWhileCardPaymentPending();
      if (!v.admin) {
        await tx.query('UPDATE trasferimento SET accettato_societa = false, data_accettazione_societa = now(), updated_at = now() WHERE id = $1', [t.id]);
        if (t.partita_contabile_id) await decideSocietaLayer(tx, t.partita_contabile_id, false);
      }
      await reject(tx, t, user.id);
      decided = false;
    } else {
      await refuseWhileCardPaymentPending();
      await annul(tx, t, user.id);
    }
    await audit(tx, { userId: user.id, action: `trasferimento.${action}`, entity: 'trasferimento', entityId: t.id, before, after: { action } });
    if (decided === null) return { message, mail: null };
    const { rows } = await tx.query<{ atleta: string; fn: string; fe: string | null; tn: string; te: string | null }>(
      `SELECT a.cognome || ' ' || a.nome AS atleta, sf.nome AS fn, sf.email AS fe, st.nome AS tn, st.email AS te
         FROM trasferimento t JOIN anagrafica a ON a.id = t.anagrafica_id JOIN societa sf ON sf.id = t.societa_from_id
         JOIN societa st ON st.id = t.societa_to_id WHERE t.id = $1`,
      [t.id],
    );
    const r = rows[0];
    return { message, mail: { facts: { atleta: r.atleta, from: { nome: r.fn, email: r.fe }, to: { nome: r.tn, email: r.te } }, approved: decided } };
  });
  if (outcome.mail) await mailTransferDecided(db, smtpUrl, outcome.mail.facts, outcome.mail.approved);
  return { error: false as const, message: outcome.message, id };
}

/**
 * The ledger decided a transfer's entry (partitacontabile/{id}/approve|reject or a paid cart) or
 * the old club answered through partitacontabile/{id}/approvetrasferimento|rejecttrasferimento:
 * the athlete moves once BOTH layers are given, whichever comes last; a refusal closes the request.
 */
export async function onTransferEntryEvent(tx: Queryable, partitaId: number, event: 'approved' | 'rejected' | 'accepted' | 'refused', userId: number | null) {
  const { rows } = await tx.query<{ id: number }>(`SELECT id FROM trasferimento WHERE partita_contabile_id = $1 AND stato = 'in_attesa'`, [partitaId]);
  if (!rows[0]) return false;
  const t = await lockTransfer(tx, rows[0].id);
  const by = userId ?? 0;
  if (event === 'rejected' || event === 'refused') {
    await reject(tx, t, by);
    return true;
  }
  const { rows: e } = await tx.query<{ approvata: boolean }>('SELECT approvata FROM partita_contabile WHERE id = $1', [partitaId]);
  if (t.accettato_societa === true && e[0]?.approvata) await finalApprove(tx, t, by);
  // Paid or approved before the old club accepted: the new registration waits for that answer.
  else if (t.anagrafica_ruolo_id) await tx.query('UPDATE anagrafica_ruolo SET approvato = false, updated_at = now() WHERE id = $1', [t.anagrafica_ruolo_id]);
  return true;
}
