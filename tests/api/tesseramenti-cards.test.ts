// Referee and coach cards, the generic membership, the registration deadline and the lookups.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { onEntryDecided } from '../../server/tesseramenti/approvals.ts';
import { demoClubId, freePeople, openSeason, ruoloId, tipologiaId } from './tesseramenti-fixtures.ts';

const t = useTestApp();
let admin: string, person: string, demoUser: string;
let me: number;

beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
  person = await loginAs(t().app, 'tesserato@demo.it');
  demoUser = await loginAs(t().app, 'societa@demo.it');
  me = (await t().db.query<{ anagrafica_id: number }>(`SELECT anagrafica_id FROM users WHERE email = 'tesserato@demo.it'`)).rows[0].anagrafica_id;
});

/** The demo coach is registered this season and holds its card: both go, so that it can renew. */
async function freeCoachSeason(seasonId: number) {
  await t().db.query(
    `UPDATE anagrafica_ruolo SET deleted_at = now() WHERE anagrafica_id = $1 AND stagione_id = $2 AND societa_id IS NULL
    AND ruolo_id = (SELECT id FROM ruolo WHERE codice = 'ALL')`,
    [me, seasonId],
  );
  await t().db.query(`UPDATE tessera SET deleted_at = now() WHERE anagrafica_id = $1 AND stagione_id = $2 AND famiglia = 'Tecnico'`, [me, seasonId]);
}

