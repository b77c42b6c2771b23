// A storno of a transfer's entry (POST partitacontabile/{id}/cancel) keeps the request, the entry and
// the registrations in step (docs/decisions/tesseramenti.md); while a card payment of the request runs,
// the transfer rows offer no decision, as the accounting rows do.
import { describe, expect, it } from 'vitest';
import { BREACH } from '../../server/tesseramenti/rules.ts';
import { call, useTestApp } from '../helpers/app.ts';
import { bankOfType } from './cart-helpers.ts';
import { athletesOf, openSeason, otherClub } from './tesseramenti-fixtures.ts';
import { useTransferFixture } from './transfer-fixture.ts';

const t = useTestApp();
const { s, request, clubOf, cartOfRequest, payFromWallet, demoWallet } = useTransferFixture(t);

/** The n-th (0-based) athlete of the athletes' club still free of transfers. */
const athlete = async (n: number) => (await athletesOf(t().db, { club: s.other, limit: n + 1 }))[n].anagrafica_id;

const storno = (entry: number, restoreAnagrafica: boolean) => call(t().app, s.admin, 'POST', `/api/partitacontabile/${entry}/cancel`, { restoreAnagrafica });

/** The request, its entry and its new registration as the database has them. */
async function state(id: number) {
  const { rows } = await t().db.query<{ stato: string; stornata: boolean; nuovo_ritirato: boolean }>(
    `SELECT t.stato, p.stornata, r.deleted_at IS NOT NULL AS nuovo_ritirato
       FROM trasferimento t JOIN partita_contabile p ON p.id = t.partita_contabile_id JOIN anagrafica_ruolo r ON r.id = t.anagrafica_ruolo_id WHERE t.id = $1`,
    [id],
  );
  return rows[0];
}

/** The athlete's live registration with the athletes' club (the one a transfer ends), and its end. */
async function oldRegistration(person: number) {
  const { rows } = await t().db.query<{ id: number; data_fine: string | null }>(
    `SELECT r.id, r.data_fine FROM anagrafica_ruolo r JOIN stagione s ON s.id = r.stagione_id AND s.aperta
      WHERE r.anagrafica_id = $1 AND r.societa_id = $2 AND r.approvato AND r.deleted_at IS NULL ORDER BY r.id LIMIT 1`,
    [person, s.other],
  );
  return rows[0];
}

const row = async (token: string, id: number, tab = 'all') => (await call(t().app, token, 'GET', `/api/trasferimento?tab=${tab}`)).json().data.find((r: { id: number }) => r.id === id);

const listedBy = async (club: number, person: number) =>
  (await call(t().app, s.admin, 'GET', `/api/anagrafica/societa/${club}?season=${(await openSeason(t().db)).id}`)).json().data.some((r: { id: number }) => r.id === person);

describe('storno of the entry of a request still awaiting approval', () => {
  it.each([false, true])('restoreAnagrafica %s: money back, the request annulled, no approval moves the athlete any more', async (restore) => {
    const person = await athlete(restore ? 1 : 0);
    const id = await request(person);
    const { entry } = await payFromWallet(id);
    expect(await row(s.admin, id, 'pending')).toMatchObject({ can_approve: true });

    const res = await storno(entry, restore);
    expect(res.statusCode, res.body).toBe(200);
    expect(await demoWallet()).toBe(100000);
    expect(await state(id)).toEqual({ stato: 'annullata', stornata: true, nuovo_ritirato: true });
    expect(await row(s.admin, id, 'pending')).toBeUndefined();
    expect(await row(s.admin, id, 'storico')).toMatchObject({ stato: 'annullata', can_approve: false, can_reject: false, can_cancel: false });

    const approve = await call(t().app, s.admin, 'POST', `/api/trasferimento/${id}/approve`);
    expect([approve.statusCode, approve.json().message]).toEqual([409, BREACH.giaDeciso]);
    expect(await oldRegistration(person)).toMatchObject({ data_fine: null });
    expect(await clubOf(person)).toBe(s.other);
    const { rows } = await t().db.query(`SELECT after->>'stato' AS stato FROM audit_log WHERE action = 'trasferimento.storno' AND entity_id = $1`, [String(id)]);
    expect(rows).toEqual([{ stato: 'annullata' }]);
  });
});

