// 'Approva' / 'Rifiuta' of an accounting entry as the caller may give them (spec 2 §4, §6), shared by
// the entry details' buttons and the grids' row menu: an administrator decides the entry, the old club
// of a transfer or the person of a coach licence its second layer; the SI/NO question names what is
// decided (a transfer's second layer asks about the transfer, spec 2 §8).
import { approveLayer, approvePartita, rejectLayer, rejectPartita, type PartitaRow } from './api';

export type Verdict = 'approve' | 'reject';
export type Decision = Verdict | 'approveLayer' | 'rejectLayer';
type Entry = Pick<PartitaRow, 'old_societa_id' | 'azioni'>;

/** The caller decides the entry's second layer, not the entry. */
export const decidesLayer = (e: Entry) => e.azioni.approveLayer && !e.azioni.approve;

/** The caller may give that verdict now (the server offers it only while neither flag is set). */
export const mayDecide = (e: Entry, verdict: Verdict) => (verdict === 'approve' ? e.azioni.approve : e.azioni.reject) || e.azioni.approveLayer;

/** The call a verdict makes for this caller. */
export const decisionOf = (e: Entry, verdict: Verdict): Decision => (decidesLayer(e) ? `${verdict}Layer` : verdict);

/** Catalogue key of the decision's SI/NO question. */
export function questionOf(e: Entry, d: Decision): string {
  const transfer = e.old_societa_id != null;
  if (d === 'approveLayer' && transfer) return 'contabilita.confirm.approve_transfer';
  if (d === 'rejectLayer' && transfer) return 'contabilita.confirm.reject_transfer';
  return d === 'approve' || d === 'approveLayer' ? 'contabilita.confirm.approve' : 'contabilita.confirm.reject';
}

/** POSTs the decision (buy without money: the old club's approval of a Tesseramento Dirigente). */
export function runDecision(id: number, d: Decision, buyWithoutMoney?: boolean) {
  if (d === 'approve') return approvePartita(id);
  if (d === 'reject') return rejectPartita(id);
  if (d === 'approveLayer') return approveLayer(id, buyWithoutMoney || undefined);
  return rejectLayer(id);
}