describe('coach card', () => {
  it("a coach whose season's card is valid is not charged again, whichever registration issued the card", async () => {
    const season = await openSeason(t().db);
    const club = await demoClubId(t().db);
    const role = `anagrafica_id = $1 AND stagione_id = $2 AND deleted_at IS NULL AND ruolo_id = (SELECT id FROM ruolo WHERE codice = 'ALL')`;
    // The season's coach registration made through a club (the person's own one is not there to refuse).
    await t().db.query(`UPDATE anagrafica_ruolo SET societa_id = $3 WHERE ${role} AND societa_id IS NULL`, [me, season.id, club]);
    const entries = async () => (await t().db.query(`SELECT count(*)::int AS n FROM partita_contabile WHERE anagrafica_id = $1 AND codice = 'Licenza Allenatore'`, [me])).rows[0].n;
    const before = await entries();
    const res = await call(t().app, person, 'PUT', `/api/anagrafica/${me}/tesseraallenatore`, { accetta_privacy: true, type: 'renew' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toBe('Il tesserato ha già un tesseramento attivo per questo ruolo nella stagione');
    expect(await entries()).toBe(before);
    await t().db.query(`UPDATE anagrafica_ruolo SET societa_id = NULL WHERE ${role} AND societa_id = $3`, [me, season.id, club]);
  });

  it('a coach registered with a club (and no card yet) still buys his own licence card', async () => {
    const season = await openSeason(t().db);
    const club = await demoClubId(t().db);
    const role = `anagrafica_id = $1 AND stagione_id = $2 AND deleted_at IS NULL AND ruolo_id = (SELECT id FROM ruolo WHERE codice = 'ALL')`;
    await t().db.query(`UPDATE anagrafica_ruolo SET societa_id = $3 WHERE ${role} AND societa_id IS NULL`, [me, season.id, club]);
    await t().db.query(`UPDATE tessera SET deleted_at = now() WHERE anagrafica_id = $1 AND stagione_id = $2 AND famiglia = 'Tecnico' AND deleted_at IS NULL`, [me, season.id]);
    const res = await call(t().app, person, 'PUT', `/api/anagrafica/${me}/tesseraallenatore`, { accetta_privacy: true, type: 'renew' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().carrello_details.partite_contabili[0].codice).toBe('Licenza Allenatore');
  });

  it('the person renews its own coach card: entry Licenza Allenatore in its own cart; the card comes with the approval', async () => {
    const season = await openSeason(t().db);
    await freeCoachSeason(season.id);
    const res = await call(t().app, person, 'PUT', `/api/anagrafica/${me}/tesseraallenatore`, { accetta_privacy: true, type: 'renew' });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = res.json().carrello_details.partite_contabili;
    expect(entry.codice).toBe('Licenza Allenatore');
    const cart = await t().db.query(`SELECT c.anagrafica_id FROM carrello_item ci JOIN carrello c ON c.id = ci.carrello_id WHERE ci.partita_contabile_id = $1`, [entry.id]);
    expect(cart.rows).toEqual([{ anagrafica_id: me }]);
    const cards = async () => (await t().db.query(`SELECT count(*)::int AS n FROM tessera WHERE anagrafica_id = $1 AND famiglia = 'Tecnico'`, [me])).rows[0].n;
    const before = await cards();
    await t().db.transaction((tx) => onEntryDecided(tx, entry.id, true, 1));
    expect(await cards()).toBe(before + 1);
  });

  it('a person without a coach type is told so', async () => {
    const [p] = await freePeople(t().db, 1);
    await t().db.query('UPDATE anagrafica SET allenatore_tipologia_tesseramento_id = NULL WHERE id = $1', [p.id]);
    const res = await call(t().app, admin, 'POST', `/api/anagrafica/${p.id}/tesseraallenatore`, { accetta_privacy: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("La tua anagrafica non è settata come allenatore. Contatta l'amministrazione per poter proseguire!!");
  });

  it('a person’s card is of its own type: another type asked by the person is not taken', async () => {
    const season = await openSeason(t().db);
    await freeCoachSeason(season.id);
    const own = (await t().db.query<{ id: number }>('SELECT allenatore_tipologia_tesseramento_id AS id FROM anagrafica WHERE id = $1', [me])).rows[0].id;
    const other = await tipologiaId(t().db, own === (await tipologiaId(t().db, 'ALN')) ? 'ALB' : 'ALN');
    const res = await call(t().app, person, 'PUT', `/api/anagrafica/${me}/tesseraallenatore`, { tipologiaTesseramento: other, accetta_privacy: true, type: 'renew' });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = res.json().carrello_details.partite_contabili;
    const { rows } = await t().db.query('SELECT tipologia_tesseramento_id AS id FROM partita_contabile WHERE id = $1', [entry.id]);
    expect(rows[0].id).toBe(own);
  });

  it('a person acts only for itself', async () => {
    const [p] = await freePeople(t().db, 1);
    expect((await call(t().app, person, 'POST', `/api/anagrafica/${p.id}/tesseraarbitro`, {})).statusCode).toBe(403);
  });
});

describe("the cards 'Nuovo Tesseramento Arbitro/Tecnico' offers (GET anagrafica/{id}/tesseretecniche)", () => {
  const offers = async (token: string, id: number) => call(t().app, token, 'GET', `/api/anagrafica/${id}/tesseretecniche`);

  it('a card held for the season is not offered, as its save refuses it; without it, it is offered as a renewal of the last one', async () => {
    const season = await openSeason(t().db);
    // The demo person holds this season's referee and coach cards: both saves are refused.
    const held = await offers(person, me);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toEqual({ arbitro: { offerta: false, rinnovo: true }, allenatore: { offerta: false, rinnovo: true } });
    const refused = await call(t().app, person, 'PUT', `/api/anagrafica/${me}/tesseraarbitro`, { accetta_privacy: true, type: 'renew' });
    expect(refused.statusCode).toBe(422);
    // Once the season's coach card and registration are gone, the coach card is offered and its save taken.
    await freeCoachSeason(season.id);
    expect((await offers(person, me)).json().allenatore).toEqual({ offerta: true, rinnovo: true });
    const renewed = await call(t().app, person, 'PUT', `/api/anagrafica/${me}/tesseraallenatore`, { accetta_privacy: true, type: 'renew' });
    expect(renewed.statusCode, renewed.body).toBe(200);
    // Asked and awaiting payment: held, not offered again.
    expect((await offers(person, me)).json().allenatore).toEqual({ offerta: false, rinnovo: true });
  });

  it('a person never carded is offered the creation; only the person itself or an administrator asks', async () => {
    const [p] = await freePeople(t().db, 1);
    await t().db.query('UPDATE tessera SET deleted_at = now() WHERE anagrafica_id = $1', [p.id]);
    expect((await offers(admin, p.id)).json()).toEqual({ arbitro: { offerta: true, rinnovo: false }, allenatore: { offerta: true, rinnovo: false } });
    expect((await offers(person, p.id)).statusCode).toBe(403);
    expect((await offers(demoUser, p.id)).statusCode).toBe(403);
  });
});

describe('referee card and generic membership', () => {
  it('creating a referee card with a referee type', async () => {
    const [, p] = await freePeople(t().db, 2);
    const res = await call(t().app, admin, 'POST', `/api/anagrafica/${p.id}/tesseraarbitro`, { tipologiaTesseramento: await tipologiaId(t().db, 'ARR'), accetta_privacy: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().carrello_details.partite_contabili[0].codice).toBe('Tesseramento Arbitro');
    // A second one in the season is refused, with no word of a club (a referee card has none).
    const again = await call(t().app, admin, 'POST', `/api/anagrafica/${p.id}/tesseraarbitro`, { tipologiaTesseramento: await tipologiaId(t().db, 'ARR'), accetta_privacy: true });
    expect(again.statusCode).toBe(422);
    expect(again.json().errorMessage).toBe('Il tesserato ha già un tesseramento attivo per questo ruolo nella stagione');
  });

  it('a person holding a role with a club is not registered (and charged) again in that role without a club', async () => {
    const season = await openSeason(t().db);
    const club = await demoClubId(t().db);
    const role = `anagrafica_id = $1 AND stagione_id = $2 AND deleted_at IS NULL AND ruolo_id = (SELECT id FROM ruolo WHERE codice = 'ALL')`;
    const { rows } = await t().db.query<{ tip: number; ruolo: number }>(`SELECT tipologia_tesseramento_id AS tip, ruolo_id AS ruolo FROM anagrafica_ruolo WHERE ${role} LIMIT 1`, [me, season.id]);
    await t().db.query(`UPDATE anagrafica_ruolo SET societa_id = $3 WHERE ${role} AND societa_id IS NULL`, [me, season.id, club]);
    const entries = async () => (await t().db.query(`SELECT count(*)::int AS n FROM partita_contabile WHERE anagrafica_id = $1`, [me])).rows[0].n;
    const before = await entries();
    const res = await call(t().app, person, 'POST', `/api/anagrafica/${me}/tesseraanagrafica`, { ruolo: rows[0].ruolo, tipologiaTesseramento: rows[0].tip, accetta_privacy: true });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errorMessage).toBe('Il tesserato ha già un tesseramento attivo per questo ruolo nella stagione');
    expect(await entries()).toBe(before);
    await t().db.query(`UPDATE anagrafica_ruolo SET societa_id = NULL WHERE ${role} AND societa_id = $3`, [me, season.id, club]);
  });

  it('buy without money only for Tesseramento Dirigente: approved at once, nothing in the cart', async () => {
    const [, , p] = await freePeople(t().db, 3);
    const demo = await demoClubId(t().db);
    const dir = { ruolo: await ruoloId(t().db, 'DIR'), tipologiaTesseramento: await tipologiaId(t().db, 'DIR'), societa_id: demo, buyWithoutMoney: true };
    const res = await call(t().app, admin, 'POST', `/api/anagrafica/${p.id}/tesseraanagrafica`, dir);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().carrello_details.partite_contabili[0].id;
    const e = await t().db.query('SELECT approvata, carrello_id FROM partita_contabile WHERE id = $1', [id]);
    expect(e.rows[0]).toEqual({ approvata: true, carrello_id: null });
    const [, , , q] = await freePeople(t().db, 4);
    const pat = { ruolo: await ruoloId(t().db, 'PAT'), tipologiaTesseramento: await tipologiaId(t().db, 'PAT'), buyWithoutMoney: true };
    expect((await call(t().app, admin, 'POST', `/api/anagrafica/${q.id}/tesseraanagrafica`, pat)).json().errorMessage).toBe(
      "L'acquisto senza addebito è consentito solo per il Tesseramento Dirigente",
    );
    expect((await call(t().app, demoUser, 'POST', `/api/anagrafica/${p.id}/tesseraanagrafica`, { ...dir, ruolo: await ruoloId(t().db, 'DIR') })).statusCode).toBe(422);
  });
});

describe('registration deadline (modificavincolo)', () => {
  it('a system administrator moves the end later; earlier is refused; others may not', async () => {
    const { rows } = await t().db.query<{ id: number; anagrafica_id: number; data_fine: string }>(
      `SELECT p.id, p.anagrafica_id, r.data_fine FROM partita_contabile p JOIN anagrafica_ruolo r ON r.id = p.anagrafica_ruolo_id
        WHERE r.data_fine IS NOT NULL AND p.anagrafica_id IS NOT NULL LIMIT 1`,
    );
    const e = rows[0];
    const url = `/api/anagrafica/${e.anagrafica_id}/societa/modificavincolo`;
    const earlier = await call(t().app, admin, 'POST', url, { partitacontabile_id: e.id, data_rinnovo: '2000-01-01' });
    expect(earlier.statusCode).toBe(422);
    expect(earlier.json().errorMessage).toMatch(/successiva/);
    expect((await call(t().app, admin, 'POST', url, { partitacontabile_id: e.id, data_rinnovo: '31/12/2099' })).statusCode).toBe(200);
    expect((await call(t().app, demoUser, 'POST', url, { partitacontabile_id: e.id, data_rinnovo: '31/12/2099' })).statusCode).toBe(403);
  });
});

describe('lookups', () => {
  it('registration types of a role, with modules, seasons choices and fee', async () => {
    const res = await call(t().app, demoUser, 'GET', `/api/tipologiatesseramento?ruolo=${await ruoloId(t().db, 'ATL')}`);
    expect(res.statusCode).toBe(200);
    const as = res.json().data.find((r: { codice: string }) => r.codice === 'AS');
    expect(as.moduli.map((m: { codice: string }) => m.codice)).toEqual(['T1', 'T1']);
    expect(as.stagioni.map((s: { name: string }) => s.name)).toEqual(['1 Stagione', '2 Stagioni', '3 Stagioni']);
    expect(res.json().data.every((r: { famiglia_ruolo: string }) => r.famiglia_ruolo === 'Atleta')).toBe(true);
    // The generic list still answers the Causali screen.
    expect((await call(t().app, admin, 'GET', '/api/tipologiatesseramento?page=1')).json().total).toBeGreaterThan(20);
  });

  it('a referee’s type files a form named for referees, not a manager’s (T12 serves both)', async () => {
    const res = await call(t().app, person, 'GET', `/api/tipologiatesseramento?ruolo=${await ruoloId(t().db, 'ARB')}`);
    const arr = res.json().data.find((r: { codice: string }) => r.codice === 'ARR');
    expect(arr.moduli.map((m: { nome: string }) => m.nome)).toEqual(['Modulo T12 - Tesseramento dirigente, arbitro e sanitario']);
  });

  it('custom types and types of a family', async () => {
    const custom = (await call(t().app, admin, 'GET', '/api/tipologiatesseramento?famiglia=custom')).json().data;
    expect(custom.every((r: { famiglia_ruolo: string }) => r.famiglia_ruolo === 'Custom')).toBe(true);
  });

  it('cost of an operation', async () => {
    const [p] = await freePeople(t().db, 1);
    const res = await call(t().app, admin, 'GET', `/api/anagrafica/${p.id}/costooperazione?tipologia_tesseramento_id=${await tipologiaId(t().db, 'DIR')}`);
    expect(res.statusCode).toBe(200);
    expect([20]).toContain(res.json().importo);
  });

  it('series of a club for a person', async () => {
    const demo = await demoClubId(t().db);
    const res = await call(t().app, demoUser, 'GET', `/api/serie?societa=${demo}`);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().data)).toBe(true);
    expect((await call(t().app, demoUser, 'GET', `/api/serie?societa=${demo + 1}`)).statusCode).toBe(403);
  });
});