describe('storno of the entry of an approved transfer', () => {
  it('with restoreAnagrafica: the athlete is the old club’s again (its registration’s end as before), the new one withdrawn, the request annulled', async () => {
    const person = await athlete(2);
    const before = await oldRegistration(person);
    // An annual registration: the approval ends it today, the storno gives back the season's end.
    const { data_fine: seasonEnd } = await openSeason(t().db);
    await t().db.query('UPDATE anagrafica_ruolo SET data_fine = $2 WHERE id = $1', [before.id, seasonEnd]);
    const id = await request(person);
    const { entry } = await payFromWallet(id);
    expect((await call(t().app, s.admin, 'POST', `/api/trasferimento/${id}/approve`)).statusCode).toBe(200);
    expect(await clubOf(person)).toBe(s.demo);
    expect((await oldRegistration(person)).data_fine).not.toBe(seasonEnd);

    const res = await storno(entry, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(await demoWallet()).toBe(100000);
    expect(await state(id)).toEqual({ stato: 'annullata', stornata: true, nuovo_ritirato: true });
    expect(await row(s.admin, id)).toMatchObject({ stato: 'annullata' });
    expect(await oldRegistration(person)).toEqual({ id: before.id, data_fine: seasonEnd });
    expect(await clubOf(person)).toBe(s.other);
    expect(await listedBy(s.other, person)).toBe(true);
    expect(await listedBy(s.demo, person)).toBe(false);
  });

  it('without restoreAnagrafica: only the money comes back, the athlete stays with the new club', async () => {
    const person = await athlete(3);
    const id = await request(person);
    const { entry } = await payFromWallet(id);
    expect((await call(t().app, s.admin, 'POST', `/api/trasferimento/${id}/approve`)).statusCode).toBe(200);
    const res = await storno(entry, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(await demoWallet()).toBe(100000);
    expect(await state(id)).toEqual({ stato: 'approvata', stornata: true, nuovo_ritirato: false });
    expect(await clubOf(person)).toBe(s.demo);
  });

  it('with restoreAnagrafica after the athlete asked to move again: 409, nothing changes; without it the money comes back', async () => {
    const person = await athlete(4);
    const id = await request(person);
    const { entry } = await payFromWallet(id);
    expect((await call(t().app, s.admin, 'POST', `/api/trasferimento/${id}/approve`)).statusCode).toBe(200);
    // A third club asks for him (an administrator files it for that club).
    const third = await otherClub(t().db, [s.demo, s.other]);
    const again = await call(t().app, s.admin, 'POST', `/api/anagrafica/${person}/societa`, { ruolo: s.atl, societa_id: third, tipologia_tesseramento_id: s.as });
    expect(again.statusCode, again.body).toBe(200);

    const refused = await storno(entry, true);
    expect([refused.statusCode, refused.json().message]).toEqual([409, BREACH.trasferimentoSuccessivo]);
    expect(await state(id)).toEqual({ stato: 'approvata', stornata: false, nuovo_ritirato: false });
    expect(await clubOf(person)).toBe(s.demo);
    expect((await storno(entry, false)).statusCode).toBe(200);
    expect(await state(id)).toMatchObject({ stato: 'approvata', stornata: true });
  });
});

describe('storno with restoreAnagrafica of an approved transfer followed by another registration', () => {
  it('is refused (409) while a later athlete registration stands (here a loan with the new club); nothing changes', async () => {
    const person = await athlete(6);
    const id = await request(person);
    const { entry } = await payFromWallet(id);
    expect((await call(t().app, s.admin, 'POST', `/api/trasferimento/${id}/approve`)).statusCode).toBe(200);
    // A later registration of the athlete: a loan copied from the transfer's own registration.
    await t().db.query(
      `INSERT INTO anagrafica_ruolo (anagrafica_id, societa_id, stagione_id, ruolo_id, tipologia_tesseramento_id, data_inizio, data_fine, durata, prestito, approvato)
       SELECT r.anagrafica_id, r.societa_id, r.stagione_id, r.ruolo_id, r.tipologia_tesseramento_id, r.data_inizio, r.data_fine, r.durata, true, true
         FROM anagrafica_ruolo r JOIN trasferimento tr ON tr.anagrafica_ruolo_id = r.id WHERE tr.id = $1`,
      [id],
    );
    const refused = await storno(entry, true);
    expect([refused.statusCode, refused.json().message]).toEqual([409, BREACH.tesseramentoSuccessivo]);
    expect(await state(id)).toEqual({ stato: 'approvata', stornata: false, nuovo_ritirato: false });
    expect(await clubOf(person)).toBe(s.demo);
  });
});

describe('a card payment of the request under way', () => {
  it('the rows offer no approval, refusal or cancellation (the athlete’s club may still accept), as the accounting rows', async () => {
    const id = await request(await athlete(5));
    const { entry, cart } = await cartOfRequest(id);
    await t().db.query('UPDATE portafoglio SET totale_cents = 0 WHERE societa_id = $1', [s.demo]);
    const card = await call(t().app, s.demoUser, 'POST', `/api/cart/${cart}/checkout`, { banca: await bankOfType(t().db, 'CartaCredito') });
    expect(card.json(), card.body).toMatchObject({ metodo: 'carta' });

    const accounting = await call(t().app, s.admin, 'GET', `/api/partitacontabile/${entry}`);
    expect(accounting.json(), accounting.body).toMatchObject({ pagamento_carta_in_corso: true, azioni: { approve: false, reject: false } });
    expect(await row(s.admin, id, 'pending')).toMatchObject({ can_approve: false, can_reject: false, can_cancel: false });
    expect(await row(s.otherUser, id, 'pending')).toMatchObject({ can_approve: true, can_reject: false, can_cancel: false });
    expect(await row(s.demoUser, id)).toMatchObject({ can_approve: false, can_reject: false, can_cancel: false });
  });
});
