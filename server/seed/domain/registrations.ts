// A member's registrations: role rows, the accounting entry each one costs, the signed form,
// and for technical families the personal licence with its card.
import { Sink, type Part } from './bulk.ts';
import { CODICI, TIPOLOGIE, type RuoloCode } from './catalog.ts';
import type { Carts } from './carts.ts';
import type { Club } from './clubs.ts';
import type { Ctx, Season } from './context.ts';
import type { EntryState, Ledger } from './ledger.ts';
import { CARD_FAMILY, type Profile } from './profile.ts';
import { addDays, atTime, choose, dayBetween, maxDay, minDay } from './util.ts';

const ENTRY_CODE: Record<RuoloCode, string> = {
  ATL: CODICI.atleta,
  ANA: CODICI.promozionale,
  DIR: CODICI.dirigente,
  ALL: CODICI.tecnico,
  ARB: CODICI.arbitro,
  FIS: CODICI.sanitario,
  MED: CODICI.sanitario,
  PAT: CODICI.tecnico,
  PPO: CODICI.tecnico,
  IPR: CODICI.tecnico,
};
const CARD_PREFIX: Record<string, string> = { Tecnico: 'AL', Arbitro: 'AR', PreparatoreAtletico: 'PA', PreparatorePortieri: 'PP', IstruttorePromozionale: 'IP' };

export interface RoleOptions {
  state: EntryState;
  day: string;
  consiglio?: boolean;
  prestito?: boolean;
  tipologia?: string;
  durata?: 'definitiva' | 'annuale';
  serieId?: number | null;
  entryCode?: string;
}

export class Registrar {
  readonly roles = new Sink('anagrafica_ruolo', {
    id: 'int',
    anagrafica_id: 'int',
    societa_id: 'int',
    stagione_id: 'int',
    ruolo_id: 'int',
    tipologia_tesseramento_id: 'int',
    disciplina_id: 'int',
    serie_id: 'int',
    codice_tessera: 'text',
    approvato: 'bool',
    rifiutato: 'bool',
    data_inizio: 'date',
    data_fine: 'date',
    durata: 'text',
    numero_stagioni: 'int',
    diritto_revoca: 'bool',
    consiglio: 'bool',
    prestito: 'bool',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  });
  readonly forms = new Sink('anagrafica_modulo', {
    id: 'int',
    anagrafica_id: 'int',
    modulo_id: 'int',
    stagione_id: 'int',
    anagrafica_ruolo_id: 'int',
    data_tesseramento: 'date',
    accetta_privacy: 'bool',
    extra: 'jsonb',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  });
  readonly cards = new Sink('tessera', {
    id: 'int',
    codice: 'text',
    data_emissione: 'date',
    data_scadenza: 'date',
    famiglia: 'text',
    nome: 'text',
    anagrafica_id: 'int',
    stagione_id: 'int',
    tipologia_tesseramento_id: 'int',
    created_at: 'timestamptz',
  });
  /** Per member of the chunk: its open and paid personal carts. */
  private memberCarts = new Map<number, { open?: number; paid?: number }>();

  constructor(
    private ctx: Ctx,
    private ledger: Ledger,
    private carts: Carts,
  ) {}

  /** The registration type a role gets in a season, and the series when it needs one. */
  tipologia(p: Profile, role: RuoloCode, club: Club | null, season: Season, consiglio: boolean): { codice: string; serieId: number | null } {
    const { rnd } = this.ctx;
    const under = Number(p.person.data_nascita.slice(0, 4)) >= season.anno_under;
    switch (role) {
      case 'ATL': {
        if (club?.beach && rnd.chance(0.08)) return { codice: 'BH', serieId: null };
        const serie = (club?.serie ?? []).filter((s) => s.sesso === p.person.sesso && s.under === under);
        if (serie.length && rnd.chance(under ? 0.5 : 0.3)) return { codice: under ? 'AU' : 'AL', serieId: rnd.pick(serie).id };
        return { codice: under ? 'AU' : 'AS', serieId: null };
      }
      case 'ANA':
        return { codice: rnd.chance(0.7) ? 'PRO' : 'PROS', serieId: null };
      case 'DIR':
        return { codice: consiglio ? 'DCD' : 'DIR', serieId: null };
      case 'ALL':
        return { codice: p.coachType, serieId: null };
      case 'ARB':
        return { codice: p.refereeType, serieId: null };
      default:
        return { codice: role, serieId: null };
    }
  }

