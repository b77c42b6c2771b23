// Race audit: operations that put a line in a payer's cart (a registration, an affiliation request, a
// loan) racing the checkout of that cart. They locked the person or club row, then the cart; the
// checkout holds the cart and then needs the person's or club's row (the entries' foreign keys, the
// approval's update of anagrafica or societa): a deadlock, the loser answered '… riprova'. They now lock
// the payer's open cart first; the affiliation's approval locks the club only as strongly as it updates
// it (PostgreSQL only: PGlite runs one transaction at a time).
import { beforeAll, describe, expect, it } from 'vitest';
import { addCartItem } from '../../server/carrello/index.ts';
import { CONCURRENT_CHANGE } from '../../server/http/error-handler.ts';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { athletesOf, demoClubId, freePeople, openSeason, ruoloId, tipologiaId } from './tesseramenti-fixtures.ts';

const t = useTestApp();
let admin: string, demoUser: string;
let demo: number, season: number;

beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
  demoUser = await loginAs(t().app, 'societa@demo.it');
  demo = await demoClubId(t().db);
  season = (await openSeason(t().db)).id;
});

const setWallet = (col: 'societa_id' | 'anagrafica_id', id: number, cents: number) =>
  t().db.query(`INSERT INTO portafoglio (${col}, totale_cents) VALUES ($1, $2) ON CONFLICT (${col}) DO UPDATE SET totale_cents = $2`, [id, cents]);

const openCart = async (societaId: number) => (await t().db.query<{ id: number }>(`SELECT id FROM carrello WHERE societa_id = $1 AND stato = 'open'`, [societaId])).rows[0]?.id ?? null;

/** Every entry is either paid and approved, or awaiting payment with its line in the payer's open cart. */
async function settledOrInOpenCart(entryIds: number[]) {
  const { rows } = await t().db.query<{ id: number; approvata: boolean; aperto: boolean }>(
    `SELECT p.id, p.approvata,
            EXISTS (SELECT 1 FROM carrello_item ci JOIN carrello c ON c.id = ci.carrello_id WHERE ci.partita_contabile_id = p.id AND c.stato = 'open') AS aperto
       FROM partita_contabile p WHERE p.id = ANY($1::int[])`,
    [entryIds],
  );
  expect(rows).toHaveLength(entryIds.length);
  for (const r of rows) expect(r.approvata !== r.aperto, `entry ${r.id}`).toBe(true);
}

const noRetryAnswer = (responses: { statusCode: number; body: string; json: () => { message?: string } }[]) => {
  for (const r of responses) expect(r.json().message, r.body).not.toBe(CONCURRENT_CHANGE);
};

