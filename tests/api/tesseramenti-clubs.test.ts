// Loans to twinned clubs, second licences and the Rinnovi tab (anagraficatorenew, executetesseratirenew).
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { athletesOf, demoClubId, openSeason, otherClub } from './tesseramenti-fixtures.ts';

const t = useTestApp();
let admin: string, demoUser: string;
let demo: number, twin: number, season: { id: number };

beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
  demoUser = await loginAs(t().app, 'societa@demo.it');
  demo = await demoClubId(t().db);
  season = await openSeason(t().db);
  twin = (
    await t().db.query<{ id: number }>(
      `SELECT CASE WHEN societa_parent_id = $1 THEN societa_child_id ELSE societa_parent_id END AS id FROM gemellaggio
      WHERE approvato AND sesso = 'M' AND (societa_parent_id = $1 OR societa_child_id = $1) LIMIT 1`,
      [demo],
    )
  ).rows[0].id;
  // The twin plays a men's series this season.
  await t().db.query(`INSERT INTO societa_serie (societa_id, serie_id, stagione_id) SELECT $1, id, $2 FROM serie WHERE codice = 'BM' ON CONFLICT DO NOTHING`, [twin, season.id]);
});

const serieBM = async () => (await t().db.query<{ id: number }>(`SELECT id FROM serie WHERE codice = 'BM'`)).rows[0].id;
async function maleAthlete(n = 0) {
  const list = await athletesOf(t().db, { club: demo, limit: 40 });
  return list.filter((a) => a.sesso === 'M' && a.data_nascita >= '2004-01-01' && a.data_nascita <= '2012-12-31')[n];
}

