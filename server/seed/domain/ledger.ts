// Accounting entries (partite contabili) in every state, their storno entries and cart items.
// An approved charge was paid, as the product pays one: through the paid cart that holds it (card or
// bank transfer, Carts.settlePaidCarts), else by a bank transfer of its own.
import { Random } from '../random.ts';
import { CODICI } from './catalog.ts';
import type { Ctx, Season } from './context.ts';
import { Sink } from './bulk.ts';
import { addDays, digits, minDay, stamp } from './util.ts';

export type EntryState = 'approvata' | 'in_attesa' | 'rifiutata' | 'stornata';
export type LayerState = 'approvata' | 'rifiutata' | null;

export interface EntryInput {
  codice: string;
  importo: number;
  bonus?: number;
  descrizione: string;
  data: string;
  state: EntryState;
  season: Season;
  competenza?: Season;
  societa_id?: number | null;
  old_societa_id?: number | null;
  anagrafica_id?: number | null;
  anagrafica_ruolo_id?: number | null;
  tipologia_tesseramento_id?: number | null;
  carrello_id?: number | null;
  codice_versamento?: string | null;
  /** Second approval layer: the old club (transfers) or the member (licences). */
  societaLayer?: LayerState;
  anagraficaLayer?: LayerState;
}

const PARTITA_COLUMNS = {
  id: 'int',
  codice: 'text',
  codice_versamento: 'text',
  importo_cents: 'int',
  bonus_cents: 'int',
  metodo_pagamento: 'text',
  data_pagamento: 'timestamptz',
  banca_id: 'int',
  descrizione: 'text',
  data_registrazione: 'date',
  data_scadenza: 'date',
  approvata: 'bool',
  rifiutata: 'bool',
  data_approvazione: 'timestamptz',
  data_rifiuto: 'timestamptz',
  stornata: 'bool',
  data_storno: 'timestamptz',
  approvata_societa: 'bool',
  rifiutata_societa: 'bool',
  data_approvazione_societa: 'timestamptz',
  data_rifiuto_societa: 'timestamptz',
  approvata_anagrafica: 'bool',
  rifiutata_anagrafica: 'bool',
  data_approvazione_anagrafica: 'timestamptz',
  data_rifiuto_anagrafica: 'timestamptz',
  societa_id: 'int',
  old_societa_id: 'int',
  anagrafica_id: 'int',
  anagrafica_ruolo_id: 'int',
  tipologia_tesseramento_id: 'int',
  stagione_id: 'int',
  stagione_competenza_id: 'int',
  carrello_id: 'int',
  partita_stornata_id: 'int',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

/** A paid cart as the ledger needs it: when and how it was paid. */
export interface PaidCart {
  paidAt: string;
  byCard: boolean;
  banca: number | null;
}

/** Codes that are no charge: wallet top-ups and decrements carry their own money, a storno reverses. */
const NOT_CHARGES = new Set<string>([CODICI.incremento, CODICI.decremento, CODICI.storno]);

/** The payments' own stream (banks, times, codes): the main stream, and so the rest of the data, stays as it was. */
const PAYMENT_SEED = 0x9a1d_2026;

const minute = 60_000;
const earliest = (...at: (string | null)[]) => at.reduce<string | null>((a, b) => (b !== null && (a === null || b < a) ? b : a), null)!;
const latest = (a: string, b: string) => (a > b ? a : b);

export class Ledger {
  readonly entries = new Sink('partita_contabile', PARTITA_COLUMNS);
  readonly items = new Sink('carrello_item', {
    id: 'int',
    carrello_id: 'int',
    partita_contabile_id: 'int',
    descrizione: 'text',
    importo_cents: 'int',
    created_at: 'timestamptz',
  });
  /** Running total (cents, positive) of each cart. */
  readonly cartTotals = new Map<number, number>();

  private readonly pay: Random;

  /** `paidCart`: the paid cart of that id (Carts.paidCart), null for an open one; `paySeed`: the payments' stream. */
  constructor(
    private ctx: Ctx,
    private paidCart: (id: number) => PaidCart | null = () => null,
    paySeed = PAYMENT_SEED,
  ) {
    this.pay = new Random(paySeed);
  }

  /** A later day, not after today nor after the entry's season (its money stays in its season). */
  private after(day: string, maxDays: number, season: Season): string {
    return minDay(minDay(addDays(day, this.ctx.rnd.int(0, maxDays)), this.ctx.today), season.data_fine < day ? day : season.data_fine);
  }

  /** A time between two (ISO, `from` ≤ `to`), to the minute, from the payments' stream. */
  private between(from: string, to: string): string {
    const a = Date.parse(from) / minute;
    const b = Date.parse(to) / minute;
    return new Date(this.pay.int(a, Math.max(a, b)) * minute).toISOString().replace('.000Z', 'Z');
  }

  add(e: EntryInput): number {
    const { rnd, ids } = this.ctx;
    const id = ids.partita_contabile.next();
    const approved = e.state === 'approvata' || e.state === 'stornata';
    const rejected = e.state === 'rifiutata';
    let decided = approved || rejected ? stamp(rnd, this.after(e.data, 12, e.season), this.ctx.now) : null;
    const layer = (s: LayerState | undefined) => ({
      ok: s === 'approvata',
      ko: s === 'rifiutata',
      at: s ? stamp(rnd, this.after(e.data, 5, e.season), this.ctx.now) : null,
    });
    const soc = layer(e.societaLayer);
    const ana = layer(e.anagraficaLayer);
    let created = stamp(rnd, e.data, this.ctx.now);
    let storno = e.state === 'stornata' ? stamp(rnd, this.after(decided!.slice(0, 10), 30, e.season), this.ctx.now) : null;
    const typed = e.codice_versamento ?? (approved && rnd.chance(0.5) ? `VERS${digits(rnd, 10)}` : null);
    // A paid cart holds what was written before it was paid: an entry of a later day is not in it, one
    // of its day was written before the payment; a card payment approves what it pays at once, a bank
    // transfer's entries wait for the office.
    let carrello = e.carrello_id ?? null;
    const cart = carrello !== null && approved ? this.paidCart(carrello) : null;
    if (cart && e.data > cart.paidAt.slice(0, 10)) carrello = null;
    const inCart = cart && carrello !== null ? cart : null;
    if (inCart) {
      created = earliest(created, inCart.paidAt);
      decided = inCart.byCard ? inCart.paidAt : latest(decided!, inCart.paidAt);
    }
    // Nothing is decided before the entry was written (same-day times were drawn apart), nor reversed before its approval.
    created = earliest(created, decided, soc.at, ana.at);
    if (storno) storno = latest(storno, decided!);
    // An approved charge was paid: by its paid cart, else by a bank transfer of its own between its
    // writing and its approval, with the transfer's code (Carts.settlePaidCarts sets a cart's code).
    const charge = approved && e.importo > 0 && !NOT_CHARGES.has(e.codice);
    const payment = !charge
      ? null
      : inCart
        ? { metodo: inCart.byCard ? 'carta' : 'bonifico', banca: inCart.banca, at: inCart.paidAt, codice: typed }
        : { metodo: 'bonifico', banca: this.pay.pick(this.ctx.ref.banks.transfer), at: this.between(created, decided!), codice: typed ?? `VERS${digits(this.pay, 10)}` };
    this.entries.add({
      id,
      codice: e.codice,
      codice_versamento: payment ? payment.codice : typed,
      importo_cents: e.importo,
      bonus_cents: e.bonus ?? 0,
      metodo_pagamento: payment?.metodo ?? null,
      data_pagamento: payment?.at ?? null,
      banca_id: payment?.banca ?? null,
      descrizione: e.descrizione,
      data_registrazione: e.data,
      data_scadenza: addDays(e.data, 30),
      approvata: approved,
      rifiutata: rejected,
      data_approvazione: approved ? decided : null,
      data_rifiuto: rejected ? decided : null,
      stornata: e.state === 'stornata',
      data_storno: storno,
      approvata_societa: soc.ok,
      rifiutata_societa: soc.ko,
      data_approvazione_societa: soc.ok ? soc.at : null,
      data_rifiuto_societa: soc.ko ? soc.at : null,
      approvata_anagrafica: ana.ok,
      rifiutata_anagrafica: ana.ko,
      data_approvazione_anagrafica: ana.ok ? ana.at : null,
      data_rifiuto_anagrafica: ana.ko ? ana.at : null,
      societa_id: e.societa_id ?? null,
      old_societa_id: e.old_societa_id ?? null,
      anagrafica_id: e.anagrafica_id ?? null,
      anagrafica_ruolo_id: e.anagrafica_ruolo_id ?? null,
      tipologia_tesseramento_id: e.tipologia_tesseramento_id ?? null,
      stagione_id: e.season.id,
      stagione_competenza_id: (e.competenza ?? e.season).id,
      carrello_id: carrello,
      partita_stornata_id: null,
      created_at: created,
      updated_at: storno ?? decided ?? created,
    });
    if (carrello) this.addItem(carrello, id, e.descrizione, e.importo, created);
    if (storno) {
      // The reversal is its own approved entry with the opposite amount; what the payment took goes
      // back to the payer's wallet (Wallets.refundStorni, once the cards' codes are known).
      this.entries.add({
        id: ids.partita_contabile.next(),
        codice: CODICI.storno,
        codice_versamento: null,
        importo_cents: -e.importo,
        bonus_cents: -(e.bonus ?? 0),
        metodo_pagamento: null,
        data_pagamento: null,
        banca_id: null,
        descrizione: `Storno: ${e.descrizione}`,
        data_registrazione: storno.slice(0, 10),
        data_scadenza: null,
        approvata: true,
        rifiutata: false,
        data_approvazione: storno,
        data_rifiuto: null,
        stornata: false,
        data_storno: null,
        approvata_societa: false,
        rifiutata_societa: false,
        data_approvazione_societa: null,
        data_rifiuto_societa: null,
        approvata_anagrafica: false,
        rifiutata_anagrafica: false,
        data_approvazione_anagrafica: null,
        data_rifiuto_anagrafica: null,
        societa_id: e.societa_id ?? null,
        old_societa_id: null,
        anagrafica_id: e.anagrafica_id ?? null,
        anagrafica_ruolo_id: e.anagrafica_ruolo_id ?? null,
        tipologia_tesseramento_id: e.tipologia_tesseramento_id ?? null,
        stagione_id: e.season.id,
        stagione_competenza_id: (e.competenza ?? e.season).id,
        carrello_id: null,
        partita_stornata_id: id,
        created_at: storno,
        updated_at: storno,
      });
    }
    return id;
  }

  private addItem(carrelloId: number, partitaId: number, descrizione: string, importo: number, at: string) {
    this.items.add({
      id: this.ctx.ids.carrello_item.next(),
      carrello_id: carrelloId,
      partita_contabile_id: partitaId,
      descrizione,
      importo_cents: -Math.abs(importo),
      created_at: at,
    });
    this.cartTotals.set(carrelloId, (this.cartTotals.get(carrelloId) ?? 0) + Math.abs(importo));
  }
}
