// Accounting entries (partite contabili) in every state, their storno entries and cart items.
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

  constructor(private ctx: Ctx) {}

  /** A later day, not after today. */
  private after(day: string, maxDays: number): string {
    return minDay(addDays(day, this.ctx.rnd.int(0, maxDays)), this.ctx.today);
  }

  add(e: EntryInput): number {
    const { rnd, ids } = this.ctx;
    const id = ids.partita_contabile.next();
    const approved = e.state === 'approvata' || e.state === 'stornata';
    const rejected = e.state === 'rifiutata';
    const decided = approved || rejected ? stamp(rnd, this.after(e.data, 12), this.ctx.now) : null;
    const layer = (s: LayerState | undefined) => ({
      ok: s === 'approvata',
      ko: s === 'rifiutata',
      at: s ? stamp(rnd, this.after(e.data, 5), this.ctx.now) : null,
    });
    const soc = layer(e.societaLayer);
    const ana = layer(e.anagraficaLayer);
    const created = stamp(rnd, e.data, this.ctx.now);
    const storno = e.state === 'stornata' ? stamp(rnd, this.after(decided!.slice(0, 10), 30), this.ctx.now) : null;
    this.entries.add({
      id,
      codice: e.codice,
      codice_versamento: e.codice_versamento ?? (approved && rnd.chance(0.5) ? `VERS${digits(rnd, 10)}` : null),
      importo_cents: e.importo,
      bonus_cents: e.bonus ?? 0,
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
      carrello_id: e.carrello_id ?? null,
      partita_stornata_id: null,
      created_at: created,
      updated_at: storno ?? decided ?? created,
    });
    if (e.carrello_id) this.addItem(e.carrello_id, id, e.descrizione, e.importo, created);
    if (storno) {
      // The reversal is its own approved entry with the opposite amount.
      this.entries.add({
        id: ids.partita_contabile.next(),
        codice: CODICI.storno,
        codice_versamento: null,
        importo_cents: -e.importo,
        bonus_cents: -(e.bonus ?? 0),
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
