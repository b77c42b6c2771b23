// Members (anagrafica) in chunks: each chunk builds its people with their registrations,
// entries, forms, cards, transfers, loans, wallets and alignment rows, then writes them.
import { BackgroundWriter, Sink, yieldToIo, type Part, type Row } from './bulk.ts';
import { CODICI, type RuoloCode } from './catalog.ts';
import type { Carts } from './carts.ts';
import type { Club } from './clubs.ts';
import type { Ctx } from './context.ts';
import type { Ledger } from './ledger.ts';
import { ANAGRAFICA_COLUMNS, anagraficaRow } from './member-row.ts';
import type { PersonFactory } from './people.ts';
import { AGES, CARD_FAMILY, coachType, currentState, history, PRIMARY, refereeType, secondaryRoles, type Profile } from './profile.ts';
import { Registrar } from './registrations.ts';
import type { SyncRows } from './sync.ts';
import { Transfers } from './transfers.ts';
import { addDays, choose, dayBetween, maxDay, minDay, WeightedPicker, yearOf } from './util.ts';
import type { Wallets } from './wallets.ts';

const CHUNK = 5000;
const CARICHE = ['Presidente', 'Vicepresidente', 'Segretario', 'Tesoriere'];
const DEMO_REQUESTS = [
  ['in_attesa', null],
  ['rifiutata', false],
  ['annullata', null],
] as const;
/** The demo club's staff, whatever the scale: each of its member tables has someone in it. */
const DEMO_STAFF: readonly RuoloCode[] = ['MED', 'FIS', 'PAT', 'PPO'];

export interface MemberDeps {
  people: PersonFactory;
  ledger: Ledger;
  carts: Carts;
  wallets: Wallets;
  sync: SyncRows;
}

export function memberCount(scale: number): number {
  return Math.max(200, Math.round(10_000 * scale));
}

export async function seedMembers(ctx: Ctx, clubs: Club[], deps: MemberDeps): Promise<{ demoId: number }> {
  const seeder = new MemberSeeder(ctx, clubs, deps);
  const anagrafica = new Sink('anagrafica', ANAGRAFICA_COLUMNS);
  const writer = new BackgroundWriter(ctx.db);
  const total = memberCount(ctx.scale);
  let demoId = 0;
  for (let i = 0; i < total; i++) {
    const { row, demo } = seeder.member(i);
    if (demo) demoId = row.id as number;
    anagrafica.add(row);
    if (anagrafica.rows.length >= CHUNK || i === total - 1) {
      await writer.write([anagrafica.take(), ...seeder.take()]);
    } else if (i % 200 === 0) {
      await yieldToIo(); // lets the driver send the previous chunk while this one is built
    }
  }
  await writer.drain();
  return { demoId };
}

class MemberSeeder {
  private registrar: Registrar;
  private transfers: Transfers;
  private picker: WeightedPicker<Club>;
  private demoClub: Club;
  private demoRequests = 0;
  private previousDay: () => string;
  private currentDay: (pending: boolean) => string;

  constructor(
    private ctx: Ctx,
    private clubs: Club[],
    private deps: MemberDeps,
  ) {
    const { rnd, today, seasons } = ctx;
    this.registrar = new Registrar(ctx, deps.ledger, deps.carts);
    this.transfers = new Transfers(ctx, deps.ledger, this.registrar);
    this.picker = new WeightedPicker(
      clubs.filter((c) => c.active),
      (c) => c.weight,
    );
    this.demoClub = clubs.find((c) => c.demo)!;
    // Members register after their club's affiliation (the first days of each window).
    const prevStart = seasons.previous.data_inizio;
    this.previousDay = () => dayBetween(rnd, minDay(addDays(prevStart, 15), today), minDay(addDays(prevStart, 100), today));
    const afterRenewals = minDay(addDays(seasons.current.data_inizio_rinnovi ?? seasons.current.data_inizio, 21), today);
    this.currentDay = (pending) => dayBetween(rnd, pending ? maxDay(afterRenewals, addDays(today, -30)) : afterRenewals, today);
  }

