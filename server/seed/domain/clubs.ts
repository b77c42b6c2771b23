// Clubs (societa) with their seats, legal representative, disciplines and series.
import { Random } from '../random.ts';
import { Sink } from './bulk.ts';
import type { Ctx } from './context.ts';
import type { Town } from './geo.ts';
import { CLUB_PATTERNS, CLUB_SUFFIXES } from './names.ts';
import type { PersonFactory } from './people.ts';
import { addDays, choose, dayBetween, hexKey, landline, minDay, mobile, partitaIva, slug, stamp } from './util.ts';

/**
 * Affiliation history: a affiliated in both seasons, b renewal awaiting approval, c new and
 * awaiting, d new and rejected, e never applied, f lapsed (no renewal), x closed (deleted).
 */
export type ClubCategory = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'x';

export interface Club {
  id: number;
  nome: string;
  email: string;
  town: Town;
  comitatoId: number;
  category: ClubCategory;
  /** Clubs that have members (affiliated or renewing). */
  active: boolean;
  demo: boolean;
  /** Day of the latest approved affiliation (current season for a, previous for b/f/x). */
  affiliationDay: string | null;
  sexes: ('M' | 'F')[];
  beach: boolean;
  serie: { id: number; sesso: 'M' | 'F'; under: boolean }[];
  weight: number;
  openCartId: number | null;
  paidCartId: number | null;
  boardSize: number;
  board: { anagraficaId: number; carica: string; previous: boolean }[];
  /**
   * How many of last season's board members and other managers the club has not renewed yet
   * (the Rinnovi tab's Consiglio Direttivo and Dirigenti grids); used up as members are made.
   */
  renewals: { board: number; managers: number } | null;
  /** Approved twinnings where this club is the parent: athletes may be lent to the child. */
  lendsTo: { childId: number; sesso: 'M' | 'F' }[];
}

