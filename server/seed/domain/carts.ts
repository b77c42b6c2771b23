// Carts (open and paid) and the credit card transactions of their checkouts.
import { Sink } from './bulk.ts';
import type { Ctx } from './context.ts';
import type { Ledger } from './ledger.ts';
import { digits, stamp } from './util.ts';

interface CartInfo {
  id: number;
  type: 'societa' | 'anagrafica';
  ownerId: number;
  cliente: string;
  paidAt: string | null;
  banca: number | null;
  byCard: boolean;
}

const CARDS = ['VISA', 'Mastercard', 'Maestro', 'American Express'];

export class Carts {
  readonly carts = new Sink('carrello', {
    id: 'int',
    type: 'text',
    societa_id: 'int',
    anagrafica_id: 'int',
    stagione_id: 'int',
    stato: 'text',
    banca_id: 'int',
    paid_at: 'timestamptz',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  });
  private readonly all: CartInfo[] = [];

  constructor(private ctx: Ctx) {}

  /** An open cart (one per owner), or a cart paid on `paidDay` by card or bank transfer. */
  create(type: 'societa' | 'anagrafica', ownerId: number, cliente: string, paidDay: string | null, day: string): number {
    const { rnd, ids, seasons, ref } = this.ctx;
    const id = ids.carrello.next();
    const byCard = paidDay !== null && rnd.chance(0.7);
    const banca = paidDay === null ? null : byCard ? rnd.pick(ref.banks.card) : rnd.pick(ref.banks.transfer);
    const paidAt = paidDay ? stamp(rnd, paidDay) : null;
    const created = stamp(rnd, day);
    this.carts.add({
      id,
      type,
      societa_id: type === 'societa' ? ownerId : null,
      anagrafica_id: type === 'anagrafica' ? ownerId : null,
      stagione_id: seasons.current.id,
      stato: paidDay ? 'paid' : 'open',
      banca_id: banca,
      paid_at: paidAt,
      created_at: created < (paidAt ?? created) ? created : (paidAt ?? created),
      updated_at: paidAt ?? created,
    });
    this.all.push({ id, type, ownerId, cliente, paidAt, banca, byCard });
    return id;
  }

  /**
   * Card transactions, once every cart total is known: paid carts paid by card succeeded
   * (some already checked by an admin); some open carts have a failed or abandoned attempt.
   */
  async seedTransactions(ledger: Ledger): Promise<void> {
    const { rnd, ids, seasons, today, ref } = this.ctx;
    const sink = new Sink('transazione_carta_credito', {
      id: 'int',
      codice: 'text',
      importo_cents: 'int',
      codice_versamento: 'text',
      stato: 'text',
      esito: 'text',
      status_message: 'text',
      data_creazione: 'timestamptz',
      data_pagamento: 'timestamptz',
      cliente: 'text',
      pagato_con: 'text',
      type: 'text',
      societa_id: 'int',
      anagrafica_id: 'int',
      carrello_id: 'int',
      banca_id: 'int',
      stagione_id: 'int',
    });
    for (const cart of this.all) {
      const importo = ledger.cartTotals.get(cart.id) ?? 0;
      let stato: string;
      if (cart.paidAt) {
        if (!cart.byCard) continue;
        stato = rnd.chance(0.3) ? 'approvata' : 'pagata';
      } else {
        if (!rnd.chance(0.3)) continue;
        stato = rnd.chance(0.7) ? 'fallita' : 'in_attesa';
      }
      const id = ids.transazione_carta_credito.next();
      const when = cart.paidAt ?? stamp(rnd, today);
      const ok = stato === 'pagata' || stato === 'approvata';
      sink.add({
        id,
        codice: `TRX${String(id).padStart(9, '0')}`,
        importo_cents: importo,
        codice_versamento: ok ? `PAY${digits(rnd, 12)}` : null,
        stato,
        esito: stato === 'in_attesa' ? null : ok ? 'OK' : 'KO',
        status_message: ok ? 'Transazione autorizzata' : stato === 'fallita' ? rnd.pick(['Carta rifiutata', 'Fondi insufficienti', 'Autenticazione 3D Secure non riuscita']) : null,
        data_creazione: when,
        data_pagamento: ok ? when : null,
        cliente: cart.cliente,
        pagato_con: ok ? `${rnd.pick(CARDS)} ****${digits(rnd, 4)}` : null,
        type: cart.type,
        societa_id: cart.type === 'societa' ? cart.ownerId : null,
        anagrafica_id: cart.type === 'anagrafica' ? cart.ownerId : null,
        carrello_id: cart.id,
        banca_id: cart.banca ?? ref.banks.card[0],
        stagione_id: seasons.current.id,
      });
    }
    await sink.flush(this.ctx.db);
  }
}