describe('Dai in multiplo (loan to a twinned club)', () => {
  it('lists the twin’s series for the athlete, then lends: loan registration, T5 form, entry and cart item', async () => {
    const a = await maleAthlete(0);
    const serie = await call(t().app, demoUser, 'GET', `/api/societa/campionati/serie/${demo}/${twin}/${a.anagrafica_id}`);
    expect(serie.statusCode).toBe(200);
    expect(serie.json().data.map((s: { id: number }) => s.id)).toContain(await serieBM());
    const res = await call(t().app, demoUser, 'POST', `/api/societa/${demo}/prestitogemellaggio`, { serie: [await serieBM()], anagrafica_id: a.anagrafica_id, societa_parent: twin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().carrello_details.partite_contabili[0].codice).toBe('Prestito');
    const { rows } = await t().db.query(
      `SELECT r.prestito, r.durata, m.codice FROM anagrafica_ruolo r JOIN anagrafica_modulo am ON am.anagrafica_ruolo_id = r.id JOIN modulo m ON m.id = am.modulo_id
        WHERE r.anagrafica_id = $1 AND r.societa_id = $2 AND r.prestito`,
      [a.anagrafica_id, twin],
    );
    expect(rows).toEqual([{ prestito: true, durata: 'annuale', codice: 'T5' }]);
    // The same loan twice is refused.
    const again = await call(t().app, demoUser, 'POST', `/api/societa/${demo}/prestitogemellaggio`, { serie: [await serieBM()], anagrafica_id: a.anagrafica_id, societa_parent: twin });
    expect(again.statusCode).toBe(422);
  });

  it('only between approved twins', async () => {
    const a = await maleAthlete(1);
    const stranger = await otherClub(t().db, [demo, twin]);
    await t().db.query(`DELETE FROM gemellaggio WHERE (societa_parent_id = $1 AND societa_child_id = $2) OR (societa_parent_id = $2 AND societa_child_id = $1)`, [demo, stranger]);
    await t().db.query(`INSERT INTO societa_serie (societa_id, serie_id, stagione_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [stranger, await serieBM(), season.id]);
    const res = await call(t().app, demoUser, 'POST', `/api/societa/${demo}/prestitogemellaggio`, { serie: [await serieBM()], anagrafica_id: a.anagrafica_id, societa_parent: stranger });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe('Il prestito è possibile solo tra società gemellate');
  });

  it('within the birth-date window and before data_ultima_revoca_prestiti', async () => {
    const a = await maleAthlete(2);
    const body = { serie: [await serieBM()], anagrafica_id: a.anagrafica_id, societa_parent: twin };
    await t().db.query(`UPDATE stagione SET gemellaggio_data_nascita_iniziale = '2013-01-01', gemellaggio_data_nascita_finale = '2014-12-31' WHERE id = $1`, [season.id]);
    const old = await call(t().app, demoUser, 'POST', `/api/societa/${demo}/prestitogemellaggio`, body);
    await t().db.query(
      `UPDATE stagione SET gemellaggio_data_nascita_iniziale = '2004-01-01', gemellaggio_data_nascita_finale = '2012-12-31',
      data_ultima_revoca_prestiti = CURRENT_DATE - 1 WHERE id = $1`,
      [season.id],
    );
    const late = await call(t().app, demoUser, 'POST', `/api/societa/${demo}/prestitogemellaggio`, body);
    await t().db.query(`UPDATE stagione SET data_ultima_revoca_prestiti = data_fine WHERE id = $1`, [season.id]);
    expect(old.statusCode).toBe(422);
    expect(old.json().errorMessage).toMatch(/data di nascita/);
    expect(late.statusCode).toBe(422);
    expect(late.json().errorMessage).toBe('Il termine per i prestiti della stagione è scaduto');
  });

  it('a club lends only its own athletes', async () => {
    const [foreign] = await athletesOf(t().db, { notClub: demo, limit: 1 });
    const res = await call(t().app, demoUser, 'POST', `/api/societa/${demo}/prestitogemellaggio`, { serie: [await serieBM()], anagrafica_id: foreign.anagrafica_id, societa_parent: twin });
    expect(res.statusCode).toBe(422);
    expect(
      (await call(t().app, demoUser, 'POST', `/api/societa/${twin}/prestitogemellaggio`, { serie: [await serieBM()], anagrafica_id: foreign.anagrafica_id, societa_parent: demo })).statusCode,
    ).toBe(403);
  });
});

describe('second licence', () => {
  it('club {id} gives a second licence to an athlete of another club it sees (its member screen), for one of its series', async () => {
    const [a] = await athletesOf(t().db, { club: twin, limit: 1 });
    await t().db.query(`INSERT INTO societa_serie (societa_id, serie_id, stagione_id) SELECT $1, id, $2 FROM serie WHERE sesso = $3 ON CONFLICT DO NOTHING`, [demo, season.id, a.sesso]);
    const serieUrl = `/api/societa/${demo}/serie?societa_from=${twin}&anagrafica_id=${a.anagrafica_id}`;
    const anySerie = (await t().db.query<{ id: number }>('SELECT serie_id AS id FROM societa_serie WHERE societa_id = $1 LIMIT 1', [demo])).rows[0].id;
    const body = { serie: anySerie, anagrafica_id: a.anagrafica_id, societa_to: demo, societa_from: twin };
    // Not one of the club's people: refused, nothing recorded (a pending licence would show the club their personal data);
    // its series are not looked up either.
    expect((await call(t().app, demoUser, 'GET', serieUrl)).statusCode).toBe(403);
    expect((await call(t().app, demoUser, 'POST', `/api/societa/${demo}/prestitolicenza`, body)).statusCode).toBe(403);
    // The athlete is also the club's manager this season: the club sees them and may ask.
    await t().db.query(
      `INSERT INTO anagrafica_ruolo (anagrafica_id, societa_id, stagione_id, ruolo_id, data_inizio, durata, approvato)
       SELECT $1, $2, $3, id, current_date, 'definitiva', true FROM ruolo WHERE codice = 'DIR'`,
      [a.anagrafica_id, demo, season.id],
    );
    const serie = (await call(t().app, demoUser, 'GET', serieUrl)).json().data;
    expect(serie.length).toBeGreaterThan(0);
    expect(serie[0]).toHaveProperty('codice_affiliazione');
    body.serie = serie[0].id;
    const res = await call(t().app, demoUser, 'POST', `/api/societa/${demo}/prestitolicenza`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().carrello_details.partite_contabili[0].codice).toBe('Seconda Licenza');
  });
});

describe('renewals', () => {
  it('lists last season’s athletes to renew and renews them in bulk: entries and cart items', async () => {
    const list = await call(t().app, demoUser, 'GET', `/api/societa/${demo}/anagraficatorenew?season=${season.id}`);
    expect(list.statusCode).toBe(200);
    const { data, rinnovi_aperti } = list.json();
    expect(rinnovi_aperti).toBe(true);
    expect(data.length).toBeGreaterThan(0);
    const ids = data.slice(0, 2).map((r: { id: number }) => r.id);
    // A person named twice is renewed and charged once.
    const res = await call(t().app, demoUser, 'POST', `/api/societa/${demo}/executetesseratirenew`, { season: season.id, anagrafiche: [...ids, ids[0]], renewType: 'Atleta' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Rinnovi eseguiti con successo');
    expect(res.json().carrello_details.partite_contabili).toHaveLength(ids.length);
    const { rows: renewed } = await t().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM anagrafica_ruolo WHERE anagrafica_id = $1 AND stagione_id = $2 AND societa_id = $3 AND deleted_at IS NULL',
      [ids[0], season.id, demo],
    );
    expect(renewed[0].n).toBe(1);
    const after = (await call(t().app, demoUser, 'GET', `/api/societa/${demo}/anagraficatorenew?season=${season.id}`)).json().data;
    expect(after.map((r: { id: number }) => r.id)).not.toContain(ids[0]);
    // Each renewed registration keeps the discipline (and series) of the one it renews.
    const { rows } = await t().db.query<{ nuova: number | null; vecchia: number | null; nuova_serie: number | null; vecchia_serie: number | null }>(
      `SELECT n.disciplina_id AS nuova, o.disciplina_id AS vecchia, n.serie_id AS nuova_serie, o.serie_id AS vecchia_serie
         FROM anagrafica_ruolo n JOIN anagrafica_ruolo o ON o.anagrafica_id = n.anagrafica_id AND o.societa_id = n.societa_id AND o.ruolo_id = n.ruolo_id AND o.stagione_id <> n.stagione_id
        WHERE n.anagrafica_id = ANY($1::int[]) AND n.stagione_id = $2 AND n.societa_id = $3 AND o.approvato`,
      [ids, season.id, demo],
    );
    expect(rows.length).toBeGreaterThanOrEqual(ids.length);
    for (const r of rows) expect({ disciplina: r.nuova, serie: r.nuova_serie }).toEqual({ disciplina: r.vecchia, serie: r.vecchia_serie });
    expect(rows.every((r) => r.nuova !== null)).toBe(true);
    // 'Esegui rinnovi' again (a double click, another tab): refused, the people named and why (race audit: ids, 'il tesserato 9155: non risultano').
    const again = await call(t().app, demoUser, 'POST', `/api/societa/${demo}/executetesseratirenew`, { season: season.id, anagrafiche: [ids[0]], renewType: 'Atleta' });
    const { rows: person } = await t().db.query<{ nome: string }>("SELECT cognome || ' ' || nome AS nome FROM anagrafica WHERE id = $1", [ids[0]]);
    expect([again.statusCode, again.json().message]).toEqual([422, `Non è possibile rinnovare: ${person[0].nome} è già tesserato con la società per questa stagione`]);
    // Someone who was never the club's is not named.
    const stranger = (
      await t().db.query<{ id: number }>('SELECT a.id FROM anagrafica a WHERE NOT EXISTS (SELECT 1 FROM anagrafica_ruolo r WHERE r.anagrafica_id = a.id AND r.societa_id = $1) ORDER BY a.id LIMIT 1', [
        demo,
      ])
    ).rows[0].id;
    const foreign = await call(t().app, demoUser, 'POST', `/api/societa/${demo}/executetesseratirenew`, { season: season.id, anagrafiche: [stranger], renewType: 'Atleta' });
    expect(foreign.json().message).toBe(`Non è possibile rinnovare: n. ${stranger} non risulta da rinnovare per la società`);
  });

  it('renews last season’s managers in bulk: off the board, an entry each', async () => {
    const list = (await call(t().app, demoUser, 'GET', `/api/societa/${demo}/anagraficatorenew?season=${season.id}&type=dirigenti`)).json().data;
    expect(list.length).toBeGreaterThanOrEqual(2);
    const ids = list.slice(-2).map((r: { id: number }) => r.id);
    const res = await call(t().app, demoUser, 'POST', `/api/societa/${demo}/executetesseratirenew`, { season: season.id, anagrafiche: ids, renewType: 'Dirigente' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().carrello_details.partite_contabili.map((p: { codice: string }) => p.codice)).toEqual(['Tesseramento Dirigente', 'Tesseramento Dirigente']);
    const { rows } = await t().db.query(`SELECT consiglio, numero_stagioni FROM anagrafica_ruolo WHERE anagrafica_id = ANY($1::int[]) AND stagione_id = $2`, [ids, season.id]);
    expect(rows).toEqual([
      { consiglio: false, numero_stagioni: 1 },
      { consiglio: false, numero_stagioni: 1 },
    ]);
    const after = (await call(t().app, demoUser, 'GET', `/api/societa/${demo}/anagraficatorenew?season=${season.id}&type=dirigenti`)).json().data;
    for (const id of ids) expect(after.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('renews board members with the chosen reason and seasons; off the board when asked', async () => {
    const list = (await call(t().app, demoUser, 'GET', `/api/societa/${demo}/anagraficatorenew?season=${season.id}&consigliodirettivo=true`)).json().data;
    expect(list.length).toBeGreaterThanOrEqual(2);
    const reason = (await t().db.query<{ id: number }>(`SELECT id FROM tipologia_tesseramento WHERE codice = 'DCD' AND deleted_at IS NULL`)).rows[0].id;
    const [stays, leaves] = list.slice(-2).map((r: { id: number }) => r.id);
    // Spec 2 §7: 'for the board also action changeTipologiaTesseramento, newTipologiaTesseramento, removeFromConsiglio'.
    const body = { season: season.id, renewType: 'Consiglio', action: 'changeTipologiaTesseramento', newTipologiaTesseramento: reason };
    // Both sit on the club's board of the season.
    const { rows: board } = await t().db.query<{ id: number }>(
      'INSERT INTO consiglio_direttivo (societa_id, stagione_id) VALUES ($1, $2) ON CONFLICT (societa_id, stagione_id) DO UPDATE SET societa_id = EXCLUDED.societa_id RETURNING id',
      [demo, season.id],
    );
    await t().db.query("INSERT INTO consiglio_direttivo_componente (consiglio_direttivo_id, anagrafica_id, carica) VALUES ($1, $2, 'Consigliere'), ($1, $3, 'Consigliere') ON CONFLICT DO NOTHING", [
      board[0].id,
      stays,
      leaves,
    ]);
    const kept = await call(t().app, demoUser, 'POST', `/api/societa/${demo}/executetesseratirenew`, { ...body, anagrafiche: [stays], numero_stagioni: 2 });
    expect(kept.statusCode, kept.body).toBe(200);
    const removed = await call(t().app, demoUser, 'POST', `/api/societa/${demo}/executetesseratirenew`, { ...body, anagrafiche: [leaves], removeFromConsiglio: true });
    expect(removed.statusCode, removed.body).toBe(200);
    const { rows } = await t().db.query(
      `SELECT anagrafica_id, consiglio, numero_stagioni, tipologia_tesseramento_id FROM anagrafica_ruolo
      WHERE anagrafica_id = ANY($1::int[]) AND stagione_id = $2 ORDER BY anagrafica_id = $3 DESC`,
      [[stays, leaves], season.id, stays],
    );
    expect(rows).toEqual([
      { anagrafica_id: stays, consiglio: true, numero_stagioni: 2, tipologia_tesseramento_id: reason },
      { anagrafica_id: leaves, consiglio: false, numero_stagioni: 1, tipologia_tesseramento_id: reason },
    ]);
    // 'Rimuovi dal Consiglio Direttivo': off the board grid of the season; the other stays.
    const members = (await call(t().app, demoUser, 'GET', `/api/anagrafica/societa/${demo}/consigliodirettivo?season=${season.id}`)).json().data.map((m: { anagrafica_id: number }) => m.anagrafica_id);
    expect(members).toContain(stays);
    expect(members).not.toContain(leaves);
  });

  it('one person that cannot be renewed refuses the whole batch, nothing written', async () => {
    const data = (await call(t().app, demoUser, 'GET', `/api/societa/${demo}/anagraficatorenew?season=${season.id}&type=dirigenti`)).json().data;
    const before = (await t().db.query('SELECT count(*)::int AS n FROM partita_contabile')).rows[0].n;
    const res = await call(t().app, demoUser, 'POST', `/api/societa/${demo}/executetesseratirenew`, {
      season: season.id,
      anagrafiche: [...data.slice(0, 1).map((r: { id: number }) => r.id), 1],
      renewType: 'Dirigente',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toMatch(/Non è possibile rinnovare/);
    expect((await t().db.query('SELECT count(*)::int AS n FROM partita_contabile')).rows[0].n).toBe(before);
  });

  it('only inside the renewal window', async () => {
    await t().db.query('UPDATE stagione SET data_fine_rinnovi = CURRENT_DATE - 1, data_inizio_rinnovi = CURRENT_DATE - 30 WHERE id = $1', [season.id]);
    const res = await call(t().app, admin, 'POST', `/api/societa/${demo}/executetesseratirenew`, { season: season.id, anagrafiche: [1], renewType: 'Atleta' });
    const list = (await call(t().app, admin, 'GET', `/api/societa/${demo}/anagraficatorenew?season=${season.id}`)).json();
    await t().db.query('UPDATE stagione SET data_fine_rinnovi = data_fine, data_inizio_rinnovi = data_inizio WHERE id = $1', [season.id]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe('Non è possibile eseguire rinnovi in questo momento');
    expect(list.rinnovi_aperti).toBe(false);
  });

  it('the board renewal needs a reason', async () => {
    const res = await call(t().app, demoUser, 'POST', `/api/societa/${demo}/executetesseratirenew`, { season: season.id, anagrafiche: [1], renewType: 'Consiglio' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.newTipologiaTesseramento).toEqual(['Seleziona una causale']);
  });

  it('the board reason must be a manager type that exists: 422 under the field, nothing written', async () => {
    const list = (await call(t().app, demoUser, 'GET', `/api/societa/${demo}/anagraficatorenew?season=${season.id}&consigliodirettivo=true`)).json().data;
    const athleteType = (await t().db.query<{ id: number }>(`SELECT id FROM tipologia_tesseramento WHERE famiglia_ruolo = 'Atleta' AND deleted_at IS NULL LIMIT 1`)).rows[0].id;
    const before = (await t().db.query('SELECT count(*)::int AS n FROM partita_contabile')).rows[0].n;
    for (const newTipologiaTesseramento of [athleteType, 999_999]) {
      const res = await call(t().app, demoUser, 'POST', `/api/societa/${demo}/executetesseratirenew`, {
        season: season.id,
        anagrafiche: [list[0].id],
        renewType: 'Consiglio',
        action: 'changeTipologiaTesseramento',
        newTipologiaTesseramento,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.newTipologiaTesseramento).toEqual(['La causale selezionata non corrisponde al ruolo']);
    }
    expect((await t().db.query('SELECT count(*)::int AS n FROM partita_contabile')).rows[0].n).toBe(before);
  });

  it('a club renews only its own members', async () => {
    expect((await call(t().app, demoUser, 'GET', `/api/societa/${twin}/anagraficatorenew`)).statusCode).toBe(403);
  });
});
