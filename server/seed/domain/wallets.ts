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

  /** Wallets and movements reference entries: flush after the ledger. */
  async flush(): Promise<void> {
    await this.wallets.flush(this.ctx.db);
    await this.moves.flush(this.ctx.db);
  }
}