const SOCIETA_COLUMNS = {
  id: 'int',
  nome: 'text',
  codice_affiliazione: 'text',
  codice_fiscale: 'text',
  partita_iva: 'text',
  email: 'text',
  pec: 'text',
  telefono: 'text',
  cellulare: 'text',
  fax: 'text',
  sito_web: 'text',
  facebook: 'text',
  tipo: 'text',
  tipo_atto: 'text',
  data_atto: 'date',
  data_costituzione: 'date',
  data_affiliazione: 'date',
  data_prima_affiliazione: 'date',
  affiliata: 'bool',
  persona_fisica: 'bool',
  azienda: 'bool',
  key: 'text',
  comitato_id: 'int',
  sede_legale_indirizzo: 'text',
  sede_legale_cap: 'text',
  sede_legale_comune_id: 'int',
  sede_fiscale_indirizzo: 'text',
  sede_fiscale_cap: 'text',
  sede_fiscale_comune_id: 'int',
  sede_postale_indirizzo: 'text',
  sede_postale_cap: 'text',
  sede_postale_comune_id: 'int',
  rappresentante_cognome: 'text',
  rappresentante_nome: 'text',
  rappresentante_sesso: 'text',
  rappresentante_codice_fiscale: 'text',
  rappresentante_email: 'text',
  rappresentante_telefono: 'text',
  rappresentante_cellulare: 'text',
  rappresentante_fax: 'text',
  rappresentante_data_nascita: 'date',
  rappresentante_comune_nascita_id: 'int',
  rappresentante_indirizzo_residenza: 'text',
  rappresentante_comune_residenza_id: 'int',
  gruppo_sportivo: 'text',
  natura_giuridica: 'text',
  polisportiva: 'bool',
  onlynotagonist: 'bool',
  aggregazione: 'bool',
  paralimpica: 'bool',
  impianto_disponibile: 'bool',
  impianto_disponibile_other: 'text',
  deleted_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

export const DEMO_CLUB_EMAIL = 'societa@demo.it';

export function clubCount(scale: number): number {
  return Math.max(12, Math.round(300 * scale));
}

export async function seedClubs(ctx: Ctx, people: PersonFactory): Promise<Club[]> {
  const { rnd, seasons, geo, ref } = ctx;
  const societa = new Sink('societa', SOCIETA_COLUMNS);
  const discipline = new Sink('societa_disciplina', { societa_id: 'int', disciplina_id: 'int' });
  const serieRows = new Sink('societa_serie', { societa_id: 'int', serie_id: 'int', stagione_id: 'int' });
  const usedNames = new Set<string>();
  const clubs: Club[] = [];
  let codeSeq = 0;
  const n = clubCount(ctx.scale);
  // Its own stream, so that the clubs' other data does not move with it.
  const pending = new Random(PENDING_SEED);
  for (let i = 0; i < n; i++) {
    const demo = i === 0;
    const category: ClubCategory = demo
      ? 'a'
      : choose(rnd, [
          [0.7, 'a'],
          [0.1, 'b'],
          [0.05, 'c'],
          [0.04, 'd'],
          [0.05, 'e'],
          [0.05, 'f'],
          [0.01, 'x'],
        ] as const);
    const town = demo ? (geo.handballTowns.find((t) => t.nome === 'Conversano') ?? geo.towns[0]) : rnd.chance(0.25) ? rnd.pick(geo.handballTowns) : rnd.pick(geo.towns);
    const personaFisica = !demo && rnd.chance(0.04);
    const rep = people.make({ minAge: 30, maxAge: 72, region: town.regione, foreign: 0.02 });
    let nome = personaFisica ? `${rep.cognome} ${rep.nome}` : rnd.pick(CLUB_PATTERNS).replace('{t}', town.nome.split('/')[0]);
    while (usedNames.has(nome)) nome = `${nome} ${rnd.pick(CLUB_SUFFIXES)}`;
    usedNames.add(nome);
    const hasCode = ['a', 'b', 'f', 'x'].includes(category);
    const regionCode = geo.regionCode.get(town.regione) ?? '00';
    const codice = hasCode ? `${regionCode}${String(++codeSeq).padStart(4, '0')}` : null;
    const s = slug(nome);
    const email = demo ? DEMO_CLUB_EMAIL : `info@${s}.example.org`;
    const first = hasCode ? addDays(seasons.previous.data_inizio, -rnd.int(0, 40 * 365)) : null;
    const costituzione = addDays(first ?? ctx.today, -rnd.int(30, 400));
    const affiliata = category === 'a';
    const renewalsFrom = minDay(seasons.current.data_inizio_rinnovi ?? seasons.current.data_inizio, ctx.today);
    // Clubs renew in the first days of the window; their members' registrations follow.
    const affiliazione =
      category === 'a'
        ? dayBetween(rnd, renewalsFrom, minDay(addDays(renewalsFrom, 20), ctx.today))
        : hasCode
          ? dayBetween(rnd, seasons.previous.data_inizio, addDays(seasons.previous.data_inizio, 10))
          : null;
    const sede = people.address();
    const fiscaleDiversa = rnd.chance(0.2);
    const fiscale = fiscaleDiversa ? people.address() : sede;
    const fiscaleTown = fiscaleDiversa ? people.townIn(town.regione) : town;
    const postale = rnd.chance(0.15) ? people.address() : sede;
    const impianto = rnd.chance(0.4);
    const paralimpica = rnd.chance(0.04);
    const created = first ?? addDays(ctx.today, -rnd.int(5, 120));
    const sexes: ('M' | 'F')[] = demo ? ['M', 'F'] : rnd.chance(0.8) ? (rnd.chance(0.45) ? ['M', 'F'] : ['M']) : ['F'];
    const beach = ref.disciplina.beach !== null && rnd.chance(demo ? 1 : 0.2);
    const id = ctx.ids.societa.next();
    societa.add({
      id,
      nome,
      codice_affiliazione: codice,
      codice_fiscale: personaFisica ? rep.codice_fiscale : partitaIva(rnd).replace(/^./, '9'),
      partita_iva: personaFisica ? null : rnd.chance(0.6) ? partitaIva(rnd) : null,
      email,
      pec: personaFisica ? null : `${s}@pec.example.org`,
      telefono: landline(rnd),
      cellulare: rnd.chance(0.6) ? mobile(rnd) : null,
      fax: rnd.chance(0.15) ? landline(rnd) : null,
      sito_web: rnd.chance(0.5) ? `https://www.${s}.example.org` : null,
      facebook: rnd.chance(0.4) ? `https://www.facebook.com/${s}` : null,
      tipo: personaFisica
        ? 'Persona fisica'
        : choose(rnd, [
            [0.8, 'ASD'],
            [0.15, 'SSD'],
            [0.05, 'Ente'],
          ] as const),
      tipo_atto: personaFisica ? null : rnd.pick(['Atto costitutivo', 'Scrittura privata registrata', 'Atto pubblico']),
      data_atto: personaFisica ? null : costituzione,
      data_costituzione: personaFisica ? null : costituzione,
      data_affiliazione: affiliazione,
      data_prima_affiliazione: first,
      affiliata,
      persona_fisica: personaFisica,
      azienda: !personaFisica && rnd.chance(0.02),
      key: hexKey(rnd),
      comitato_id: ref.comitatoFor(town),
      sede_legale_indirizzo: sede.indirizzo,
      sede_legale_cap: sede.cap,
      sede_legale_comune_id: town.id,
      sede_fiscale_indirizzo: fiscale.indirizzo,
      sede_fiscale_cap: fiscale.cap,
      sede_fiscale_comune_id: fiscaleTown.id,
      sede_postale_indirizzo: postale.indirizzo,
      sede_postale_cap: postale.cap,
      sede_postale_comune_id: town.id,
      rappresentante_cognome: rep.cognome,
      rappresentante_nome: rep.nome,
      rappresentante_sesso: rep.sesso,
      rappresentante_codice_fiscale: rep.codice_fiscale,
      rappresentante_email: `${slug(rep.nome)}.${slug(rep.cognome)}@example.net`,
      rappresentante_telefono: rnd.chance(0.5) ? landline(rnd) : null,
      rappresentante_cellulare: mobile(rnd),
      rappresentante_fax: null,
      rappresentante_data_nascita: rep.data_nascita,
      rappresentante_comune_nascita_id: rep.birthTown?.id ?? null,
      rappresentante_indirizzo_residenza: rep.indirizzo,
      rappresentante_comune_residenza_id: rep.residence.id,
      gruppo_sportivo: !demo && rnd.chance(0.03) ? rnd.pick(['SME', 'SMM', 'SMA', 'ADC', 'PDS', 'GDF', 'VDF', 'CFS', 'POP']) : 'NGS',
      natura_giuridica: personaFisica
        ? null
        : choose(rnd, [
            [0.6, 'ANR'],
            [0.25, 'ASR'],
            [0.09, 'SRL'],
            [0.04, 'COP'],
            [0.02, 'SPA'],
          ] as const),
      polisportiva: rnd.chance(0.15),
      onlynotagonist: !demo && rnd.chance(0.05),
      aggregazione: rnd.chance(0.05),
      paralimpica,
      impianto_disponibile: impianto,
      impianto_disponibile_other: impianto ? `${rnd.pick(['Palazzetto dello Sport', 'Palestra comunale', 'PalaSport', 'Tensostruttura'])} di ${town.nome.split('/')[0]}` : null,
      deleted_at: category === 'x' ? stamp(rnd, addDays(ctx.today, -rnd.int(10, 200)), ctx.now) : null,
      created_at: stamp(rnd, created, ctx.now),
      updated_at: stamp(rnd, maxOf(created, affiliazione), ctx.now),
    });
    discipline.add({ societa_id: id, disciplina_id: ref.disciplina.indoor });
    if (beach) discipline.add({ societa_id: id, disciplina_id: ref.disciplina.beach });
    if (paralimpica && ref.disciplina.wheelchair) discipline.add({ societa_id: id, disciplina_id: ref.disciplina.wheelchair });
    const active = category === 'a' || category === 'b';
    const serie = active ? pickSerie(ctx, sexes, beach, demo) : [];
    for (const season of [seasons.previous, seasons.current]) {
      for (const se of serie) serieRows.add({ societa_id: id, serie_id: se.id, stagione_id: season.id });
    }
    clubs.push({
      id,
      nome,
      email,
      town,
      comitatoId: ref.comitatoFor(town),
      category,
      active,
      demo,
      affiliationDay: affiliazione,
      sexes,
      beach,
      serie,
      weight: demo ? 4 : active ? 0.3 + rnd.next() ** 2 * 3 : 0,
      openCartId: null,
      paidCartId: null,
      boardSize: rnd.int(3, 7),
      board: [],
      lendsTo: [],
      renewals: pendingRenewals(pending, active, demo),
    });
  }
  await societa.flush(ctx.db);
  await discipline.flush(ctx.db);
  await serieRows.flush(ctx.db);
  return clubs;
}

const PENDING_SEED = 0x2e_7e_a1;

/**
 * Managers still to renew in the renewal window: the demo club always has some (three board
 * members, four other managers), two active clubs in five a few.
 */
function pendingRenewals(rnd: Random, active: boolean, demo: boolean): Club['renewals'] {
  if (demo) return { board: 3, managers: 4 };
  if (!active || !rnd.chance(0.4)) return null;
  return { board: rnd.int(1, 2), managers: rnd.int(1, 3) };
}

function maxOf(a: string, b: string | null): string {
  return b && b > a ? b : a;
}

function pickSerie(ctx: Ctx, sexes: ('M' | 'F')[], beach: boolean, demo: boolean) {
  const { rnd, ref } = ctx;
  const pool = ref.serie.filter((s) => sexes.includes(s.sesso) && (!s.beach || beach));
  const want = demo ? 4 : rnd.int(1, 3);
  const chosen = new Map<number, (typeof pool)[number]>();
  for (let k = 0; k < want * 3 && chosen.size < want; k++) {
    const s = rnd.pick(pool);
    chosen.set(s.id, s);
  }
  return [...chosen.values()].sort((a, b) => a.id - b.id).map((s) => ({ id: s.id, sesso: s.sesso, under: s.under }));
}
