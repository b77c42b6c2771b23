// The demo data set: deterministic, and holding what the demo accounts and screens rely on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDb, type Db } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedReference, seedSeasons } from '../../server/seed/core.ts';
import { clubCount } from '../../server/seed/domain/clubs.ts';
import { ID_TABLES } from '../../server/seed/domain/context.ts';
import { seedDomain } from '../../server/seed/domain/index.ts';
import { memberCount } from '../../server/seed/domain/members.ts';
import { approvedTwins, clubSerie } from '../../server/tesseramenti/queries.ts';
import { toRenew } from '../../server/tesseramenti/renewals.ts';
import type { AuthUser } from '../../server/auth/user.ts';
import { cloneTestDb } from '../helpers/db-template.ts';

const SCALE = 0.05;
const TODAY = new Date('2026-02-10T09:00:00Z');

async function seededDb() {
  const db = await createPgliteDb();
  await migrate(db);
  const seasons = await seedSeasons(db, TODAY);
  await seedReference(db);
  const demo = await seedDomain(db, { scale: SCALE, today: TODAY, seasons });
  return { db, seasons, demo };
}

/** Every table whose ids the seed assigns, and the towns: equal sums mean the same data set. */
const CHECKSUM_TABLES = ['comune', ...ID_TABLES];

async function checksums(db: Db) {
  const out: Record<string, string> = {};
  for (const t of CHECKSUM_TABLES) {
    const { rows } = await db.query<{ sum: string }>(`SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) AS sum FROM ${t} t`);
    out[t] = rows[0].sum;
  }
  return out;
}

