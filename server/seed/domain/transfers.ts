// Transfers between clubs in every status, and loans of athletes to twinned clubs.
import { Sink } from './bulk.ts';
import { CODICI } from './catalog.ts';
import type { Club } from './clubs.ts';
import type { Ctx } from './context.ts';
import type { EntryState, LayerState, Ledger } from './ledger.ts';
import type { Profile } from './profile.ts';
import type { Registrar } from './registrations.ts';
import { addDays, choose, minDay, stamp } from './util.ts';

type Status = 'in_attesa' | 'approvata' | 'rifiutata' | 'annullata';

export class Transfers {
  readonly sink = new Sink('trasferimento', {
    id: 'int',
    anagrafica_id: 'int',
    societa_from_id: 'int',
    societa_to_id: 'int',
    stagione_id: 'int',
    stato: 'text',
    accettato_societa: 'bool',
    data_accettazione_societa: 'timestamptz',
    durata: 'text',
    tipologia_tesseramento_id: 'int',
    partita_contabile_id: 'int',
    anagrafica_ruolo_id: 'int',
    data_richiesta: 'timestamptz',
    data_approvazione: 'timestamptz',
    data_rifiuto: 'timestamptz',
    data_annullamento: 'timestamptz',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  });

  constructor(
    private ctx: Ctx,
    private ledger: Ledger,
    private registrar: Registrar,
  ) {}

  private athleteType(p: Profile): { codice: string; under: boolean } {
    const under = Number(p.person.data_nascita.slice(0, 4)) >= this.ctx.seasons.current.anno_under;
    return { codice: under ? 'AU' : 'AS', under };
  }

  /** The athlete moved from previousClub to club this season: an approved transfer. */
  moved(p: Profile, roleId: number, day: string): void {
    this.add(p, p.previousClub!, p.club!, 'approvata', true, day, roleId);
    this.registrar.form(p, 'AS', this.ctx.seasons.current, roleId, day, {}, 'T4');
  }

  /**
   * A request to move to `target`, still open or closed without a move. `accepted` is the origin
   * club's answer (null: none yet); by default it is drawn to fit the status.
   */
  request(p: Profile, target: Club, day: string, status?: Status, accepted?: boolean | null): void {
    const { rnd } = this.ctx;
    const stato =
      status ??
      choose(rnd, [
        [0.5, 'in_attesa'],
        [0.3, 'rifiutata'],
        [0.2, 'annullata'],
      ] as const);
    if (accepted === undefined) {
      accepted = stato === 'in_attesa' ? (rnd.chance(0.5) ? true : null) : stato === 'rifiutata' ? rnd.chance(0.5) : null;
    }
    // An open request has the registration it asks for, which its approval approves.
    const roleId = stato === 'in_attesa' ? this.registrar.requestedRole(p, target, this.athleteType(p).codice, this.ctx.seasons.current, day) : null;
    this.add(p, p.club!, target, stato, accepted, day, roleId);
  }

  private add(p: Profile, from: Club, to: Club, stato: Status, accepted: boolean | null, day: string, roleId: number | null) {
    const { rnd, ref, seasons, today } = this.ctx;
    const season = seasons.current;
    const t = this.athleteType(p);
    const entryState: EntryState = stato === 'approvata' ? 'approvata' : stato === 'in_attesa' ? 'in_attesa' : 'rifiutata';
    const layer: LayerState = accepted === true ? 'approvata' : accepted === false ? 'rifiutata' : null;
    const partita = this.ledger.add({
      codice: CODICI.trasferimento,
      importo: ref.fee(season, t.codice, t.under ? 2 : 3),
      descrizione: `Trasferimento ${p.person.cognome} ${p.person.nome} da ${from.nome} a ${to.nome}`,
      data: day,
      state: entryState,
      season,
      societa_id: to.id,
      old_societa_id: from.id,
      anagrafica_id: p.id,
      anagrafica_ruolo_id: roleId,
      tipologia_tesseramento_id: ref.tipologia[t.codice].id,
      societaLayer: layer,
    });
    const asked = stamp(rnd, day, this.ctx.now);
    const later = (n: number) => stamp(rnd, minDay(addDays(day, rnd.int(1, n)), today), this.ctx.now);
    const closed = stato === 'in_attesa' ? null : later(15);
    this.sink.add({
      id: this.ctx.ids.trasferimento.next(),
      anagrafica_id: p.id,
      societa_from_id: from.id,
      societa_to_id: to.id,
      stagione_id: season.id,
      stato,
      accettato_societa: accepted,
      data_accettazione_societa: accepted === null ? null : later(5),
      durata: 'definitiva',
      tipologia_tesseramento_id: ref.tipologia[t.codice].id,
      partita_contabile_id: partita,
      anagrafica_ruolo_id: roleId,
      data_richiesta: asked,
      data_approvazione: stato === 'approvata' ? closed : null,
      data_rifiuto: stato === 'rifiutata' ? closed : null,
      data_annullamento: stato === 'annullata' ? closed : null,
      created_at: asked,
      updated_at: closed ?? asked,
    });
  }

  /** An athlete lent for the season to the twinned club `child`. */
  loan(p: Profile, child: Club, day: string): void {
    // register() also files the T5 form the PGM type asks for.
    this.registrar.register(p, 'ATL', child, this.ctx.seasons.current, {
      state: 'approvata',
      day,
      prestito: true,
      tipologia: 'PGM',
      durata: 'annuale',
      entryCode: CODICI.prestito,
    });
  }
}
