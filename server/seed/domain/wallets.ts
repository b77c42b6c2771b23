// Wallets (portafoglio) of clubs and members: top-ups in every state, some spending, and a
// total equal to the sum of the approved movements.
import { Sink } from './bulk.ts';
import { CODICI } from './catalog.ts';
import type { Ctx } from './context.ts';
import type { EntryState, Ledger } from './ledger.ts';
import { addDays, atTime, choose, dayBetween, digits, maxDay, minDay } from './util.ts';

export interface WalletOwner {
  societa_id?: number;
  anagrafica_id?: number;
}

export class Wallets {
  readonly wallets = new Sink('portafoglio', {
    id: 'int',
    societa_id: 'int',
    anagrafica_id: 'int',
    totale_cents: 'int',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  });
  readonly moves = new Sink('movimento_portafoglio', {
    id: 'int',
    portafoglio_id: 'int',
    valore_cents: 'int',
    codice_versamento: 'text',
    data_versamento: 'date',
    banca_id: 'int',
    stato: 'text',
    partita_contabile_id: 'int',
    stagione_id: 'int',
    created_at: 'timestamptz',
  });

  constructor(
    private ctx: Ctx,
    private ledger: Ledger,
  ) {}

  /**
   * Creates a wallet with `topUps` increments dated from `from` on; `demo` makes them all approved.
   * Returns the total in cents.
   */
  create(owner: WalletOwner, topUps: number, demo = false, from = this.ctx.seasons.previous.data_inizio): number {
    const { rnd, ids, seasons, today } = this.ctx;
    const id = ids.portafoglio.next();
    let total = 0;
    from = minDay(from, today);
    let last = from;
    for (let k = 0; k < topUps; k++) {
      const state: EntryState = demo
        ? 'approvata'
        : choose(rnd, [
            [0.75, 'approvata'],
            [0.15, 'in_attesa'],
            [0.1, 'rifiutata'],
          ] as const);
      const valore = rnd.int(5, 150) * 1000;
      const day = state === 'in_attesa' ? dayBetween(rnd, maxDay(from, addDays(today, -30)), today) : dayBetween(rnd, from, today);
      if (day > last) last = day;
      const season = day >= seasons.current.data_inizio ? seasons.current : seasons.previous;
      const codice = `CRO${digits(rnd, 11)}`;
      const bank = rnd.pick(this.ctx.ref.banks.transfer);
      const partita = this.ledger.add({
        codice: CODICI.incremento,
        importo: valore,
        bonus: valore,
        descrizione: 'Richiesta incremento portafoglio',
        data: day,
        state,
        season,
        codice_versamento: codice,
        ...owner,
      });
      this.move(id, valore, codice, day, bank, state, partita, season.id);
      if (state === 'approvata') total += valore;
    }
    // Some of the bonus has been spent (never more than what was approved).
    if (total > 0 && (demo || rnd.chance(0.35))) {
      const spent = Math.round((total * rnd.int(10, 60)) / 100 / 100) * 100;
      const day = dayBetween(rnd, last, today);
      const season = day >= seasons.current.data_inizio ? seasons.current : seasons.previous;
      const partita = this.ledger.add({
        codice: CODICI.decremento,
        importo: spent,
        bonus: -spent,
        descrizione: 'Utilizzo bonus portafoglio',
        data: day,
        state: 'approvata',
        season,
        ...owner,
      });
      this.move(id, -spent, null, day, this.ctx.ref.banks.transit, 'approvata', partita, season.id);
      total -= spent;
    }
    this.wallets.add({
      id,
      societa_id: owner.societa_id ?? null,
      anagrafica_id: owner.anagrafica_id ?? null,
      totale_cents: total,
      created_at: atTime(from, '09:00', this.ctx.now),
      updated_at: atTime(last, '18:00', this.ctx.now),
    });
    return total;
  }