const one = async <T = Record<string, any>>(db: Db, sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows[0];

describe('domain demo data', () => {
  let a: Awaited<ReturnType<typeof seededDb>>;
  let b: Awaited<ReturnType<typeof seededDb>>;

  beforeAll(async () => {
    a = await seededDb();
    b = await seededDb();
  });
  afterAll(async () => {
    await a?.db.close();
    await b?.db.close();
  });

  it('is the same on every run for the same scale and day', async () => {
    expect(b.demo).toEqual(a.demo);
    expect(await checksums(b.db)).toEqual(await checksums(a.db));
  });

  it('has as many clubs and members as the scale asks, with roles in both seasons', async () => {
    const { db, seasons } = a;
    expect((await one(db, 'SELECT count(*)::int AS n FROM societa')).n).toBe(clubCount(SCALE));
    expect((await one(db, 'SELECT count(*)::int AS n FROM anagrafica')).n).toBe(memberCount(SCALE));
    const roles = await one(
      db,
      `SELECT count(*) FILTER (WHERE stagione_id = $1)::int AS now, count(*) FILTER (WHERE stagione_id = $2)::int AS before
      FROM anagrafica_ruolo`,
      [seasons.current, seasons.previous],
    );
    expect(roles.now).toBeGreaterThan(memberCount(SCALE) * 0.8);
    expect(roles.before).toBeGreaterThan(memberCount(SCALE) * 0.6);
    expect((await one(db, 'SELECT count(*)::int AS n FROM provincia')).n).toBeGreaterThanOrEqual(107);
    expect((await one(db, 'SELECT count(*)::int AS n FROM comune')).n).toBeGreaterThan(300);
  });

  it('has accounting entries in every state, reversals pointing at what they reverse', async () => {
    const states = (await a.db.query<{ stato: string }>('SELECT DISTINCT stato FROM partita_contabile ORDER BY 1')).rows.map((r) => r.stato);
    expect(states).toEqual(['approvata', 'in_attesa', 'rifiutata', 'stornata']);
    const storno = await one(
      a.db,
      `SELECT count(*)::int AS n FROM partita_contabile s JOIN partita_contabile o ON o.id = s.partita_stornata_id
      WHERE s.codice = 'Storno' AND o.stornata AND s.importo_cents = -o.importo_cents`,
    );
    expect(storno.n).toBeGreaterThan(0);
    const layers = await one(
      a.db,
      `SELECT bool_or(approvata_societa) AS soc, bool_or(rifiutata_societa) AS soc_ko, bool_or(approvata_anagrafica) AS ana
      FROM partita_contabile`,
    );
    expect(layers).toEqual({ soc: true, soc_ko: true, ana: true });
  });

  it('has transfers in every status, carts open and paid with negative items, and card payments', async () => {
    const transfers = (await a.db.query<{ stato: string }>('SELECT DISTINCT stato FROM trasferimento ORDER BY 1')).rows.map((r) => r.stato);
    expect(transfers).toEqual(['annullata', 'approvata', 'in_attesa', 'rifiutata']);
    const carts = (await a.db.query<{ stato: string }>('SELECT DISTINCT stato FROM carrello ORDER BY 1')).rows.map((r) => r.stato);
    expect(carts).toEqual(['open', 'paid']);
    expect((await one(a.db, 'SELECT max(importo_cents)::int AS m FROM carrello_item')).m).toBeLessThan(0);
    expect((await one(a.db, "SELECT count(*)::int AS n FROM transazione_carta_credito WHERE esito = 'OK'")).n).toBeGreaterThan(0);
  });

  it('leaves card payments awaiting the gateway as a card checkout does: each with its checkout, its entries paid by it and awaiting', async () => {
    const { rows } = await a.db.query<{ codice: string; checkout: boolean; entries: number; settled: number }>(
      `SELECT t.codice, k.carrello_id IS NOT NULL AND k.metodo = 'carta' AND k.dovuto_cents = t.importo_cents AS checkout,
              (SELECT count(*)::int FROM carrello_item i WHERE i.carrello_id = t.carrello_id AND i.id = ANY(k.item_ids)) AS entries,
              (SELECT count(*)::int FROM carrello_item i JOIN partita_contabile p ON p.id = i.partita_contabile_id
                WHERE i.carrello_id = t.carrello_id AND p.codice_versamento = t.codice AND p.data_pagamento IS NOT NULL AND NOT p.approvata) AS settled
         FROM transazione_carta_credito t LEFT JOIN carrello_checkout k ON k.transazione_id = t.id AND k.carrello_id = t.carrello_id
        WHERE t.stato = 'in_attesa' ORDER BY t.id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r, r.codice).toMatchObject({ checkout: true, settled: r.entries });
    expect(rows.every((r) => r.entries > 0)).toBe(true);
  });

  it("puts every awaiting charge in its payer's open cart, as the product does: none payable only from no cart (the demo club's included)", async () => {
    const { db, demo } = a;
    // The payer is the club, or the person when no club pays (a referee's registration, a licence);
    // wallet top-ups are paid by their own bank transfer, in no cart.
    const { rows } = await db.query<{ id: number; descrizione: string; in_open_cart: boolean; lines: number }>(
      `SELECT p.id, p.descrizione,
              coalesce(c.stato = 'open' AND (CASE WHEN p.societa_id IS NOT NULL THEN c.societa_id = p.societa_id ELSE c.anagrafica_id = p.anagrafica_id END), false) AS in_open_cart,
              (SELECT count(*)::int FROM carrello_item i WHERE i.partita_contabile_id = p.id AND i.carrello_id = p.carrello_id AND i.importo_cents = -p.importo_cents) AS lines
         FROM partita_contabile p LEFT JOIN carrello c ON c.id = p.carrello_id
        WHERE NOT p.approvata AND NOT p.rifiutata AND NOT p.annullata AND p.importo_cents > 0 AND p.codice <> 'Incremento Portafoglio'
        ORDER BY p.id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !r.in_open_cart || r.lines !== 1)).toEqual([]);
    const demoAwaiting = await one(
      db,
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE c.stato = 'open' AND c.societa_id = p.societa_id)::int AS in_cart
         FROM partita_contabile p LEFT JOIN carrello c ON c.id = p.carrello_id
        WHERE p.societa_id = $1 AND p.anagrafica_ruolo_id IS NOT NULL AND NOT p.approvata AND NOT p.rifiutata AND NOT p.annullata AND p.importo_cents > 0`,
      [demo.demoSocietaId],
    );
    expect(demoAwaiting.n).toBeGreaterThan(0);
    expect(demoAwaiting.in_cart).toBe(demoAwaiting.n);
  });

  it("dates nothing after the seed's own clock: no time of its day still to come (wallets' last movement, registrations, carts…)", async () => {
    const { rows: columns } = await a.db.query<{ t: string; c: string }>(
      `SELECT table_name AS t, column_name AS c FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type LIKE 'timestamp%' AND table_name = ANY($1::text[]) ORDER BY 1, 2`,
      [[...ID_TABLES, 'carrello_checkout']],
    );
    expect(columns.length).toBeGreaterThan(20);
    const late: string[] = [];
    for (const { t, c } of columns) {
      const r = await one(a.db, `SELECT count(*)::int AS n, max(${c})::text AS max FROM ${t} WHERE ${c} > $1`, [TODAY.toISOString()]);
      if (r.n) late.push(`${t}.${c}: ${r.n} (up to ${r.max})`);
    }
    expect(late).toEqual([]);
    // Today's own times are there, up to the seed's clock.
    expect((await one(a.db, 'SELECT count(*)::int AS n FROM portafoglio WHERE updated_at >= $1', [`${TODAY.toISOString().slice(0, 10)}T00:00:00Z`])).n).toBeGreaterThan(0);
  });

  it('marks as affiliated exactly the clubs whose first entry of the season is an approved affiliation', async () => {
    const { db, seasons } = a;
    const wrong = await one(
      db,
      `SELECT count(*)::int AS n FROM societa s
      WHERE s.affiliata IS DISTINCT FROM coalesce((
        SELECT p.approvata AND p.codice IN ('Affiliazione', 'Riaffiliazione') FROM partita_contabile p
         WHERE p.societa_id = s.id AND p.stagione_id = $1 ORDER BY p.data_registrazione, p.id LIMIT 1), false)`,
      [seasons.current],
    );
    expect(wrong.n).toBe(0);
    const counts = await one(db, 'SELECT count(*) FILTER (WHERE affiliata)::int AS yes, count(*) FILTER (WHERE NOT affiliata)::int AS no FROM societa');
    expect(counts.yes).toBeGreaterThan(0);
    expect(counts.no).toBeGreaterThan(0);
  });

  it('keeps each wallet total equal to its approved movements', async () => {
    const wrong = await one(
      a.db,
      `SELECT count(*)::int AS n FROM portafoglio p
      WHERE p.totale_cents <> coalesce((SELECT sum(valore_cents) FROM movimento_portafoglio m WHERE m.portafoglio_id = p.id AND m.stato = 'approvata'), 0)`,
    );
    expect(wrong.n).toBe(0);
  });

  it('gives the demo club an approved affiliation, an approved twinning, members, a positive wallet and an open cart', async () => {
    const { db, demo, seasons } = a;
    const club = await one(db, 'SELECT affiliata, codice_affiliazione, email FROM societa WHERE id = $1', [demo.demoSocietaId]);
    expect(club).toMatchObject({ affiliata: true, email: 'societa@demo.it' });
    expect(club.codice_affiliazione).toMatch(/^\d{6}$/);
    const first = await one(db, 'SELECT approvata FROM partita_contabile WHERE societa_id = $1 ORDER BY data_registrazione, id LIMIT 1', [demo.demoSocietaId]);
    expect(first.approvata).toBe(true);
    const affiliation = await one(db, `SELECT approvata FROM partita_contabile WHERE societa_id = $1 AND stagione_id = $2 AND codice IN ('Affiliazione', 'Riaffiliazione')`, [
      demo.demoSocietaId,
      seasons.current,
    ]);
    expect(affiliation.approvata).toBe(true);
    const twinned = await one(db, 'SELECT count(*)::int AS n FROM gemellaggio WHERE approvato AND $1 IN (societa_parent_id, societa_child_id)', [demo.demoSocietaId]);
    expect(twinned.n).toBeGreaterThan(0);
    const members = await one(db, 'SELECT count(DISTINCT anagrafica_id)::int AS n FROM anagrafica_ruolo WHERE societa_id = $1 AND stagione_id = $2 AND approvato', [
      demo.demoSocietaId,
      seasons.current,
    ]);
    expect(members.n).toBeGreaterThan(5);
    expect((await one(db, 'SELECT totale_cents FROM portafoglio WHERE societa_id = $1', [demo.demoSocietaId])).totale_cents).toBeGreaterThan(0);
    const cart = await one(
      db,
      `SELECT count(i.id)::int AS n FROM carrello c JOIN carrello_item i ON i.carrello_id = c.id
      WHERE c.societa_id = $1 AND c.stato = 'open'`,
      [demo.demoSocietaId],
    );
    expect(cart.n).toBeGreaterThan(0);
  });

  it("lets the demo club complete 'Dai in multiplo': a male athlete of its own, born in the season's window, has a twin and a men's series to be lent to", async () => {
    const { db, demo, seasons } = a;
    const season = await one(db, 'SELECT gemellaggio_data_nascita_iniziale AS da, gemellaggio_data_nascita_finale AS al FROM stagione WHERE id = $1', [seasons.current]);
    const athletes = await one(
      db,
      `SELECT count(DISTINCT p.id)::int AS n FROM anagrafica p
         JOIN anagrafica_ruolo r ON r.anagrafica_id = p.id JOIN ruolo ru ON ru.id = r.ruolo_id AND ru.codice = 'ATL'
        WHERE r.societa_id = $1 AND r.stagione_id = $2 AND r.approvato AND NOT r.prestito AND p.sesso = 'M'
          AND ($3::date IS NULL OR p.data_nascita >= $3) AND ($4::date IS NULL OR p.data_nascita <= $4)`,
      [demo.demoSocietaId, seasons.current, season.da, season.al],
    );
    expect(athletes.n).toBeGreaterThan(0);
    const twins = await approvedTwins(db, demo.demoSocietaId, 'M');
    expect(twins.length).toBeGreaterThan(0);
    const series = await Promise.all(twins.map((t) => clubSerie(db, t.id, seasons.current, 'M')));
    expect(series.flat().length).toBeGreaterThan(0);
  });

  it('leaves the demo club, and others, last season’s managers and board members to renew (the Rinnovi tab)', async () => {
    const { db, demo, seasons } = a;
    const admin: AuthUser = { id: 0, name: 'seed', email: '', tipo_utente: 'sysadmin', societa_id: null, anagrafica_id: null, must_edit_password: false, abilities: [] };
    const grid = async (societaId: number, q: { type?: 'dirigenti'; consigliodirettivo?: boolean }) => (await toRenew(db, admin, societaId, { season: seasons.current, ...q })).data;
    const managers = await grid(demo.demoSocietaId, { type: 'dirigenti' });
    const board = await grid(demo.demoSocietaId, { consigliodirettivo: true });
    expect(managers.length).toBeGreaterThanOrEqual(4);
    expect(board.length).toBeGreaterThanOrEqual(3);
    expect(board.every((r) => r.consiglio)).toBe(true);
    expect(managers.some((r) => r.consiglio)).toBe(false);
    // Board members still sit on the club's board, elected for a mandate that runs through this season.
    const seated = await one(
      db,
      `SELECT count(*)::int AS n FROM consiglio_direttivo cd JOIN consiglio_direttivo_componente c ON c.consiglio_direttivo_id = cd.id
      WHERE cd.societa_id = $1 AND cd.stagione_id = $2 AND c.anagrafica_id = ANY($3::int[]) AND cd.scadenza_elezione >= (SELECT data_fine FROM stagione WHERE id = $2)`,
      [demo.demoSocietaId, seasons.current, board.map((r) => r.anagrafica_id)],
    );
    expect(seated.n).toBe(board.length);
    const { rows: clubs } = await db.query<{ id: number }>('SELECT id FROM societa WHERE affiliata AND id <> $1 ORDER BY id', [demo.demoSocietaId]);
    let withBoard = 0;
    for (const c of clubs) if ((await grid(c.id, { consigliodirettivo: true })).length) withBoard++;
    expect(withBoard).toBeGreaterThan(0);
    expect(withBoard).toBeLessThan(clubs.length);
  });

  it('makes the demo member a coach and referee with an e-mail, cards of both families and a role in the demo club', async () => {
    const { db, demo } = a;
    const m = await one(db, 'SELECT allenatore, arbitro, email, allenatore_tipologia_tesseramento_id AS coach_type FROM anagrafica WHERE id = $1', [demo.demoAnagraficaId]);
    expect(m).toMatchObject({ allenatore: true, arbitro: true, email: demo.demoAnagraficaEmail });
    expect(m.coach_type).not.toBeNull();
    const families = (await db.query<{ famiglia: string }>('SELECT DISTINCT famiglia FROM tessera WHERE anagrafica_id = $1 ORDER BY 1', [demo.demoAnagraficaId])).rows;
    expect(families.map((f) => f.famiglia)).toEqual(['Arbitro', 'Tecnico']);
    const role = await one(db, 'SELECT count(*)::int AS n FROM anagrafica_ruolo WHERE anagrafica_id = $1 AND societa_id = $2 AND approvato', [demo.demoAnagraficaId, demo.demoSocietaId]);
    expect(role.n).toBeGreaterThan(0);
  });
});

describe('the seeded test template', () => {
  it('links the demo club and member accounts to the demo rows', async () => {
    const { db, drop } = await cloneTestDb();
    try {
      const club = await one(db, `SELECT s.affiliata FROM users u JOIN societa s ON s.id = u.societa_id WHERE u.email = 'societa@demo.it'`);
      expect(club?.affiliata).toBe(true);
      const member = await one(db, `SELECT a.allenatore, a.arbitro FROM users u JOIN anagrafica a ON a.id = u.anagrafica_id WHERE u.email = 'tesserato@demo.it'`);
      expect(member).toEqual({ allenatore: true, arbitro: true });
    } finally {
      await drop();
    }
  });
});
