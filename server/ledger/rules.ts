// Pure rules of the money core (spec 2 §4 entry states, §6 approval rights). No database here.
import { CODICI_NON_TRASFERIMENTO, CODICI_SPECIALI, type PartitaAzioni, type PartitaStato } from '../../resources/contracts/contabilita.ts';

/** The flags of an entry the rules look at (a partita_contabile row). */
export interface EntryFlags {
  codice: string;
  approvata: boolean;
  rifiutata: boolean;
  stornata: boolean;
  approvata_societa: boolean;
  rifiutata_societa: boolean;
  approvata_anagrafica: boolean;
  rifiutata_anagrafica: boolean;
  societa_id: number | null;
  old_societa_id: number | null;
  anagrafica_id: number | null;
  /** Cents the entry moved in a wallet (a top-up, a decrement, the wallet's share of a payment). */
  bonus_cents: number;
  /** How a checkout settled it (null: never paid through a checkout). */
  metodo_pagamento?: string | null;
  /** Paid by a card payment still awaiting its outcome (entries-sql.ts cardPaymentPendingSql). */
  pagamento_carta_in_corso: boolean;
}

/** The caller as the rules see it. */
export interface Viewer {
  admin: boolean;
  societaId: number | null;
  anagraficaId: number | null;
}

export const statoOf = (e: Pick<EntryFlags, 'approvata' | 'rifiutata' | 'stornata'>): PartitaStato => (e.stornata ? 'stornata' : e.approvata ? 'approvata' : e.rifiutata ? 'rifiutata' : 'in_attesa');

/** Approve/reject are offered only while neither flag is set. */
export const isAwaiting = (e: Pick<EntryFlags, 'approvata' | 'rifiutata'>) => !e.approvata && !e.rifiutata;

/**
 * A person decides an awaiting entry (approve, reject, cancel) unless a card payment of it is still
 * awaiting the gateway: then the entry follows that payment's outcome (or an administrator's decision
 * on the transaction), so that money taken is never left on a rejected entry nor a wallet credited
 * with money that never came.
 */
export const isDecidable = (e: Pick<EntryFlags, 'approvata' | 'rifiutata' | 'pagamento_carta_in_corso'>) => isAwaiting(e) && !e.pagamento_carta_in_corso;

/** Approved entries whose code is not Storno can be reversed or have their amount changed. */
export const isReversible = (e: Pick<EntryFlags, 'codice' | 'approvata' | 'stornata'>) => e.approvata && !e.stornata && e.codice !== CODICI_SPECIALI.storno;

/**
 * The amount changes only on an entry that moved no wallet money and that no checkout paid: the
 * wallet would no longer match it, and a storno gives back what the payment took (2026-11-27).
 */
export const isChangeable = (e: Pick<EntryFlags, 'codice' | 'approvata' | 'stornata' | 'bonus_cents' | 'metodo_pagamento'>) => isReversible(e) && e.bonus_cents === 0 && e.metodo_pagamento == null;

/** A transfer's entry: the new club pays, the old club decides the second layer. A loan or a second licence names the athlete's club too, but is not a transfer. */
export const isTransferEntry = (e: Pick<EntryFlags, 'codice' | 'old_societa_id'>) => e.old_societa_id != null && !CODICI_NON_TRASFERIMENTO.includes(e.codice);
const isCoachLicence = (e: Pick<EntryFlags, 'codice'>) => e.codice === CODICI_SPECIALI.licenzaAllenatore;
const layerOpen = (ok: boolean, ko: boolean) => !ok && !ko;

/**
 * The second approval layer the viewer may decide (spec 2 §6): a club on transfer entries where it is
 * the old club, a person on its coach-licence entries. Null when none.
 */
export function layerFor(v: Viewer, e: Omit<EntryFlags, 'pagamento_carta_in_corso'>): 'societa' | 'anagrafica' | null {
  if (!isAwaiting(e)) return null;
  if (v.societaId != null && isTransferEntry(e) && e.old_societa_id === v.societaId && layerOpen(e.approvata_societa, e.rifiutata_societa)) return 'societa';
  if (v.anagraficaId != null && isCoachLicence(e) && e.anagrafica_id === v.anagraficaId && layerOpen(e.approvata_anagrafica, e.rifiutata_anagrafica)) {
    return 'anagrafica';
  }
  return null;
}

/**
 * The requesting club may cancel a member-side request while the club side has not approved and no
 * checkout of its own has paid it: a payment notice or bank transfer it issued asks for the money,
 * which would arrive for an entry that no longer exists (audit: 15 € of a 31 € notice went nowhere).
 * An administrator, who sees what the bank received, still may.
 */
export const mayCancel = (v: Viewer, e: EntryFlags) =>
  isDecidable(e) && e.anagrafica_id != null && !e.approvata_societa && (v.admin || (e.metodo_pagamento == null && v.societaId != null && e.societa_id === v.societaId));

/** Approve and reject (POST partitacontabile/{id}/approve|reject): an administrator, an entry a person may decide. */
export const mayDecide = (v: Viewer, e: EntryFlags) => v.admin && isDecidable(e);
/** Storno (POST partitacontabile/{id}/cancel of an approved entry): an administrator, a reversible entry. */
export const mayStorno = (v: Viewer, e: EntryFlags) => v.admin && isReversible(e);
/** The amount's change (POST partitacontabile/{id}/change): an administrator, a changeable entry. */
export const mayChange = (v: Viewer, e: EntryFlags) => v.admin && isChangeable(e);
/** The second layer (POST partitacontabile/{id}/approvetrasferimento|rejecttrasferimento), not while a card payment of the entry awaits the gateway (its refusal waits for the outcome). */
export const mayDecideLayer = (v: Viewer, e: EntryFlags) => !e.pagamento_carta_in_corso && layerFor(v, e) != null;

const NONE: PartitaAzioni = { approve: false, reject: false, storno: false, change: false, cancel: false, approveLayer: false };

/**
 * Everything the viewer may do with an entry; the server enforces the same answers. `write`: the caller
 * passes the access every one of these routes declares (access.ts mayWriteLedger); without it nothing
 * is offered, whatever the viewer's role.
 */
export function azioniFor(v: Viewer, e: EntryFlags, write: boolean): PartitaAzioni {
  if (!write) return NONE;
  return {
    approve: mayDecide(v, e),
    reject: mayDecide(v, e),
    storno: mayStorno(v, e),
    change: mayChange(v, e),
    cancel: !v.admin && mayCancel(v, e),
    approveLayer: mayDecideLayer(v, e),
  };
}

/**
 * Splits what the wallet pays over entries in order (the wallet pays first, spec 1 §3): each entry
 * takes what is left of the wallet up to its own amount. Returns the wallet part of each entry.
 */
export function allocateWallet(available: number, amounts: number[]): number[] {
  let left = Math.max(0, available);
  return amounts.map((a) => {
    const use = Math.min(left, Math.max(0, a));
    left -= use;
    return use;
  });
}
