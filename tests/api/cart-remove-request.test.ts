// Removing a cart line withdraws the request it asks to pay (spec 2 §7 DELETE cart/{id}/item/{itemId};
// spec 1 §1 every cost is an entry; ledger.md entries and cart lines stay in step): the entry is
// cancelled, the request behind it with it, and the club may ask again. Before, the entry stayed
// awaiting with no cart, unpayable, and asking again was refused as still pending.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../server/seed/users.ts';
import { CARRELLO_MESSAGGI } from '../../resources/contracts/carrello.ts';
import { useTestApp } from '../helpers/app.ts';
import { callerFor, entry, type Caller } from './ledger-helpers.ts';
import { athletesOf, clubUser, demoClubId, openSeason, ruoloId, tipologiaId } from './tesseramenti-fixtures.ts';

const t = useTestApp();
let club: Caller;
let demo: number;

beforeAll(async () => {
  demo = await demoClubId(t().db);
  club = await callerFor(t(), 'societa@demo.it');
});

/** The caller's cart line of entry `partita`, removed: the answer and the cart before and after. */
async function removeLineOf(caller: Caller, partita: number) {
  const before = (await caller('GET', '/api/cart')).json().data[0];
  const line = before.items.find((i: { partita_contabile_id: number }) => i.partita_contabile_id === partita);
  expect(line, JSON.stringify(before.items)).toBeDefined();
  // The party's own request: the cart offers its removal.
  expect(line.costo_federazione).toBe(false);
  const res = await caller('DELETE', `/api/cart/${before.carrello_id}/item/${line.id}`);
  const after = (await caller('GET', '/api/cart')).json().data[0];
  return { res, before, after, line };
}

async function expectWithdrawn(caller: Caller, partita: number) {
  const { res, before, after, line } = await removeLineOf(caller, partita);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().message).toBe(CARRELLO_MESSAGGI.annullata);
  expect(after.items.map((i: { id: number }) => i.id)).not.toContain(line.id);
  expect(after.totale).toBeCloseTo(before.totale - Math.abs(line.importo), 2);
  expect(await entry(t(), partita)).toMatchObject({ stato: 'rifiutata', annullata: true, carrello_id: null });
}

describe('removing the line of a request', () => {
  it('a loan (Dai in multiplo): the registration is refused and the loan can be asked again', async () => {
    const season = await openSeason(t().db);
    const { rows } = await t().db.query<{ twin: number }>(
      `SELECT CASE WHEN societa_parent_id = $1 THEN societa_child_id ELSE societa_parent_id END AS twin
         FROM gemellaggio WHERE approvato AND sesso = 'M' AND $1 IN (societa_parent_id, societa_child_id) LIMIT 1`,
      [demo],
    );
    const twin = rows[0].twin;
    const serie = (await t().db.query<{ id: number }>(`SELECT id FROM serie WHERE sesso = 'M' AND deleted_at IS NULL ORDER BY id LIMIT 1`)).rows[0].id;
    await t().db.query('INSERT INTO societa_serie (societa_id, serie_id, stagione_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [twin, serie, season.id]);
    await t().db.query('UPDATE stagione SET gemellaggio_data_nascita_iniziale = NULL, gemellaggio_data_nascita_finale = NULL WHERE id = $1', [season.id]);
    const athlete = (await athletesOf(t().db, { club: demo, limit: 200 })).find((a) => a.sesso === 'M')!.anagrafica_id;
    const lend = () => club('POST', `/api/societa/${demo}/prestitogemellaggio`, { serie: [serie], anagrafica_id: athlete, societa_parent: twin });

    const asked = await lend();
    expect(asked.statusCode, asked.body).toBe(200);
    const partita = asked.json().carrello_details.partite_contabili[0].id;
    await expectWithdrawn(club, partita);
    const role = (await t().db.query('SELECT r.rifiutato, r.approvato FROM anagrafica_ruolo r JOIN partita_contabile p ON p.anagrafica_ruolo_id = r.id WHERE p.id = $1', [partita])).rows[0];
    expect(role).toEqual({ rifiutato: true, approvato: false });
    const again = await lend();
    expect(again.statusCode, again.body).toBe(200);
  });

  it("a club's affiliation: the request can be made again (it answered 'Esiste già una richiesta di affiliazione …')", async () => {
    const admin = await callerFor(t(), 'admin@demo.it');
    const created = await admin('POST', '/api/societa', { discipline: [1], nome: 'Pallamano Carrello Rimosso', codice_affiliazione: '169877' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id;
    await clubUser(t().db, id, 'carrello-rimosso@demo.it', await hashPassword(DEMO_PASSWORD));
    const newClub = await callerFor(t(), 'carrello-rimosso@demo.it');
    const season = (await openSeason(t().db)).id;
    const ask = () => newClub('POST', `/api/societa/${id}/richiestaaffiliazione`, { season });

    const asked = await ask();
    expect(asked.statusCode, asked.body).toBe(200);
    await expectWithdrawn(newClub, asked.json().carrello_details.partite_contabili[0].id);
    const again = await ask();
    expect(again.statusCode, again.body).toBe(200);
  });

  it('a transfer: the request is cancelled and can be made again; once the athlete’s club has accepted, the line stays (409)', async () => {
    const [athlete] = await athletesOf(t().db, { notClub: demo, limit: 1 });
    const body = { ruolo: await ruoloId(t().db, 'ATL'), societa_id: demo, tipologia_tesseramento_id: await tipologiaId(t().db, 'AS') };
    const request = async () => {
      const res = await club('POST', `/api/anagrafica/${athlete.anagrafica_id}/societa`, body);
      expect(res.statusCode, res.body).toBe(200);
      return (await t().db.query<{ id: number; p: number }>("SELECT id, partita_contabile_id AS p FROM trasferimento WHERE anagrafica_id = $1 AND stato = 'in_attesa'", [athlete.anagrafica_id]))
        .rows[0];
    };

    const first = await request();
    await expectWithdrawn(club, first.p);
    expect((await t().db.query('SELECT stato FROM trasferimento WHERE id = $1', [first.id])).rows[0].stato).toBe('annullata');

    const second = await request();
    await t().db.query('UPDATE trasferimento SET accettato_societa = true WHERE id = $1', [second.id]);
    await t().db.query('UPDATE partita_contabile SET approvata_societa = true WHERE id = $1', [second.p]);
    const { res, after } = await removeLineOf(club, second.p);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('La richiesta non può essere annullata: la società ha già approvato');
    expect(after.items.map((i: { partita_contabile_id: number }) => i.partita_contabile_id)).toContain(second.p);
    expect(await entry(t(), second.p)).toMatchObject({ stato: 'in_attesa', annullata: false });
  });
});