  /** The i-th member with everything that hangs off it (0 is the demo person); returns its anagrafica row. */
  member(i: number): { row: Row; demo: boolean } {
    const { rnd, seasons, today } = this.ctx;
    const staff = i >= 1 && i <= DEMO_STAFF.length ? DEMO_STAFF[i - 1] : null;
    const p = profile(this.ctx, this.deps.people, this.picker, i === 0 ? this.demoClub : null, staff ? { club: this.demoClub, role: staff } : null);
    const club = p.club;
    const pending = pendingRenewal(p);
    if (pending) p.history = 'rinnovo';
    const renewed = p.history !== 'svincolato' && p.history !== 'rinnovo';
    const inBoard = !!club && p.roles.includes('DIR') && (pending === 'board' || (renewed && p.currentState === 'approvata')) && club.board.length < club.boardSize;
    const boardBefore = p.history === 'both' || p.history === 'rinnovo';
    if (inBoard) club.board.push({ anagraficaId: p.id, carica: CARICHE[club.board.length] ?? 'Consigliere', previous: boardBefore });

    let firstDay = today;
    if (p.history !== 'new') {
      firstDay = this.previousDay();
      for (const role of p.roles) {
        this.registrar.register(p, role, role === 'ARB' ? null : p.previousClub, seasons.previous, {
          state: !p.demo && rnd.chance(0.01) ? 'stornata' : 'approvata',
          day: firstDay,
          consiglio: role === 'DIR' && inBoard && boardBefore,
        });
      }
    }
    if (renewed) {
      for (const role of p.roles) {
        const state = role === p.primary ? p.currentState : 'approvata';
        const day = this.currentDay(state === 'in_attesa');
        if (p.history === 'new' && day < firstDay) firstDay = day;
        const roleId = this.registrar.register(p, role, role === 'ARB' ? null : club, seasons.current, { state, day, consiglio: role === 'DIR' && inBoard });
        if (role === 'ATL' && state === 'approvata' && club) this.athleteExtras(p, club, roleId, day);
      }
    }
    if (p.demo) this.demoExtras(p);
    this.walletAndSync(p);
    const comitato = club?.comitatoId ?? this.ctx.ref.comitatoFor(p.person.residence);
    return { row: anagraficaRow(this.ctx, p, comitato, firstDay), demo: p.demo };
  }

  /** Transfers (done or requested), loans to twinned clubs and the eligibility form of foreigners. */
  private athleteExtras(p: Profile, club: Club, roleId: number, day: string) {
    const { rnd, seasons } = this.ctx;
    if (p.history === 'moved') this.transfers.moved(p, roleId, day);
    // Athletes of the demo club have asked to leave: one awaiting the club's answer, one the club
    // refused, one withdrawn.
    const wantsRequest = p.history === 'both' && (club.demo ? this.demoRequests < DEMO_REQUESTS.length : rnd.chance(0.02));
    const target = wantsRequest ? otherClub(rnd, this.picker, club) : null;
    if (target && club.demo) {
      const [status, accepted] = DEMO_REQUESTS[this.demoRequests++];
      this.transfers.request(p, target, this.currentDay(true), status, accepted);
    } else if (target) {
      this.transfers.request(p, target, this.currentDay(true));
    }
    const lend = club.lendsTo.filter((l) => l.sesso === p.person.sesso);
    if (lend.length && rnd.chance(club.demo ? 0.3 : 0.1)) {
      const childId = rnd.pick(lend).childId;
      this.transfers.loan(
        p,
        this.clubs.find((c) => c.id === childId)!,
        day,
      );
    }
    if (p.person.cittadinanza !== 'Italiana') this.registrar.form(p, 'AS', seasons.current, roleId, day, eligibility(this.ctx, p), 'T1.1');
  }

  /** A pending licence upgrade: the demo member's open cart and "Versamenti in Approvazione" are not empty. */
  private demoExtras(p: Profile) {
    const { ref, seasons, today } = this.ctx;
    this.deps.ledger.add({
      codice: CODICI.licenzaAllenatore,
      importo: ref.fee(seasons.current, 'ALN'),
      descrizione: 'Aggiornamento qualifica Allenatore Nazionale',
      data: today,
      state: 'in_attesa',
      season: seasons.current,
      anagrafica_id: p.id,
      tipologia_tesseramento_id: ref.tipologia.ALN.id,
      carrello_id: this.registrar.memberCart(p, seasons.current, 'in_attesa', today),
    });
  }

  private walletAndSync(p: Profile) {
    const { rnd, seasons } = this.ctx;
    const technical = p.roles.some((r) => r in CARD_FAMILY);
    if (p.demo) this.deps.wallets.create({ anagrafica_id: p.id }, 2, true);
    else if (technical && rnd.chance(0.5)) this.deps.wallets.create({ anagrafica_id: p.id }, rnd.int(0, 2));
    if (p.history === 'svincolato' || p.history === 'rinnovo') return;
    if (p.demo || rnd.chance(0.1)) this.deps.sync.add({ anagrafica_id: p.id }, seasons.current, 'coni', p.demo || rnd.chance(0.9));
    if (p.demo || rnd.chance(0.05)) this.deps.sync.add({ anagrafica_id: p.id }, seasons.current, 'sport-health', p.demo || rnd.chance(0.9));
  }

