// What the transfer requests' API tests share: the demo club asks for athletes of another club (whose
// user 'altra-societa@demo.it' answers), pays the request from its wallet, and looks where an athlete is.
import { beforeAll, expect } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../server/seed/users.ts';
import { call, loginAs, type TestApp } from '../helpers/app.ts';
import { athletesOf, clubUser, demoClubId, openSeason, ruoloId, tipologiaId } from './tesseramenti-fixtures.ts';

export interface TransferParties {
  admin: string;
  demoUser: string;
  otherUser: string;
  /** The requesting club (the demo club) and the athletes' club. */
  demo: number;
  other: number;
  /** Role ATL and registration type AS of the requests. */
  atl: number;
  as: number;
}

export function useTransferFixture(t: () => TestApp) {
  const s = {} as TransferParties;
  beforeAll(async () => {
    s.demo = await demoClubId(t().db);
    const [a] = await athletesOf(t().db, { notClub: s.demo, limit: 1 });
    s.other = a.societa_id;
    await clubUser(t().db, s.other, 'altra-societa@demo.it', await hashPassword(DEMO_PASSWORD));
    s.admin = await loginAs(t().app, 'admin@demo.it');
    s.demoUser = await loginAs(t().app, 'societa@demo.it');
    s.otherUser = await loginAs(t().app, 'altra-societa@demo.it');
    s.atl = await ruoloId(t().db, 'ATL');
    s.as = await tipologiaId(t().db, 'AS');
  });

  /** The demo club asks for `athlete`: the request's id. */
  async function request(athlete: number) {
    const res = await call(t().app, s.demoUser, 'POST', `/api/anagrafica/${athlete}/societa`, { ruolo: s.atl, societa_id: s.demo, tipologia_tesseramento_id: s.as });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t().db.query<{ id: number }>(`SELECT id FROM trasferimento WHERE anagrafica_id = $1 AND stato = 'in_attesa' ORDER BY id DESC LIMIT 1`, [athlete]);
    return row.rows[0].id;
  }

  /** The athlete's club in the open season (its newest live athlete registration), if any. */
  async function clubOf(athlete: number) {
    const res = await call(t().app, s.admin, 'GET', `/api/trasferimento?tab=storico&search=`);
    expect(res.statusCode).toBe(200);
    const { rows } = await t().db.query<{ societa_id: number }>(
      `SELECT r.societa_id FROM anagrafica_ruolo r JOIN ruolo ru ON ru.id = r.ruolo_id JOIN stagione s ON s.id = r.stagione_id AND s.aperta
        WHERE r.anagrafica_id = $1 AND ru.codice = 'ATL' AND r.approvato AND NOT r.prestito AND r.deleted_at IS NULL
          AND (r.data_fine IS NULL OR r.data_fine >= CURRENT_DATE) ORDER BY r.data_inizio DESC, r.id DESC LIMIT 1`,
      [athlete],
    );
    return rows[0]?.societa_id;
  }

  // A paid entry is approved at once: a request closed afterwards must give the money back.
  /** The open cart holding only the request's line, and a demo club wallet that covers it. */
  async function cartOfRequest(id: number) {
    const { rows } = await t().db.query<{ p: number; cents: number }>(
      'SELECT p.id AS p, p.importo_cents AS cents FROM trasferimento t JOIN partita_contabile p ON p.id = t.partita_contabile_id WHERE t.id = $1',
      [id],
    );
    const { rows: cart } = await t().db.query<{ id: number }>(`SELECT c.id FROM carrello c JOIN carrello_item ci ON ci.carrello_id = c.id WHERE ci.partita_contabile_id = $1 AND c.stato = 'open'`, [
      rows[0].p,
    ]);
    await t().db.query('DELETE FROM carrello_item WHERE carrello_id = $1 AND partita_contabile_id IS DISTINCT FROM $2', [cart[0].id, rows[0].p]);
    await t().db.query('UPDATE portafoglio SET totale_cents = 100000 WHERE societa_id = $1', [s.demo]);
    return { entry: rows[0].p, cents: rows[0].cents, cart: cart[0].id };
  }
  const checkout = async (cart: number) => call(t().app, s.demoUser, 'POST', `/api/cart/${cart}/checkout`, { season: (await openSeason(t().db)).id });
  async function payFromWallet(id: number) {
    const { entry, cents, cart } = await cartOfRequest(id);
    const res = await checkout(cart);
    expect(res.statusCode, res.body).toBe(200);
    return { entry, cents };
  }
  const demoWallet = async () => (await t().db.query<{ c: number }>('SELECT totale_cents AS c FROM portafoglio WHERE societa_id = $1', [s.demo])).rows[0].c;

  return { s, request, clubOf, cartOfRequest, checkout, payFromWallet, demoWallet };
}
