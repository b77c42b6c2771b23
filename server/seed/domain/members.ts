// Members (anagrafica) in chunks: each chunk builds its people with their registrations,
// entries, forms, cards, transfers, loans, wallets and alignment rows, then writes them.
import { BackgroundWriter, Sink, yieldToIo } from './bulk.ts';
import type { RuoloCode } from './catalog.ts';
import type { Carts } from './carts.ts';
import type { Club } from './clubs.ts';
import type { Ctx } from './context.ts';
import type { Ledger } from './ledger.ts';
import { ANAGRAFICA_COLUMNS, anagraficaRow } from './member-row.ts';
import type { PersonFactory } from './people.ts';
import { AGES, coachType, currentState, history, PRIMARY, refereeType, secondaryRoles, type Profile } from './profile.ts';
import { Registrar } from './registrations.ts';
import type { SyncRows } from './sync.ts';
import { Transfers } from './transfers.ts';
import { addDays, choose, dayBetween, maxDay, minDay, WeightedPicker, yearOf } from './util.ts';
import type { Wallets } from './wallets.ts';

const CHUNK = 5000;
const CARICHE = ['Presidente', 'Vicepresidente', 'Segretario', 'Tesoriere'];

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
  const { rnd, seasons, today } = ctx;
  const active = clubs.filter((c) => c.active);
  const picker = new WeightedPicker(active, (c) => c.weight);
  const demoClub = clubs.find((c) => c.demo)!;
  const registrar = new Registrar(ctx, deps.ledger, deps.carts);
  const transfers = new Transfers(ctx, deps.ledger, registrar);
  const anagrafica = new Sink('anagrafica', ANAGRAFICA_COLUMNS);
  const writer = new BackgroundWriter(ctx.db);
  const { previous, current } = seasons;
  const currentFrom = minDay(current.data_inizio_rinnovi ?? current.data_inizio, today);
  // Members register after their club's affiliation (the first days of each window).
  const previousDay = () => dayBetween(rnd, minDay(addDays(previous.data_inizio, 15), today), minDay(addDays(previous.data_inizio, 100), today));
  const afterRenewals = minDay(addDays(currentFrom, 21), today);
  const currentDay = (pending: boolean) => dayBetween(rnd, pending ? maxDay(afterRenewals, addDays(today, -30)) : afterRenewals, today);
  let demoRequests = 0;
  let demoId = 0;

  const total = memberCount(ctx.scale);
  for (let i = 0; i < total; i++) {
    const p = profile(ctx, deps.people, picker, i === 0 ? demoClub : null);
    if (p.demo) demoId = p.id;
    const club = p.club;
    const inBoard = !!club && p.roles.includes('DIR') && p.history !== 'svincolato' && p.currentState === 'approvata' && club.board.length < club.boardSize;
    if (inBoard) club!.board.push({ anagraficaId: p.id, carica: CARICHE[club!.board.length] ?? 'Consigliere', previous: p.history === 'both' });

    let firstDay = today;
    if (p.history !== 'new') {
      const day = previousDay();
      firstDay = day;
      for (const role of p.roles) {
        registrar.register(p, role, role === 'ARB' ? null : p.previousClub ?? club, previous, {
          state: rnd.chance(0.01) && !p.demo ? 'stornata' : 'approvata', day, consiglio: role === 'DIR' && inBoard && p.history === 'both',
        });
      }
    }
    if (p.history !== 'svincolato') {
      for (const role of p.roles) {
        const state = role === p.primary ? p.currentState : 'approvata';
        const day = currentDay(state === 'in_attesa');
        if (p.history === 'new' && day < firstDay) firstDay = day;
        const roleId = registrar.register(p, role, role === 'ARB' ? null : club, current, { state, day, consiglio: role === 'DIR' && inBoard });
        if (role !== 'ATL' || state !== 'approvata' || !club) continue;
        if (p.history === 'moved') transfers.moved(p, roleId, day);
        const wantsRequest = club.demo ? demoRequests < 3 && p.history === 'both' : p.history === 'both' && rnd.chance(0.02);
        if (wantsRequest) {
          const target = otherClub(rnd, picker, club);
          if (target) transfers.request(p, target, currentDay(true), club.demo ? (['in_attesa', 'rifiutata', 'annullata'] as const)[demoRequests++] : undefined);
        }
        const lend = club.lendsTo.filter((l) => l.sesso === p.person.sesso);
        if (lend.length && rnd.chance(club.demo ? 0.3 : 0.1)) transfers.loan(p, clubs.find((c) => c.id === rnd.pick(lend).childId)!, day);
        if (p.person.cittadinanza !== 'Italiana') registrar.form(p, 'AS', current, roleId, day, eligibility(ctx, p), 'T1.1');
      }
    }
    if (p.demo) {
      // A pending licence upgrade: the member's open cart and "Versamenti in Approvazione" are not empty.
      deps.ledger.add({
        codice: 'Licenza Allenatore', importo: ctx.ref.fee(current, 'ALN'), descrizione: 'Aggiornamento qualifica Allenatore Nazionale',
        data: today, state: 'in_attesa', season: current, anagrafica_id: p.id, tipologia_tesseramento_id: ctx.ref.tipologia.ALN.id,
        carrello_id: registrar.memberCart(p, current, 'in_attesa'),
      });
    }
    const technical = p.roles.some((r) => ['ALL', 'ARB', 'PAT', 'PPO', 'IPR'].includes(r));
    if (p.demo) deps.wallets.create({ anagrafica_id: p.id }, 2, true);
    else if (technical && rnd.chance(0.5)) deps.wallets.create({ anagrafica_id: p.id }, rnd.int(0, 2));
    if (p.history !== 'svincolato' && (p.demo || rnd.chance(0.1))) deps.sync.add({ anagrafica_id: p.id }, current, 'coni', p.demo || rnd.chance(0.9));
    if (p.history !== 'svincolato' && (p.demo || rnd.chance(0.05))) deps.sync.add({ anagrafica_id: p.id }, current, 'sport-health', p.demo || rnd.chance(0.9));

    const comitato = club?.comitatoId ?? ctx.ref.comitatoFor(p.person.residence);
    anagrafica.add(anagraficaRow(ctx, p, comitato, firstDay));
    if (anagrafica.rows.length >= CHUNK || i === total - 1) {
      await writer.write([
        anagrafica.take(), ...registrar.takeRoles(), deps.carts.carts.take(), deps.ledger.entries.take(), deps.ledger.items.take(),
        ...registrar.takeRest(), transfers.sink.take(), deps.wallets.wallets.take(), deps.wallets.moves.take(), deps.sync.sink.take(),
      ]);
    } else if (i % 200 === 0) {
      await yieldToIo(); // lets the driver send the previous chunk while this one is built
    }
  }
  await writer.drain();
  return { demoId };
}

