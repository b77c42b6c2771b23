// The row actions the server sends (a transfer's can_approve/can_reject/can_cancel, an entry's azioni)
// follow the ability its route checks: with only Read of the screens (audit: segreteria@demo.it cut to
// read-only saw 'Approva', 'Rifiuta' … and got 403 'Non hai i permessi per questa operazione') every flag
// is false and every route 403; the demo users keep their actions, and their routes take them.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../server/seed/users.ts';
import { call, loginAs } from '../helpers/app.ts';
import { useTestApp } from '../helpers/app.ts';
import { demoIds, insertEntry } from './ledger-helpers.ts';
import { athletesOf, clubUser } from './tesseramenti-fixtures.ts';
import { useTransferFixture } from './transfer-fixture.ts';

const t = useTestApp();
const { s, request } = useTransferFixture(t);
const one = async (text: string, params: unknown[] = []) => (await t().db.query<any>(text, params)).rows[0];
const NONE = { approve: false, reject: false, storno: false, change: false, cancel: false, approveLayer: false };
const NO_TRANSFER_ACTIONS = { can_approve: false, can_reject: false, can_cancel: false };

/** Read only of each permission, as the user screen's 'Aggiorna permessi' sets it. */
async function readOnly(userId: number, codici: string[]) {
  for (const codice of codici) {
    const p = await one('SELECT id, application_id FROM permission WHERE codice = $1', [codice]);
    const res = await call(t().app, s.admin, 'POST', '/api/utente/updatePermissions', { userId, mainApp: p.application_id, childPermission: p.id, read: true, write: false });
    expect(res.statusCode, res.body).toBe(200);
  }
}

let transfer: number;
/** The transfer request's entry (old club's layer, requester's 'Annulla'), one awaiting, one approved. */
let transferEntry: number, awaiting: number, approved: number, licence: number;
let readerAdmin: string, readerRequester: string, readerOldClub: string;

beforeAll(async () => {
  const athlete = (await athletesOf(t().db, { club: s.other, limit: 1 }))[0].anagrafica_id;
  transfer = await request(athlete);
  transferEntry = (await one('SELECT partita_contabile_id AS p FROM trasferimento WHERE id = $1', [transfer])).p;
  const { societaId, anagraficaId } = await demoIds(t());
  awaiting = await insertEntry(t(), { societa_id: societaId });
  approved = await insertEntry(t(), { societa_id: societaId, approvata: true, data_approvazione: '2025-10-02' });
  licence = await insertEntry(t(), { codice: 'Licenza Allenatore', anagrafica_id: anagraficaId });

  // The audit's read-only administrator (segreteria@demo.it's permissions, every Write removed).
  const { id: adminId } = await one(
    `INSERT INTO users (name, email, password_hash, tipo_utente) SELECT 'Sola lettura', 'lettura@demo.it', password_hash, 'admin' FROM users WHERE email = 'segreteria@demo.it' RETURNING id`,
  );
  await readOnly(adminId, ['anagrafica', 'contabilitatesserati', 'economicssocieta', 'contabilitasocieta', 'trasferimentirichiesti', 'utenti', 'stagioni']);
  readerAdmin = await loginAs(t().app, 'lettura@demo.it');
  // Club users of both clubs with the club's screens, each only Read.
  const hash = await hashPassword(DEMO_PASSWORD);
  const clubScreens = ['economicssocieta', 'contabilitasocieta', 'trasferimentirichiesti', 'anagrafica'];
  await readOnly(await clubUser(t().db, s.demo, 'lettura-richiedente@demo.it', hash), clubScreens);
  await readOnly(await clubUser(t().db, s.other, 'lettura-cedente@demo.it', hash), clubScreens);
  readerRequester = await loginAs(t().app, 'lettura-richiedente@demo.it');
  readerOldClub = await loginAs(t().app, 'lettura-cedente@demo.it');
});