  /** One role in one season, with its entry, form and (technical families) licence and card. */
  register(p: Profile, role: RuoloCode, club: Club | null, season: Season, o: RoleOptions): number {
    const { rnd, ids, ref } = this.ctx;
    const chosen = o.tipologia ? { codice: o.tipologia, serieId: o.serieId ?? null } : this.tipologia(p, role, club, season, !!o.consiglio);
    const tip = ref.tipologia[chosen.codice];
    const approved = o.state === 'approvata' || o.state === 'stornata';
    const id = ids.anagrafica_ruolo.next();
    const athlete = role === 'ATL' || role === 'ANA';
    const durata = o.durata ?? (athlete && !o.prestito && rnd.chance(0.85) ? 'definitiva' : 'annuale');
    const at = atTime(o.day, '10:00', this.ctx.now);
    this.roles.add({
      id,
      anagrafica_id: p.id,
      societa_id: club?.id ?? null,
      stagione_id: season.id,
      ruolo_id: ref.ruolo[role],
      tipologia_tesseramento_id: tip.id,
      disciplina_id: chosen.codice === 'BH' ? ref.disciplina.beach : ref.disciplina.indoor,
      serie_id: chosen.serieId,
      codice_tessera: approved ? `TS${String(id).padStart(8, '0')}` : null,
      approvato: approved,
      rifiutato: o.state === 'rifiutata',
      data_inizio: o.day,
      data_fine: durata === 'annuale' ? season.data_fine : null,
      durata,
      numero_stagioni: 1,
      diritto_revoca: durata === 'annuale' && athlete && rnd.chance(0.3),
      consiglio: !!o.consiglio,
      prestito: !!o.prestito,
      created_at: at,
      updated_at: at,
    });
    const memberPaid = role === 'ARB';
    const fee = ref.fee(season, chosen.codice, p.history === 'new' && season.id === this.ctx.seasons.current.id ? 1 : 0);
    let carrello: number | null = null;
    if (!memberPaid && club && season.id === this.ctx.seasons.current.id) {
      if (approved && club.paidCartId && rnd.chance(0.25)) carrello = club.paidCartId;
      if (o.state === 'in_attesa' && club.openCartId && rnd.chance(0.6)) carrello = club.openCartId;
    }
    this.ledger.add({
      codice: o.entryCode ?? ENTRY_CODE[role],
      importo: fee,
      descrizione: `${tip.nome} - ${p.person.cognome} ${p.person.nome}`,
      data: o.day,
      state: o.state,
      season,
      societa_id: memberPaid ? null : (club?.id ?? null),
      anagrafica_id: p.id,
      anagrafica_ruolo_id: id,
      tipologia_tesseramento_id: tip.id,
      anagraficaLayer: memberPaid && approved ? 'approvata' : null,
      carrello_id: memberPaid ? this.memberCart(p, season, o.state, o.day) : carrello,
    });
    this.form(p, chosen.codice, season, id, o.day, {});
    const family = CARD_FAMILY[role];
    if (family && role !== 'ARB' && !o.prestito) this.licence(p, role, chosen.codice, season, o);
    if (family && approved) this.card(p, family, chosen.codice, season, o.day);
    return id;
  }

  /**
   * The registration a transfer request asks for: an athlete's role with the club it would move to,
   * awaiting the request's outcome (as `POST anagrafica/{id}/societa` files it). Its money is the
   * request's own entry, so it has none of its own.
   */
  requestedRole(p: Profile, club: Club, codice: string, season: Season, day: string): number {
    const { ids, ref } = this.ctx;
    const id = ids.anagrafica_ruolo.next();
    const at = atTime(day, '10:00', this.ctx.now);
    this.roles.add({
      id,
      anagrafica_id: p.id,
      societa_id: club.id,
      stagione_id: season.id,
      ruolo_id: ref.ruolo.ATL,
      tipologia_tesseramento_id: ref.tipologia[codice].id,
      disciplina_id: ref.disciplina.indoor,
      serie_id: null,
      codice_tessera: null,
      approvato: false,
      rifiutato: false,
      data_inizio: day,
      data_fine: null,
      durata: 'definitiva',
      numero_stagioni: 1,
      diritto_revoca: false,
      consiglio: false,
      prestito: false,
      created_at: at,
      updated_at: at,
    });
    return id;
  }