  /** Everything built since the last call, in foreign-key order (after the anagrafica rows). */
  take(): Part[] {
    const { carts, ledger, wallets, sync } = this.deps;
    return [
      ...this.registrar.takeRoles(),
      carts.carts.take(),
      ledger.entries.take(),
      ledger.items.take(),
      ...this.registrar.takeRest(),
      this.transfers.sink.take(),
      wallets.wallets.take(),
      wallets.moves.take(),
      sync.sink.take(),
    ];
  }
}

function profile(ctx: Ctx, people: PersonFactory, picker: WeightedPicker<Club>, demoClub: Club | null, staff: { club: Club; role: RuoloCode } | null): Profile {
  const { rnd, today } = ctx;
  const id = ctx.ids.anagrafica.next();
  if (demoClub) {
    const person = people.make({ sex: 'M', minAge: 34, maxAge: 34, region: demoClub.town.regione, foreign: 0, names: { cognome: 'Bianchi', nome: 'Luca' } });
    return {
      id,
      person,
      primary: 'ALL',
      roles: ['ALL', 'ARB'],
      history: 'both',
      club: demoClub,
      previousClub: demoClub,
      currentState: 'approvata',
      coachType: 'ALR',
      refereeType: 'ARR',
      demo: true,
    };
  }
  const primary: RuoloCode = staff?.role ?? choose(rnd, PRIMARY);
  const home = staff?.club ?? picker.pick(rnd);
  const [minAge, maxAge] = primary === 'ATL' ? (rnd.chance(0.6) ? [9, 18] : [19, 36]) : AGES[primary];
  const athlete = primary === 'ATL' || primary === 'ANA';
  const person = people.make({
    sex: athlete ? rnd.pick(home.sexes) : primary === 'DIR' && rnd.chance(0.4) ? 'M' : undefined,
    minAge,
    maxAge,
    region: home.town.regione,
    foreign: athlete ? 0.08 : 0.03,
  });
  const age = yearOf(today) - yearOf(person.data_nascita);
  const h = staff ? 'both' : history(rnd, primary);
  const club = primary === 'ARB' ? null : home;
  const previousClub = h === 'moved' ? (otherClub(rnd, picker, home) ?? home) : club;
  return {
    id,
    person,
    primary,
    roles: secondaryRoles(rnd, primary, age),
    history: previousClub === club ? (h === 'moved' ? 'both' : h) : h,
    club,
    previousClub,
    currentState: previousClub !== club || staff ? 'approvata' : currentState(rnd, primary),
    coachType: coachType(rnd),
    refereeType: refereeType(rnd, age),
    demo: false,
  };
}

/**
 * Whether a manager of last season is one its club has yet to renew (a board member while the
 * club's board has a seat and its quota lasts, otherwise a plain manager); uses up the quota.
 */
function pendingRenewal(p: Profile): 'board' | 'manager' | null {
  const club = p.club;
  const quota = club?.renewals;
  if (!club || !quota || p.primary !== 'DIR' || p.history !== 'both' || p.previousClub !== club) return null;
  if (quota.board > 0 && club.board.length < club.boardSize) {
    quota.board--;
    return 'board';
  }
  if (quota.managers > 0) {
    quota.managers--;
    return 'manager';
  }
  return null;
}

function otherClub(rnd: Ctx['rnd'], picker: WeightedPicker<Club>, not: Club): Club | null {
  for (let k = 0; k < 10; k++) {
    const c = picker.pick(rnd);
    if (c.id !== not.id) return c;
  }
  return null;
}

/** Answers of the T1.1 eligibility form of a foreign athlete. */
function eligibility(ctx: Ctx, p: Profile): Record<string, unknown> {
  const { rnd } = ctx;
  const convocabile = p.person.nazionalita_sportiva === 'Italiana';
  const fromAbroad = rnd.chance(0.4);
  return {
    nato_in_italia: p.person.birthTown !== null,
    residenza_sempre_italiana: rnd.chance(0.3),
    tesserato_4_con_t6: rnd.chance(0.2),
    convocabile_italia: convocabile,
    seconda_nazionalita_nome: convocabile ? null : p.person.cittadinanza_other,
    provenienza_fed_straniera: fromAbroad,
    provenienza_fed_straniera_nome: fromAbroad ? `Federazione ${p.person.stato_nascita}` : null,
    no_referto_ufficiale: rnd.chance(0.5),
    genitori_nati_italia: rnd.chance(0.2),
    italia_more_time: rnd.chance(0.6),
    deroga_arbitro: false,
    deroga_allenatore: false,
    aspettativa_tecnico_dirigente: false,
  };
}
