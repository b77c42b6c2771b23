// Spec 2 §6: permissions are per application with Read and Write flags. An administrator who may only
// read the accounting, club and member screens sees their entries but cannot decide, reverse or change
// them, nor move a wallet; the same administrator with a Write flag can.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { demoIds, entry, insertEntry } from './ledger-helpers.ts';

const t = useTestApp();
const one = async (text: string, params: unknown[] = []) => (await t().db.query<any>(text, params)).rows[0];
let admin: string, reader: string, readerId: number;

async function grant(userId: number, codice: string, write: boolean) {
  const p = await one('SELECT id, application_id FROM permission WHERE codice = $1', [codice]);
  const res = await call(t().app, admin, 'POST', '/api/utente/updatePermissions', { userId, mainApp: p.application_id, childPermission: p.id, read: true, write });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
  // Administrators are not created through the screens: the test makes one directly.
  ({ id: readerId } = await one(
    `INSERT INTO users (name, email, password_hash, tipo_utente) SELECT 'Sola lettura', 'lettura@demo.it', password_hash, 'admin' FROM users WHERE email = 'segreteria@demo.it' RETURNING id`,
  ));
  for (const codice of ['contabilitasocieta', 'contabilitatesserati', 'economicssocieta', 'anagrafica']) await grant(readerId, codice, false);
  reader = await loginAs(t().app, 'lettura@demo.it');
});

describe('accounting writes need a Write flag', () => {
  it('a read-only administrator lists the entries but cannot approve, reject, reverse or change them, nor increment a wallet', async () => {
    const { societaId } = await demoIds(t());
    const id = await insertEntry(t(), { societa_id: societaId });
    expect((await call(t().app, reader, 'GET', `/api/partitacontabile/societa/${societaId}`)).statusCode).toBe(200);
    for (const verb of ['approve', 'reject']) expect((await call(t().app, reader, 'POST', `/api/partitacontabile/${id}/${verb}`)).statusCode).toBe(403);
    expect((await call(t().app, reader, 'POST', `/api/partitacontabile/${id}/change`, { newimporto: 1 })).statusCode).toBe(403);
    const wallet = await one('SELECT id FROM portafoglio WHERE societa_id = $1', [societaId]);
    expect((await call(t().app, reader, 'POST', `/api/portafoglio/${wallet.id}/increment`, { valore: 10, data_versamento: '2026-11-25' })).statusCode).toBe(403);
    expect(await entry(t(), id)).toMatchObject({ approvata: false, rifiutata: false });
  });

  it("a read-only administrator sees a party's cart but cannot pay it or remove its lines; without accounting permissions not even see it", async () => {
    const { societaId } = await demoIds(t());
    const id = await insertEntry(t(), { societa_id: societaId });
    const club = await loginAs(t().app, 'societa@demo.it');
    const cart = (await call(t().app, club, 'GET', `/api/societa/${societaId}/cart`)).json();
    expect(cart.items.length).toBeGreaterThan(0);
    const wallet = await one('SELECT totale_cents FROM portafoglio WHERE societa_id = $1', [societaId]);
    expect((await call(t().app, reader, 'GET', `/api/societa/${societaId}/cart`)).json().carrello_id).toBe(cart.carrello_id);
    // The cart it sees is not 'Carrello non trovato': it may not change it (403).
    for (const res of [
      await call(t().app, reader, 'POST', `/api/cart/${cart.carrello_id}/checkout`, {}),
      await call(t().app, reader, 'DELETE', `/api/cart/${cart.carrello_id}/item/${cart.items[0].id}`),
    ]) {
      expect([res.statusCode, res.json().message]).toEqual([403, 'Non hai i permessi per questa operazione']);
    }
    expect((await call(t().app, club, 'GET', `/api/societa/${societaId}/cart`)).json().items).toEqual(cart.items);
    expect(await one('SELECT totale_cents FROM portafoglio WHERE societa_id = $1', [societaId])).toEqual(wallet);
    expect(await entry(t(), id)).toMatchObject({ approvata: false });
    // An administrator with only the reports: no cart at all.
    const { id: reportsOnly } = await one(
      `INSERT INTO users (name, email, password_hash, tipo_utente) SELECT 'Solo report', 'report@demo.it', password_hash, 'admin' FROM users WHERE email = 'segreteria@demo.it' RETURNING id`,
    );
    await grant(reportsOnly, 'reports', false);
    const reports = await loginAs(t().app, 'report@demo.it');
    expect((await call(t().app, reports, 'GET', `/api/societa/${societaId}/cart`)).statusCode).toBe(403);
    expect((await call(t().app, reports, 'POST', `/api/cart/${cart.carrello_id}/checkout`, {})).statusCode).toBe(404);
  });

  it('with the Write flag of the accounting screen the same administrator approves', async () => {
    await grant(readerId, 'contabilitasocieta', true);
    const writer = await loginAs(t().app, 'lettura@demo.it');
    const { societaId } = await demoIds(t());
    const id = await insertEntry(t(), { societa_id: societaId });
    const res = await call(t().app, writer, 'POST', `/api/partitacontabile/${id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await entry(t(), id)).toMatchObject({ approvata: true });
  });
});