const transferRow = async (token: string) => (await call(t().app, token, 'GET', '/api/trasferimento?tab=pending')).json().data.find((r: { id: number }) => r.id === transfer);
const azioni = async (token: string, id: number) => {
  const res = await call(t().app, token, 'GET', `/api/partitacontabile/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().azioni;
};
const post = async (token: string, url: string, body?: unknown) => (await call(t().app, token, 'POST', `/api${url}`, body)).statusCode;

describe('read-only users are offered no action, and every route refuses it (403)', () => {
  it('an administrator with only Read: no transfer decision, no entry action, in the list and the detail', async () => {
    expect(await transferRow(readerAdmin)).toMatchObject(NO_TRANSFER_ACTIONS);
    for (const id of [awaiting, approved, transferEntry, licence]) expect(await azioni(readerAdmin, id)).toEqual(NONE);
    const { societaId } = await demoIds(t());
    const rows = (await call(t().app, readerAdmin, 'GET', `/api/partitacontabile/societa/${societaId}?paginate=500`)).json().data;
    expect(rows.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([awaiting, approved]));
    for (const r of rows) expect(r.azioni).toEqual(NONE);

    for (const action of ['approve', 'reject', 'cancel']) expect(await post(readerAdmin, `/trasferimento/${transfer}/${action}`)).toBe(403);
    expect(await post(readerAdmin, `/partitacontabile/${awaiting}/approve`)).toBe(403);
    expect(await post(readerAdmin, `/partitacontabile/${awaiting}/reject`)).toBe(403);
    expect(await post(readerAdmin, `/partitacontabile/${approved}/cancel`)).toBe(403);
    expect(await post(readerAdmin, `/partitacontabile/${approved}/change`, { newimporto: 1 })).toBe(403);
    expect(await post(readerAdmin, `/partitacontabile/${transferEntry}/approvetrasferimento`)).toBe(403);
  });

  it("the athlete's club with only Read: neither 'Accetta' nor 'Rifiuta', on the transfer or its entry", async () => {
    expect(await transferRow(readerOldClub)).toMatchObject(NO_TRANSFER_ACTIONS);
    expect(await azioni(readerOldClub, transferEntry)).toEqual(NONE);
    for (const action of ['approve', 'reject']) expect(await post(readerOldClub, `/trasferimento/${transfer}/${action}`)).toBe(403);
    for (const verb of ['approvetrasferimento', 'rejecttrasferimento']) expect(await post(readerOldClub, `/partitacontabile/${transferEntry}/${verb}`)).toBe(403);
  });

  it("the requesting club with only Read: no 'Annulla', on the transfer or its entry", async () => {
    expect(await transferRow(readerRequester)).toMatchObject(NO_TRANSFER_ACTIONS);
    for (const id of [transferEntry, awaiting]) expect(await azioni(readerRequester, id)).toEqual(NONE);
    expect(await post(readerRequester, `/trasferimento/${transfer}/cancel`)).toBe(403);
    expect(await post(readerRequester, `/partitacontabile/${transferEntry}/cancel`)).toBe(403);
    expect(await one('SELECT stato, accettato_societa FROM trasferimento WHERE id = $1', [transfer])).toEqual({ stato: 'in_attesa', accettato_societa: null });
  });
});

describe('the demo users keep the actions they take today', () => {
  it('admin@demo.it and segreteria@demo.it: approve and reject the transfer and the awaiting entry, reverse and change the approved one', async () => {
    const segreteria = await loginAs(t().app, 'segreteria@demo.it');
    for (const token of [s.admin, segreteria]) {
      expect(await transferRow(token)).toMatchObject({ can_approve: true, can_reject: true, can_cancel: false });
      expect(await azioni(token, awaiting)).toMatchObject({ approve: true, reject: true });
      expect(await azioni(token, approved)).toMatchObject({ storno: true, change: true });
    }
    // The flag is the route's answer: segreteria's approval goes through.
    expect(await post(segreteria, `/partitacontabile/${awaiting}/approve`)).toBe(200);
  });

  it("the clubs: the athlete's club accepts or refuses, the requester cancels; the member decides its coach licence", async () => {
    expect(await transferRow(s.otherUser)).toMatchObject({ can_approve: true, can_reject: true, can_cancel: false });
    expect(await azioni(s.otherUser, transferEntry)).toMatchObject({ approveLayer: true });
    expect(await transferRow(s.demoUser)).toMatchObject({ can_approve: false, can_reject: false, can_cancel: true });
    expect(await azioni(s.demoUser, transferEntry)).toMatchObject({ cancel: true, approveLayer: false });
    const tesserato = await loginAs(t().app, 'tesserato@demo.it');
    expect(await azioni(tesserato, licence)).toMatchObject({ approveLayer: true, approve: false });
    expect(await post(tesserato, `/partitacontabile/${licence}/approvetrasferimento`)).toBe(200);
    expect(await post(s.demoUser, `/trasferimento/${transfer}/cancel`)).toBe(200);
  });
});
