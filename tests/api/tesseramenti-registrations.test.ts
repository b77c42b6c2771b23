// POST/PUT anagrafica/{id}/societa: registrations and transfer requests, each rule breach a 422.
import { describe, expect, it, beforeAll } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { athletesOf, demoClubId, freePeople, openSeason, otherClub, ruoloId, tipologiaId } from './tesseramenti-fixtures.ts';

const t = useTestApp();
let admin: string, club: string, person: string;
let demo: number;

beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
  club = await loginAs(t().app, 'societa@demo.it');
  person = await loginAs(t().app, 'tesserato@demo.it');
  demo = await demoClubId(t().db);
});

const count = async (sql: string, params: unknown[]) => (await t().db.query<{ n: number }>(sql, params)).rows[0].n;

describe('registering a person with a club', () => {
  it('a club registers a free person as athlete: registration, form, entry and cart item', async () => {
    const [p] = await freePeople(t().db, 1);
    const known = await count('SELECT count(*)::int AS n FROM anagrafica_ruolo WHERE anagrafica_id = $1 AND approvato', [p.id]);
    const before = await count(`SELECT count(*)::int AS n FROM carrello_item ci JOIN carrello c ON c.id = ci.carrello_id WHERE c.societa_id = $1 AND c.stato = 'open'`, [demo]);
    const res = await call(t().app, club, 'POST', `/api/anagrafica/${p.id}/societa`, {
      ruolo: await ruoloId(t().db, 'ATL'),
      societa_id: demo,
      tipologia_tesseramento_id: await tipologiaId(t().db, 'AS'),
      accetta_privacy: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.error).toBe(false);
    expect(body.carrello_details.partite_contabili).toHaveLength(1);
    expect(body.carrello_details.partite_contabili[0].codice).toBe('Tesseramento Atleta');
    // A first registration costs importo_tesseramento (30 € for Atleta Senior in the demo fees), else importo (25 €).
    expect(body.carrello_details.partite_contabili[0].importo).toBe(known ? 25 : 30);
    const after = await count(`SELECT count(*)::int AS n FROM carrello_item ci JOIN carrello c ON c.id = ci.carrello_id WHERE c.societa_id = $1 AND c.stato = 'open'`, [demo]);
    expect(after).toBe(before + 1);
    const forms = await t().db.query<{ codice: string; attributo: string | null; accetta_privacy: boolean }>(
      `SELECT m.codice, m.attributo, am.accetta_privacy FROM anagrafica_modulo am JOIN modulo m ON m.id = am.modulo_id WHERE am.anagrafica_ruolo_id = $1`,
      [body.id],
    );
    expect(forms.rows).toEqual([{ codice: 'T1', attributo: p.cittadinanza === 'Italiana' ? null : 'STRANIERO', accetta_privacy: true }]);
  });

  it('the optional modules (T1.1, T4, T5) are each optional: none sent as {}, or one alone, is filed as sent', async () => {
    const [, , , , , p, q] = await freePeople(t().db, 7);
    const body = { ruolo: await ruoloId(t().db, 'ATL'), societa_id: demo, tipologia_tesseramento_id: await tipologiaId(t().db, 'AS'), accetta_privacy: true };
    const none = await call(t().app, club, 'POST', `/api/anagrafica/${p.id}/societa`, { ...body, moduli_opzionali: {} });
    expect(none.statusCode, none.body).toBe(200);
    const one = await call(t().app, club, 'POST', `/api/anagrafica/${q.id}/societa`, { ...body, moduli_opzionali: { 'T1.1': { nome_istituto: 'Liceo Galilei' } } });
    expect(one.statusCode, one.body).toBe(200);
    const filed = async (roleId: number) =>
      (await t().db.query<{ codice: string }>('SELECT m.codice FROM anagrafica_modulo am JOIN modulo m ON m.id = am.modulo_id WHERE am.anagrafica_ruolo_id = $1 ORDER BY m.codice', [roleId])).rows.map(
        (r) => r.codice,
      );
    expect(await filed(none.json().id)).toEqual(['T1']);
    expect(await filed(one.json().id)).toEqual(['T1', 'T1.1']);
  });

  it('the same person twice in the same role, season and club is refused (422, nothing written)', async () => {
    const [p] = await freePeople(t().db, 2).then((r) => r.slice(1));
    const body = { ruolo: await ruoloId(t().db, 'DIR'), societa_id: demo, tipologia_tesseramento_id: await tipologiaId(t().db, 'DIR') };
    expect((await call(t().app, club, 'POST', `/api/anagrafica/${p.id}/societa`, body)).statusCode).toBe(200);
    const entries = await count('SELECT count(*)::int AS n FROM partita_contabile', []);
    const res = await call(t().app, club, 'POST', `/api/anagrafica/${p.id}/societa`, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toMatch(/già un tesseramento attivo/);
    expect(await count('SELECT count(*)::int AS n FROM partita_contabile', [])).toBe(entries);
  });

  it('series is mandatory for type AL: Serie Obbligatoria', async () => {
    const [, , p] = await freePeople(t().db, 3);
    const res = await call(t().app, club, 'POST', `/api/anagrafica/${p.id}/societa`, {
      ruolo: await ruoloId(t().db, 'ATL'),
      societa_id: demo,
      tipologia_tesseramento_id: await tipologiaId(t().db, 'AL'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.serie_id).toEqual(['Serie Obbligatoria']);
  });

  it('a type of another family than the role is refused', async () => {
    const [p] = await freePeople(t().db, 4).then((r) => r.slice(3));
    const res = await call(t().app, club, 'POST', `/api/anagrafica/${p.id}/societa`, {
      ruolo: await ruoloId(t().db, 'ATL'),
      societa_id: demo,
      tipologia_tesseramento_id: await tipologiaId(t().db, 'DIR'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.tipologia_tesseramento_id).toEqual(['La causale selezionata non corrisponde al ruolo']);
  });

  it('a season whose start is in the future cannot register', async () => {
    const [p] = await freePeople(t().db, 5).then((r) => r.slice(4));
    const next = (await t().db.query<{ id: number }>('SELECT id FROM stagione WHERE data_inizio > CURRENT_DATE ORDER BY data_inizio LIMIT 1')).rows[0];
    const res = await call(t().app, club, 'POST', `/api/anagrafica/${p.id}/societa`, {
      ruolo: await ruoloId(t().db, 'DIR'),
      societa_id: demo,
      tipologia_tesseramento_id: await tipologiaId(t().db, 'DIR'),
      stagione_id: next.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Non è possibile effettuare tesseramenti per una stagione non ancora iniziata');
  });

  it("an approved manager's registration makes the person a manager: 'Dirigente' flag, filter and detail", async () => {
    const people = await freePeople(t().db, 10);
    const p = people[9];
    const { codice_fiscale } = (await t().db.query<{ codice_fiscale: string }>('UPDATE anagrafica SET dirigente = false WHERE id = $1 RETURNING codice_fiscale', [p.id])).rows[0];
    const reg = await call(t().app, club, 'POST', `/api/anagrafica/${p.id}/societa`, {
      ruolo: await ruoloId(t().db, 'DIR'),
      societa_id: demo,
      tipologia_tesseramento_id: await tipologiaId(t().db, 'DIR'),
    });
    expect(reg.statusCode, reg.body).toBe(200);
    const detail = async () => (await call(t().app, admin, 'GET', `/api/anagrafica/${p.id}`)).json();
    const managers = async () => (await call(t().app, admin, 'GET', `/api/anagrafica?flag=dirigente&search=${encodeURIComponent(codice_fiscale)}`)).json().data.length;
    // Pending: not yet a manager.
    expect((await detail()).dirigente).toBeFalsy();
    expect(await managers()).toBe(0);
    const entry = reg.json().carrello_details.partite_contabili[0];
    const approved = await call(t().app, admin, 'POST', `/api/partitacontabile/${entry.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await detail()).dirigente).toBeTruthy();
    expect(await managers()).toBe(1);
  });

  it("the forms of a withdrawn or refused registration are no longer the member's forms", async () => {
    const people = await freePeople(t().db, 12);
    const body = { ruolo: await ruoloId(t().db, 'DIR'), societa_id: demo, tipologia_tesseramento_id: await tipologiaId(t().db, 'DIR') };
    const forms = async (id: number) => (await call(t().app, admin, 'GET', `/api/anagrafica/${id}/modulo`)).json().data.map((f: { modulo: { codice: string } }) => f.modulo.codice);
    const [withdrawn, refused] = [people[10], people[11]];
    const before = await forms(withdrawn.id);

    const first = await call(t().app, club, 'POST', `/api/anagrafica/${withdrawn.id}/societa`, body);
    expect(first.statusCode, first.body).toBe(200);
    expect((await forms(withdrawn.id)).length).toBe(before.length + 1);
    const { carrello_id, partite_contabili } = first.json().carrello_details;
    const line = (await t().db.query<{ id: number }>('SELECT id FROM carrello_item WHERE partita_contabile_id = $1', [partite_contabili[0].id])).rows[0];
    const removed = await call(t().app, club, 'DELETE', `/api/cart/${carrello_id}/item/${line.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await forms(withdrawn.id)).toEqual(before);
    // Nor edited: the withdrawn registration's form answers as a form that does not exist.
    const hidden = (
      await t().db.query<{ id: number; modulo_id: number }>(
        'SELECT am.id, am.modulo_id FROM anagrafica_modulo am JOIN partita_contabile p ON p.anagrafica_ruolo_id = am.anagrafica_ruolo_id WHERE p.id = $1',
        [partite_contabili[0].id],
      )
    ).rows[0];
    expect((await call(t().app, admin, 'PUT', `/api/anagraficamodulo/${hidden.id}`, { accetta_privacy: true })).statusCode).toBe(404);
    expect((await call(t().app, admin, 'POST', `/api/anagraficamodulo/${hidden.id}/change`, { modulo: hidden.modulo_id })).statusCode).toBe(404);

    const refusedBefore = await forms(refused.id);
    const second = await call(t().app, club, 'POST', `/api/anagrafica/${refused.id}/societa`, body);
    expect(second.statusCode, second.body).toBe(200);
    expect((await forms(refused.id)).length).toBe(refusedBefore.length + 1);
    const rejected = await call(t().app, admin, 'POST', `/api/partitacontabile/${second.json().carrello_details.partite_contabili[0].id}/reject`, {});
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await forms(refused.id)).toEqual(refusedBefore);
  });

  it('a club cannot register for another club; a member user cannot register at all', async () => {
    const [p] = await freePeople(t().db, 1);
    const other = await otherClub(t().db, [demo]);
    const body = { ruolo: await ruoloId(t().db, 'DIR'), societa_id: other, tipologia_tesseramento_id: await tipologiaId(t().db, 'DIR') };
    expect((await call(t().app, club, 'POST', `/api/anagrafica/${p.id}/societa`, body)).statusCode).toBe(403);
    expect((await call(t().app, person, 'POST', `/api/anagrafica/${p.id}/societa`, body)).statusCode).toBe(403);
  });

  it('only an admin changes the amount (requestModified) and the date', async () => {
    const people = await freePeople(t().db, 8);
    const body = { ruolo: await ruoloId(t().db, 'DIR'), societa_id: demo, tipologia_tesseramento_id: await tipologiaId(t().db, 'DIR'), requestModified: true, costo: 1.5 };
    const byClub = await call(t().app, club, 'POST', `/api/anagrafica/${people[6].id}/societa`, body);
    expect(byClub.json().carrello_details.partite_contabili[0].importo).toBe(20);
    // The date is one of the season's (a date outside it is refused, tesseramenti-season-window.test.ts).
    const { data_inizio } = await openSeason(t().db);
    const byAdmin = await call(t().app, admin, 'POST', `/api/anagrafica/${people[7].id}/societa`, { ...body, data_inizio });
    expect(byAdmin.json().carrello_details.partite_contabili[0].importo).toBe(1.5);
  });
});

describe('transfer requests', () => {
  it('registering an athlete of another club asks for a transfer: senior/under amount, the other club is e-mailed', async () => {
    const [a] = await athletesOf(t().db, { notClub: demo, limit: 1 });
    const season = await openSeason(t().db);
    const res = await call(t().app, club, 'POST', `/api/anagrafica/${a.anagrafica_id}/societa`, {
      ruolo: await ruoloId(t().db, 'ATL'),
      societa_id: demo,
      tipologia_tesseramento_id: await tipologiaId(t().db, 'AS'),
      durata: 'annuale',
      diritto_revoca: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = res.json().carrello_details.partite_contabili[0];
    expect(entry.codice).toBe('Trasferimento');
    const under = Number(a.data_nascita.slice(0, 4)) >= 2010;
    expect(entry.importo).toBe(under ? 100 : 300);
    const tr = await t().db.query('SELECT societa_from_id, societa_to_id, stato, durata, accettato_societa FROM trasferimento WHERE anagrafica_id = $1 AND stagione_id = $2', [
      a.anagrafica_id,
      season.id,
    ]);
    expect(tr.rows).toEqual([{ societa_from_id: a.societa_id, societa_to_id: demo, stato: 'in_attesa', durata: 'annuale', accettato_societa: null }]);
    const mail = await t().db.query(`SELECT recipient, subject FROM mail_outbox WHERE subject LIKE 'Richiesta di trasferimento%' ORDER BY id DESC LIMIT 1`);
    expect(mail.rows[0].subject).toMatch(/Richiesta di trasferimento/);
  });

  it('a second club asking for an athlete with a request in progress is refused', async () => {
    const [a] = await athletesOf(t().db, { notClub: demo, limit: 2 }).then((r) => r.slice(1));
    const third = await otherClub(t().db, [demo, a.societa_id]);
    const body = (societa_id: number) => ({ ruolo: 0, societa_id, tipologia_tesseramento_id: 0 });
    void body;
    const atl = await ruoloId(t().db, 'ATL');
    const as = await tipologiaId(t().db, 'AS');
    expect((await call(t().app, club, 'POST', `/api/anagrafica/${a.anagrafica_id}/societa`, { ruolo: atl, societa_id: demo, tipologia_tesseramento_id: as })).statusCode).toBe(200);
    const res = await call(t().app, admin, 'POST', `/api/anagrafica/${a.anagrafica_id}/societa`, { ruolo: atl, societa_id: third, tipologia_tesseramento_id: as });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe("Il tesserato ha già una richiesta di tesseramento in attesa con un'altra società");
  });

  it('max_numero_trasferimenti per season', async () => {
    const [a] = await athletesOf(t().db, { notClub: demo, limit: 3 }).then((r) => r.slice(2));
    const season = await openSeason(t().db);
    await t().db.query('UPDATE stagione SET max_numero_trasferimenti = 1 WHERE id = $1', [season.id]);
    await t().db.query(`INSERT INTO trasferimento (anagrafica_id, societa_from_id, societa_to_id, stagione_id, stato) VALUES ($1, $2, $3, $4, 'approvata')`, [
      a.anagrafica_id,
      demo,
      a.societa_id,
      season.id,
    ]);
    const res = await call(t().app, club, 'POST', `/api/anagrafica/${a.anagrafica_id}/societa`, {
      ruolo: await ruoloId(t().db, 'ATL'),
      societa_id: demo,
      tipologia_tesseramento_id: await tipologiaId(t().db, 'AS'),
    });
    await t().db.query('UPDATE stagione SET max_numero_trasferimenti = 0 WHERE id = $1', [season.id]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe('È stato raggiunto il numero massimo di trasferimenti consentiti per la stagione');
  });
});