function profile(ctx: Ctx, people: PersonFactory, picker: WeightedPicker<Club>, demoClub: Club | null): Profile {
  const { rnd, today } = ctx;
  const id = ctx.ids.anagrafica.next();
  if (demoClub) {
    const person = people.make({ sex: 'M', minAge: 34, maxAge: 34, region: demoClub.town.regione, foreign: 0, names: { cognome: 'Bianchi', nome: 'Luca' } });
    return {
      id, person, primary: 'ALL', roles: ['ALL', 'ARB'], history: 'both', club: demoClub, previousClub: demoClub,
      currentState: 'approvata', coachType: 'ALR', refereeType: 'ARR', demo: true,
    };
  }
  const primary: RuoloCode = choose(rnd, PRIMARY);
  const home = picker.pick(rnd);
  const [minAge, maxAge] = primary === 'ATL' ? (rnd.chance(0.6) ? [9, 18] : [19, 36]) : AGES[primary];
  const athlete = primary === 'ATL' || primary === 'ANA';
  const person = people.make({
    sex: athlete ? rnd.pick(home.sexes) : primary === 'DIR' && rnd.chance(0.4) ? 'M' : undefined,
    minAge, maxAge, region: home.town.regione, foreign: athlete ? 0.08 : 0.03,
  });
  const age = yearOf(today) - yearOf(person.data_nascita);
  const h = history(rnd, primary);
  const club = primary === 'ARB' ? null : home;
  const previousClub = h === 'moved' ? otherClub(rnd, picker, home) ?? home : club;
  return {
    id, person, primary, roles: secondaryRoles(rnd, primary, age), history: previousClub === club ? (h === 'moved' ? 'both' : h) : h,
    club, previousClub, currentState: previousClub !== club ? 'approvata' : currentState(rnd, primary), coachType: coachType(rnd), refereeType: refereeType(rnd, age), demo: false,
  };
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
    nato_in_italia: p.person.birthTown !== null, residenza_sempre_italiana: rnd.chance(0.3), tesserato_4_con_t6: rnd.chance(0.2),
    convocabile_italia: convocabile, seconda_nazionalita_nome: convocabile ? null : p.person.cittadinanza_other,
    provenienza_fed_straniera: fromAbroad, provenienza_fed_straniera_nome: fromAbroad ? `Federazione ${p.person.stato_nascita}` : null,
    no_referto_ufficiale: rnd.chance(0.5), genitori_nati_italia: rnd.chance(0.2), italia_more_time: rnd.chance(0.6),
    deroga_arbitro: false, deroga_allenatore: false, aspettativa_tecnico_dirigente: false,
  };
}