  /** The personal licence of a coach or trainer, paid by the member. */
  private licence(p: Profile, role: RuoloCode, codice: string, season: Season, o: RoleOptions) {
    const { rnd, ref, seasons } = this.ctx;
    const state: EntryState =
      season.id !== seasons.current.id || p.demo
        ? 'approvata'
        : choose(rnd, [
            [0.85, 'approvata'],
            [0.12, 'in_attesa'],
            [0.03, 'rifiutata'],
          ] as const);
    const tip = ref.tipologia[codice];
    this.ledger.add({
      codice: role === 'ALL' ? CODICI.licenzaAllenatore : CODICI.licenzaPreparatore,
      importo: ref.fee(season, codice),
      descrizione: `Licenza ${tip.nome} stagione ${season.nome}`,
      data: o.day,
      state,
      season,
      anagrafica_id: p.id,
      tipologia_tesseramento_id: tip.id,
      anagraficaLayer: state === 'approvata' ? 'approvata' : state === 'rifiutata' ? 'rifiutata' : null,
      carrello_id: this.memberCart(p, season, state, o.day),
    });
  }

  /**
   * Some personal entries sit in the member's open cart, some were paid through a cart: paid on a day
   * from the entry's `day` on (the first entry of a paid cart is written before its payment).
   */
  memberCart(p: Profile, season: Season, state: EntryState, day: string): number | null {
    const { rnd, today, seasons } = this.ctx;
    if (season.id !== seasons.current.id) return null;
    const carts = this.memberCarts.get(p.id) ?? {};
    this.memberCarts.set(p.id, carts);
    const cliente = `${p.person.cognome} ${p.person.nome}`;
    if (state === 'in_attesa' && (p.demo || rnd.chance(0.4))) {
      carts.open ??= this.carts.create('anagrafica', p.id, cliente, null, dayBetween(rnd, addDays(today, -20), today));
      return carts.open;
    }
    if (state === 'approvata' && rnd.chance(0.1)) {
      const paidDay = dayBetween(rnd, minDay(maxDay(seasons.current.data_inizio, day), today), today);
      carts.paid ??= this.carts.create('anagrafica', p.id, cliente, paidDay, paidDay);
      return carts.paid;
    }
    return null;
  }

  form(p: Profile, codice: string, season: Season, ruoloId: number | null, day: string, extra: Record<string, unknown>, key?: string) {
    const { rnd, ids, ref } = this.ctx;
    const moduli = TIPOLOGIE.find((t) => t.codice === codice)?.moduli ?? [];
    const foreign = p.person.cittadinanza !== 'Italiana';
    const pick = key ?? (moduli.length === 1 ? moduli[0] : (moduli.find((m) => m.endsWith('/S') === foreign) ?? moduli[0]));
    if (!pick) return;
    this.forms.add({
      id: ids.anagrafica_modulo.next(),
      anagrafica_id: p.id,
      modulo_id: ref.modulo[pick],
      stagione_id: season.id,
      anagrafica_ruolo_id: ruoloId,
      data_tesseramento: day,
      accetta_privacy: p.demo || rnd.chance(0.96),
      extra,
      created_at: atTime(day, '10:05', this.ctx.now),
      updated_at: atTime(day, '10:05', this.ctx.now),
    });
  }

  private card(p: Profile, famiglia: string, codice: string, season: Season, day: string) {
    const id = this.ctx.ids.tessera.next();
    this.cards.add({
      id,
      codice: `${CARD_PREFIX[famiglia]}${String(id).padStart(7, '0')}`,
      data_emissione: day,
      data_scadenza: season.data_fine,
      famiglia,
      nome: `Tessera ${this.ctx.ref.tipologia[codice].nome}`,
      anagrafica_id: p.id,
      stagione_id: season.id,
      tipologia_tesseramento_id: this.ctx.ref.tipologia[codice].id,
      created_at: atTime(day, '11:00', this.ctx.now),
    });
  }

  /** The rows built since the last call, in foreign-key order around the ledger's. */
  takeRoles(): Part[] {
    return [this.roles.take()];
  }
  takeRest(): Part[] {
    this.memberCarts.clear();
    return [this.forms.take(), this.cards.take()];
  }
}