  private move(portafoglio: number, valore: number, codice: string | null, day: string, banca: number, stato: string, partita: number, stagione: number) {
    this.moves.add({
      id: this.ctx.ids.movimento_portafoglio.next(),
      portafoglio_id: portafoglio,
      valore_cents: valore,
      codice_versamento: codice,
      data_versamento: day,
      banca_id: banca,
      stato,
      partita_contabile_id: partita,
      stagione_id: stagione,
      created_at: atTime(day, '12:00', this.ctx.now),
    });
  }

  /**
   * What the product's storno gives back (ledger/service.ts stornoEntry): the payment of a reversed
   * entry beyond its wallet share (a bank transfer, or a card transaction that was paid) is credited
   * to the payer's wallet when it is reversed, by a movement tied to the Storno entry with the payment's
   * code and bank, in the entry's season; the Storno entry's bonus is all the wallet got back and its
   * code the payment's. A payer without a wallet gets the one the product gives every club and member.
   * Runs once every entry is written and paid (the cards' codes: Carts.settlePaidCarts), after the
   * sequences are reset (ids from them), with no random draw.
   */
  async refundStorni(): Promise<void> {
    const paid = `SELECT s.id AS storno_id, s.created_at AS at, s.data_registrazione AS day, o.stagione_id,
                         o.importo_cents - o.bonus_cents AS cents, o.codice_versamento AS codice, o.banca_id,
                         o.societa_id, CASE WHEN o.societa_id IS NULL THEN o.anagrafica_id END AS anagrafica_id
                    FROM partita_contabile s JOIN partita_contabile o ON o.id = s.partita_stornata_id
                   WHERE o.approvata AND o.data_pagamento IS NOT NULL AND o.importo_cents > o.bonus_cents
                     AND (o.metodo_pagamento = 'bonifico'
                          OR (o.metodo_pagamento = 'carta' AND EXISTS (SELECT 1 FROM transazione_carta_credito t
                               WHERE t.codice = o.codice_versamento AND t.stato IN ('pagata', 'approvata'))))
                     AND NOT EXISTS (SELECT 1 FROM movimento_portafoglio m WHERE m.partita_contabile_id = s.id)`;
    const { db } = this.ctx;
    await db.query(
      `INSERT INTO portafoglio (societa_id, anagrafica_id, totale_cents, created_at, updated_at)
       SELECT r.societa_id, r.anagrafica_id, 0, coalesce(so.created_at, an.created_at), coalesce(so.created_at, an.created_at)
         FROM (SELECT DISTINCT societa_id, anagrafica_id FROM (${paid}) x) r
         LEFT JOIN societa so ON so.id = r.societa_id LEFT JOIN anagrafica an ON an.id = r.anagrafica_id
        WHERE NOT EXISTS (SELECT 1 FROM portafoglio w WHERE w.societa_id = r.societa_id OR w.anagrafica_id = r.anagrafica_id)
        ORDER BY r.societa_id NULLS LAST, r.anagrafica_id`,
    );
    await db.query(
      `WITH r AS (${paid}),
            storni AS (UPDATE partita_contabile s SET bonus_cents = s.bonus_cents - r.cents, codice_versamento = r.codice FROM r WHERE s.id = r.storno_id),
            moves AS (
              INSERT INTO movimento_portafoglio (portafoglio_id, valore_cents, codice_versamento, data_versamento, banca_id, stato, partita_contabile_id, stagione_id, created_at)
              SELECT w.id, r.cents, r.codice, r.day, r.banca_id, 'approvata', r.storno_id, r.stagione_id, r.at
                FROM r JOIN portafoglio w ON w.societa_id = r.societa_id OR w.anagrafica_id = r.anagrafica_id
               ORDER BY r.storno_id
              RETURNING portafoglio_id, valore_cents, created_at)
       UPDATE portafoglio w SET totale_cents = w.totale_cents + m.cents, updated_at = greatest(w.updated_at, m.at)
         FROM (SELECT portafoglio_id, sum(valore_cents)::int AS cents, max(created_at) AS at FROM moves GROUP BY 1) m
        WHERE w.id = m.portafoglio_id`,
    );
  }

  /** Wallets and movements reference entries: flush after the ledger. */
  async flush(): Promise<void> {
    await this.wallets.flush(this.ctx.db);
    await this.moves.flush(this.ctx.db);
  }
}