describe.runIf(process.env.TEST_DATABASE_URL)('adding to a cart while it is paid (PostgreSQL)', () => {
  it('an administrator registering people as Medico while their club pays their pending Dirigente registrations: no deadlock', async () => {
    const dir = { ruolo: await ruoloId(t().db, 'DIR'), societa_id: demo, tipologia_tesseramento_id: await tipologiaId(t().db, 'DIR') };
    const med = { ruolo: await ruoloId(t().db, 'MED'), societa_id: demo, tipologia_tesseramento_id: await tipologiaId(t().db, 'MED') };
    for (let round = 0; round < 3; round++) {
      const people = await freePeople(t().db, 5);
      for (const p of people) {
        const res = await call(t().app, demoUser, 'POST', `/api/anagrafica/${p.id}/societa`, dir);
        expect(res.statusCode, res.body).toBe(200);
      }
      await setWallet('societa_id', demo, 10_000_000);
      const cart = await openCart(demo);
      const [paid, ...registered] = await Promise.all([
        call(t().app, demoUser, 'POST', `/api/cart/${cart}/checkout`, { season }),
        ...people.map((p) => call(t().app, admin, 'POST', `/api/anagrafica/${p.id}/societa`, med)),
      ]);
      noRetryAnswer([paid, ...registered]);
      expect(paid.statusCode, paid.body).toBe(200);
      for (const r of registered) expect(r.statusCode, r.body).toBe(200);
      const { rows } = await t().db.query<{ id: number; anagrafica_id: number; codice: string }>(
        `SELECT p.id, p.anagrafica_id, r.codice FROM partita_contabile p JOIN anagrafica_ruolo ar ON ar.id = p.anagrafica_ruolo_id JOIN ruolo r ON r.id = ar.ruolo_id
          WHERE p.anagrafica_id = ANY($1::int[]) AND p.stagione_id = $2`,
        [people.map((p) => p.id), season],
      );
      // One Dirigente (paid) and one Medico registration each.
      expect(rows.map((r) => `${r.anagrafica_id} ${r.codice}`).sort()).toEqual(people.flatMap((p) => [`${p.id} DIR`, `${p.id} MED`]).sort());
      await settledOrInOpenCart(rows.map((r) => r.id));
    }
  });

  it('an affiliation request while an administrator pays the club’s cart from its wallet: no deadlock', async () => {
    for (let round = 0; round < 4; round++) {
      const created = await call(t().app, admin, 'POST', '/api/societa', { discipline: [1], nome: `Pallamano Corsa Carrello ${round}`, codice_affiliazione: `16955${round}` });
      expect(created.statusCode, created.body).toBe(200);
      const club: number = created.json().id;
      // A few lines already in the club's cart, each with an entry of the club.
      const cart = await t().db.transaction(async (tx) => {
        let id = 0;
        for (let n = 0; n < 5; n++) {
          const { rows } = await tx.query<{ id: number }>(
            `INSERT INTO partita_contabile (codice, importo_cents, descrizione, data_registrazione, societa_id, stagione_id)
             VALUES ('Diritti di Segreteria', 1000, $1, current_date, $2, $3) RETURNING id`,
            [`Voce ${n}`, club, season],
          );
          ({ cartId: id } = await addCartItem(tx, { party: { type: 'societa', id: club }, entryId: rows[0].id, descrizione: `Voce ${n}`, amountCents: 1000, seasonId: season }));
        }
        return id;
      });
      await setWallet('societa_id', club, 10_000_000);
      const [paid, asked] = await Promise.all([
        call(t().app, admin, 'POST', `/api/cart/${cart}/checkout`, { season }),
        call(t().app, admin, 'POST', `/api/societa/${club}/richiestaaffiliazione`, { season }),
      ]);
      noRetryAnswer([paid, asked]);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(asked.statusCode, asked.body).toBe(200);
      const { rows } = await t().db.query<{ id: number; approvata: boolean }>(`SELECT id, approvata FROM partita_contabile WHERE societa_id = $1 AND codice IN ('Affiliazione', 'Riaffiliazione')`, [
        club,
      ]);
      expect(rows).toHaveLength(1);
      await settledOrInOpenCart([rows[0].id]);
      // Paid with the cart: the club is affiliated; else it awaits payment.
      const { rows: c } = await t().db.query<{ affiliata: boolean }>('SELECT affiliata FROM societa WHERE id = $1', [club]);
      expect(c[0].affiliata).toBe(rows[0].approvata);
    }
  });

  // The affiliation's approval locked the club's row FOR UPDATE, which waits for the KEY SHARE lock a
  // new entry of the club holds while it waits for the cart.
  it('a custom cost charged to a club while an administrator pays its affiliation from the wallet: no deadlock', async () => {
    const custom = (await t().db.query<{ id: number }>("SELECT id FROM tipologia_tesseramento WHERE famiglia_ruolo = 'Custom' AND deleted_at IS NULL ORDER BY id LIMIT 1")).rows[0].id;
    for (let round = 0; round < 4; round++) {
      const created = await call(t().app, admin, 'POST', '/api/societa', { discipline: [1], nome: `Pallamano Costo Corsa ${round}`, codice_affiliazione: `16956${round}` });
      expect(created.statusCode, created.body).toBe(200);
      const club: number = created.json().id;
      const asked = await call(t().app, admin, 'POST', `/api/societa/${club}/richiestaaffiliazione`, { season });
      expect(asked.statusCode, asked.body).toBe(200);
      await setWallet('societa_id', club, 10_000_000);
      const [paid, charged] = await Promise.all([
        call(t().app, admin, 'POST', `/api/cart/${asked.json().carrello_details.carrello_id}/checkout`, { season }),
        call(t().app, admin, 'POST', '/api/partitacontabile', { tipologia_tesseramento_id: custom, societa_id: club, modifica_importo: true, costo: 10 }),
      ]);
      noRetryAnswer([paid, charged]);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(charged.statusCode, charged.body).toBe(200);
      const { rows } = await t().db.query<{ id: number }>('SELECT id FROM partita_contabile WHERE societa_id = $1', [club]);
      expect(rows).toHaveLength(2);
      await settledOrInOpenCart(rows.map((r) => r.id));
      expect((await t().db.query<{ affiliata: boolean }>('SELECT affiliata FROM societa WHERE id = $1', [club])).rows[0].affiliata).toBe(true);
    }
  });

  // Review: the custom cost wrote its entry (whose foreign key holds the club's row) before locking the
  // cart, while the affiliation request holds the cart and locks the club's row.
  it('a custom cost charged to a club while the club’s affiliation is requested: no deadlock', async () => {
    const custom = (await t().db.query<{ id: number }>("SELECT id FROM tipologia_tesseramento WHERE famiglia_ruolo = 'Custom' AND deleted_at IS NULL ORDER BY id LIMIT 1")).rows[0].id;
    for (let round = 0; round < 4; round++) {
      const created = await call(t().app, admin, 'POST', '/api/societa', { discipline: [1], nome: `Pallamano Costo Richiesta ${round}`, codice_affiliazione: `16957${round}` });
      expect(created.statusCode, created.body).toBe(200);
      const club: number = created.json().id;
      const [asked, charged] = await Promise.all([
        call(t().app, admin, 'POST', `/api/societa/${club}/richiestaaffiliazione`, { season }),
        call(t().app, admin, 'POST', '/api/partitacontabile', { tipologia_tesseramento_id: custom, societa_id: club, modifica_importo: true, costo: 10 }),
      ]);
      noRetryAnswer([asked, charged]);
      expect(asked.statusCode, asked.body).toBe(200);
      expect(charged.statusCode, charged.body).toBe(200);
      const { rows } = await t().db.query<{ id: number }>('SELECT id FROM partita_contabile WHERE societa_id = $1', [club]);
      expect(rows).toHaveLength(2);
      await settledOrInOpenCart(rows.map((r) => r.id));
    }
  });

  it('a loan of an athlete while the club pays the athlete’s pending Dirigente registration: no deadlock', async () => {
    const twin = (
      await t().db.query<{ id: number }>(
        `SELECT CASE WHEN societa_parent_id = $1 THEN societa_child_id ELSE societa_parent_id END AS id FROM gemellaggio
          WHERE approvato AND sesso = 'M' AND (societa_parent_id = $1 OR societa_child_id = $1) LIMIT 1`,
        [demo],
      )
    ).rows[0].id;
    await t().db.query(`INSERT INTO societa_serie (societa_id, serie_id, stagione_id) SELECT $1, id, $2 FROM serie WHERE codice = 'BM' ON CONFLICT DO NOTHING`, [twin, season]);
    const serie = (await t().db.query<{ id: number }>(`SELECT id FROM serie WHERE codice = 'BM'`)).rows[0].id;
    const dir = { ruolo: await ruoloId(t().db, 'DIR'), societa_id: demo, tipologia_tesseramento_id: await tipologiaId(t().db, 'DIR') };
    const athletes = (await athletesOf(t().db, { club: demo, limit: 60 })).filter((a) => a.sesso === 'M' && a.data_nascita >= '2004-01-01' && a.data_nascita <= '2012-12-31').slice(0, 9);
    expect(athletes.length).toBe(9);
    for (let round = 0; round < 3; round++) {
      const group = athletes.slice(round * 3, round * 3 + 3);
      for (const a of group) {
        const res = await call(t().app, demoUser, 'POST', `/api/anagrafica/${a.anagrafica_id}/societa`, dir);
        expect(res.statusCode, res.body).toBe(200);
      }
      await setWallet('societa_id', demo, 10_000_000);
      const cart = await openCart(demo);
      const [paid, ...lent] = await Promise.all([
        call(t().app, demoUser, 'POST', `/api/cart/${cart}/checkout`, { season }),
        ...group.map((a) => call(t().app, demoUser, 'POST', `/api/societa/${demo}/prestitogemellaggio`, { serie: [serie], anagrafica_id: a.anagrafica_id, societa_parent: twin })),
      ]);
      noRetryAnswer([paid, ...lent]);
      expect(paid.statusCode, paid.body).toBe(200);
      for (const r of lent) expect(r.statusCode, r.body).toBe(200);
      const { rows } = await t().db.query<{ id: number }>(
        `SELECT id FROM partita_contabile WHERE anagrafica_id = ANY($1::int[]) AND stagione_id = $2 AND codice IN ('Prestito', 'Tesseramento Dirigente')`,
        [group.map((a) => a.anagrafica_id), season],
      );
      expect(rows).toHaveLength(6);
      await settledOrInOpenCart(rows.map((r) => r.id));
    }
  });
});
