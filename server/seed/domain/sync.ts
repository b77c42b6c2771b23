// Alignment rows with the Olympic committee (coni) and the sports-health body.
import { Sink } from './bulk.ts';
import type { Ctx, Season } from './context.ts';
import { addDays, dayBetween, digits, minDay, stamp } from './util.ts';

const ERRORS = ['Codice fiscale non presente nel Registro', 'Rappresentante legale non corrispondente', 'Timeout del servizio remoto', 'Dati anagrafici incompleti', 'Certificato medico scaduto'];

export class SyncRows {
  readonly sink = new Sink('synch', {
    id: 'int',
    type: 'text',
    anagrafica_id: 'int',
    societa_id: 'int',
    stagione_affiliazione_id: 'int',
    codice: 'text',
    allineato: 'bool',
    allineato_coni: 'bool',
    data_allineamento: 'timestamptz',
    errore: 'text',
    created_at: 'timestamptz',
  });
  constructor(private ctx: Ctx) {}

  /** One row per body; `ok` false records the error the remote service gave. Both flags mirror the outcome. */
  add(owner: { societa_id?: number; anagrafica_id?: number }, season: Season, type: 'coni' | 'sport-health', ok: boolean): void {
    const { rnd, today } = this.ctx;
    const day = dayBetween(rnd, minDay(season.data_inizio, today), minDay(season.data_fine, today));
    const at = stamp(rnd, day, this.ctx.now);
    this.sink.add({
      id: this.ctx.ids.synch.next(),
      type,
      anagrafica_id: owner.anagrafica_id ?? null,
      societa_id: owner.societa_id ?? null,
      stagione_affiliazione_id: season.id,
      codice: `${type === 'coni' ? 'RAS' : 'SSN'}${digits(rnd, 8)}`,
      allineato: ok,
      allineato_coni: ok,
      data_allineamento: ok ? at : null,
      errore: ok ? null : rnd.pick(ERRORS),
      created_at: stamp(rnd, addDays(day, 0), this.ctx.now),
    });
  }
}
