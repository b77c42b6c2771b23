// Transfer requests end to end on the API: the athlete's club accepts, the admin approves, the
// athlete moves; refusals, cancellations, scoping, notifications; two clubs racing for one person.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGGI } from '../../resources/contracts/contabilita.ts';
import { call, useTestApp } from '../helpers/app.ts';
import { bankOfType, payOnSimulator } from './cart-helpers.ts';
import { athletesOf, freePeople, openSeason, otherClub } from './tesseramenti-fixtures.ts';
import { useTransferFixture } from './transfer-fixture.ts';
import { ACCEPTED_AWAITING } from '../../server/tesseramenti/transfers.ts';
import { CONCURRENT_CHANGE } from '../../server/http/error-handler.ts';

const t = useTestApp();
const { s, request, clubOf, cartOfRequest, checkout, payFromWallet, demoWallet } = useTransferFixture(t);
let admin: string, demoUser: string, otherUser: string;
let demo: number, other: number;
let atl: number, as: number;

beforeAll(() => {
  ({ admin, demoUser, otherUser, demo, other, atl, as } = s);
});

describe('a definitive transfer, both layers', () => {
  let athlete: number;
  let id: number;
  beforeAll(async () => {
    athlete = (await athletesOf(t().db, { club: other, limit: 1 }))[0].anagrafica_id;
    id = await request(athlete);
  });

  it('both clubs see the request with the actions their side may take', async () => {
    const mine = (await call(t().app, demoUser, 'GET', '/api/trasferimento?tab=pending')).json().data;
    const row = mine.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ stato: 'in_attesa', accettato_societa: null, can_approve: false, can_reject: false, can_cancel: true });
    const theirs = (await call(t().app, otherUser, 'GET', '/api/trasferimento?tab=pending')).json().data;
    expect(theirs.find((r: { id: number }) => r.id === id)).toMatchObject({ can_approve: true, can_reject: true, can_cancel: false });
  });

  it('the request is not yet a member of the requesting club: not in its tables, which it could not open from', async () => {
    const season = (await openSeason(t().db)).id;
    const listed = async (token: string) => (await call(t().app, token, 'GET', `/api/anagrafica/societa/${demo}?season=${season}`)).json().data.some((r: { id: number }) => r.id === athlete);
    expect(await listed(demoUser)).toBe(false);
    expect(await listed(admin)).toBe(false);
    expect((await call(t().app, demoUser, 'GET', `/api/anagrafica/${athlete}?season=${season}`)).statusCode).toBe(404);
  });

  it('the requesting club cannot accept its own request', async () => {
    expect((await call(t().app, demoUser, 'POST', `/api/trasferimento/${id}/approve`)).statusCode).toBe(403);
  });

  it('the athlete’s club accepts: ACCETTATO, the entry’s club layer approved, no more club actions', async () => {
    const accepted = await call(t().app, otherUser, 'POST', `/api/trasferimento/${id}/approve`);
    // Not "approved": the request still awaits the federation.
    expect([accepted.statusCode, accepted.json().message]).toEqual([200, ACCEPTED_AWAITING]);
    const row = (await call(t().app, otherUser, 'GET', '/api/trasferimento?tab=pending')).json().data.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ accettato_societa: true, can_approve: false, can_reject: false, can_cancel: false });
    const entry = await t().db.query('SELECT approvata_societa, approvata FROM partita_contabile WHERE id = $1', [row.partita_contabile_id]);
    expect(entry.rows[0]).toEqual({ approvata_societa: true, approvata: false });
    expect(await clubOf(athlete)).toBe(other);
  });

  it('the admin approves: the athlete moves to the new club, the request is in Storico, the requester is e-mailed', async () => {
    const approved = await call(t().app, admin, 'POST', `/api/trasferimento/${id}/approve`);
    expect([approved.statusCode, approved.json().message]).toEqual([200, 'Trasferimento approvato correttamente']);
    expect(await clubOf(athlete)).toBe(demo);
    // The club screens' member tables: listed by the new club only, from the day of the approval.
    const listed = async (club: number) =>
      (await call(t().app, admin, 'GET', `/api/anagrafica/societa/${club}?season=${(await openSeason(t().db)).id}`)).json().data.some((r: { id: number }) => r.id === athlete);
    expect(await listed(demo)).toBe(true);
    expect(await listed(other)).toBe(false);
    // The old club no longer changes the athlete, nor counts him among its own; the new club does.
    const detail = async (token: string) => (await call(t().app, token, 'GET', `/api/anagrafica/${athlete}`)).json().permessi;
    expect(await detail(otherUser)).toMatchObject({ modifica: false, mio: false });
    expect(await detail(demoUser)).toMatchObject({ modifica: true, mio: true });
    const record = (await call(t().app, admin, 'GET', `/api/anagrafica/${athlete}`)).json();
    const edit = await call(t().app, otherUser, 'PUT', `/api/anagrafica/${athlete}`, { ...record, telefono: '333 1234567' });
    expect(edit.statusCode, edit.body).toBe(403);
    expect((await t().db.query('SELECT telefono FROM anagrafica WHERE id = $1', [athlete])).rows[0].telefono).toBe(record.telefono);
    const storico = (await call(t().app, admin, 'GET', '/api/trasferimento?tab=storico')).json().data;
    expect(storico.find((r: { id: number }) => r.id === id)).toMatchObject({ stato: 'approvata', can_approve: false });
    const mail = await t().db.query(`SELECT subject FROM mail_outbox WHERE subject LIKE 'Trasferimento approvato%' ORDER BY id DESC LIMIT 1`);
    expect(mail.rows).toHaveLength(1);
    expect((await call(t().app, admin, 'POST', `/api/trasferimento/${id}/approve`)).statusCode).toBe(409);
  });
});

describe('the admin decides without the athlete’s club', () => {
  it('approves a request the club has not answered (no account, or no answer): the athlete moves', async () => {
    const athlete = (await athletesOf(t().db, { club: other, limit: 7 }))[6].anagrafica_id;
    const id = await request(athlete);
    const row = (await call(t().app, admin, 'GET', '/api/trasferimento?tab=pending')).json().data.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ accettato_societa: null, can_approve: true });
    const items = `(SELECT count(*)::int FROM carrello_item ci WHERE ci.partita_contabile_id = p.id) AS items`;
    const unpaid = await t().db.query(`SELECT ${items} FROM trasferimento t JOIN partita_contabile p ON p.id = t.partita_contabile_id WHERE t.id = $1`, [id]);
    expect(unpaid.rows[0].items).toBe(1);
    expect((await call(t().app, admin, 'POST', `/api/trasferimento/${id}/approve`)).statusCode).toBe(200);
    expect(await clubOf(athlete)).toBe(demo);
    const { rows } = await t().db.query(`SELECT t.stato, p.approvata, p.carrello_id, ${items} FROM trasferimento t JOIN partita_contabile p ON p.id = t.partita_contabile_id WHERE t.id = $1`, [id]);
    // Approved before it was paid: the federation closed it (the money came another way), so the
    // requesting club is not asked to pay it again from its cart (as the ledger's own approval).
    expect(rows[0]).toEqual({ stato: 'approvata', approvata: true, carrello_id: null, items: 0 });
    // Decided: neither club acts on it any more.
    expect((await call(t().app, otherUser, 'POST', `/api/trasferimento/${id}/reject`)).statusCode).toBe(409);
  });
});

describe('paid before the athlete’s club answers', () => {
  // Race audit: the entry approved by the payment, the old club's acceptance was the last layer, yet
  // the request stayed 'In attesa' and the athlete with the old club.
  it('the athlete’s club accepts a paid request: the athlete moves, the request is approved, the entry records the acceptance', async () => {
    const athlete = (await athletesOf(t().db, { club: other, limit: 12 }))[11].anagrafica_id;
    const id = await request(athlete);
    const { entry } = await payFromWallet(id);
    expect(await clubOf(athlete)).toBe(other);
    const accepted = await call(t().app, otherUser, 'POST', `/api/trasferimento/${id}/approve`);
    expect([accepted.statusCode, accepted.json().message]).toEqual([200, 'Trasferimento approvato correttamente']);
    expect(await clubOf(athlete)).toBe(demo);
    const { rows } = await t().db.query('SELECT t.stato, p.approvata, p.approvata_societa FROM trasferimento t JOIN partita_contabile p ON p.id = t.partita_contabile_id WHERE t.id = $1', [id]);
    expect(rows[0]).toEqual({ stato: 'approvata', approvata: true, approvata_societa: true });
    expect(entry).toBe((await t().db.query('SELECT partita_contabile_id FROM trasferimento WHERE id = $1', [id])).rows[0].partita_contabile_id);
  });
});

describe('through the ledger (partitacontabile)', () => {
  it('approvetrasferimento by the old club, then the admin approves the entry: the athlete moves', async () => {
    const athlete = (await athletesOf(t().db, { club: other, limit: 4 }))[3].anagrafica_id;
    const id = await request(athlete);
    const entry = (await t().db.query<{ partita_contabile_id: number }>('SELECT partita_contabile_id FROM trasferimento WHERE id = $1', [id])).rows[0].partita_contabile_id;
    const layer = await call(t().app, otherUser, 'POST', `/api/partitacontabile/${entry}/approvetrasferimento`, {});
    expect(layer.statusCode, layer.body).toBe(200);
    expect((await t().db.query('SELECT accettato_societa FROM trasferimento WHERE id = $1', [id])).rows[0].accettato_societa).toBe(true);
    expect(await clubOf(athlete)).toBe(other);
    const approve = await call(t().app, admin, 'POST', `/api/partitacontabile/${entry}/approve`);
    expect(approve.statusCode, approve.body).toBe(200);
    expect(await clubOf(athlete)).toBe(demo);
    expect((await t().db.query('SELECT stato FROM trasferimento WHERE id = $1', [id])).rows[0].stato).toBe('approvata');
  });
});

describe('refusals and cancellations', () => {
  it('the athlete’s club refuses: RIFIUTATO, the request closes, the entry leaves the cart', async () => {
    const athlete = (await athletesOf(t().db, { club: other, limit: 2 }))[1].anagrafica_id;
    const id = await request(athlete);
    expect((await call(t().app, otherUser, 'POST', `/api/trasferimento/${id}/reject`)).statusCode).toBe(200);
    const { rows } = await t().db.query(
      `SELECT t.stato, t.accettato_societa, p.rifiutata, (SELECT count(*)::int FROM carrello_item ci WHERE ci.partita_contabile_id = p.id) AS items
         FROM trasferimento t JOIN partita_contabile p ON p.id = t.partita_contabile_id WHERE t.id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ stato: 'rifiutata', accettato_societa: false, rifiutata: true, items: 0 });
    expect(await clubOf(athlete)).toBe(other);
  });

  it('the requester cancels while the other club has not answered; nobody else can', async () => {
    const athlete = (await athletesOf(t().db, { club: other, limit: 3 }))[2].anagrafica_id;
    const id = await request(athlete);
    expect((await call(t().app, otherUser, 'POST', `/api/trasferimento/${id}/cancel`)).statusCode).toBe(403);
    expect((await call(t().app, demoUser, 'POST', `/api/trasferimento/${id}/cancel`)).statusCode).toBe(200);
    const { rows } = await t().db.query('SELECT stato FROM trasferimento WHERE id = $1', [id]);
    expect(rows[0].stato).toBe('annullata');
    // Cancelled: the club may ask again.
    expect(await request(athlete)).toBeGreaterThan(id);
  });

  const reversal = async (entry: number) =>
    (
      await t().db.query(
        `SELECT p.approvata, p.stornata, s.importo_cents AS storno_cents, s.bonus_cents AS storno_bonus
           FROM partita_contabile p LEFT JOIN partita_contabile s ON s.partita_stornata_id = p.id WHERE p.id = $1`,
        [entry],
      )
    ).rows[0];

  it('paid from the wallet, then refused by the athlete’s club: the entry is reversed and the wallet gets the money back', async () => {
    const athlete = (await athletesOf(t().db, { club: other, limit: 5 }))[3].anagrafica_id;
    const id = await request(athlete);
    const { entry, cents } = await payFromWallet(id);
    expect(await demoWallet()).toBe(100000 - cents);
    expect((await call(t().app, otherUser, 'POST', `/api/trasferimento/${id}/reject`)).statusCode).toBe(200);
    expect(await demoWallet()).toBe(100000);
    expect(await reversal(entry)).toEqual({ approvata: true, stornata: true, storno_cents: -cents, storno_bonus: -cents });
    expect(await clubOf(athlete)).toBe(other);
  });

  it('paid from the wallet, then cancelled by the requester: the wallet gets the money back', async () => {
    const athlete = (await athletesOf(t().db, { club: other, limit: 5 }))[4].anagrafica_id;
    const id = await request(athlete);
    const { entry, cents } = await payFromWallet(id);
    expect((await call(t().app, demoUser, 'POST', `/api/trasferimento/${id}/cancel`)).statusCode).toBe(200);
    expect(await demoWallet()).toBe(100000);
    expect(await reversal(entry)).toMatchObject({ stornata: true, storno_cents: -cents });
  });

  it('paid 20 € from the wallet and the rest by card, then refused by the athlete’s club: the whole amount comes back to the wallet', async () => {
    const athlete = (await athletesOf(t().db, { club: other, limit: 12 }))[11].anagrafica_id;
    const id = await request(athlete);
    const { entry, cents, cart } = await cartOfRequest(id);
    expect(cents).toBeGreaterThan(2000);
    await t().db.query('UPDATE portafoglio SET totale_cents = 2000 WHERE societa_id = $1', [demo]);
    const card = await call(t().app, demoUser, 'POST', `/api/cart/${cart}/checkout`, { banca: await bankOfType(t().db, 'CartaCredito') });
    expect(card.json(), card.body).toMatchObject({ metodo: 'carta', wallet: 20, dovuto: (cents - 2000) / 100 });
    await payOnSimulator(t().app, card.json().checkout_url, 'OK');
    expect(await demoWallet()).toBe(0);
    expect((await call(t().app, otherUser, 'POST', `/api/trasferimento/${id}/reject`)).statusCode).toBe(200);
    expect(await demoWallet()).toBe(cents);
    expect(await reversal(entry)).toEqual({ approvata: true, stornata: true, storno_cents: -cents, storno_bonus: -cents });
    const { rows } = await t().db.query(
      `SELECT m.valore_cents, m.codice_versamento FROM movimento_portafoglio m JOIN partita_contabile s ON s.id = m.partita_contabile_id
        WHERE s.partita_stornata_id = $1 ORDER BY m.id`,
      [entry],
    );
    expect(rows).toEqual([
      { valore_cents: 2000, codice_versamento: null },
      { valore_cents: cents - 2000, codice_versamento: expect.stringMatching(/^TRX\d{9}$/) },
    ]);
    expect(await clubOf(athlete)).toBe(other);
  });

  it('paid partly from the wallet and partly by a bank transfer still awaited, then refused: the wallet share comes back', async () => {
    const athlete = (await athletesOf(t().db, { club: other, limit: 11 }))[10].anagrafica_id;
    const id = await request(athlete);
    const { entry, cents, cart } = await cartOfRequest(id);
    await t().db.query('UPDATE portafoglio SET totale_cents = $2 WHERE societa_id = $1', [demo, cents - 100]);
    const { rows: bank } = await t().db.query<{ id: number }>("SELECT id FROM banca WHERE tipo = 'Bonifico' AND deleted_at IS NULL ORDER BY id LIMIT 1");
    const paid = await call(t().app, demoUser, 'POST', `/api/cart/${cart}/checkout`, { banca: bank[0].id });
    expect(paid.json(), paid.body).toMatchObject({ metodo: 'bonifico', dovuto: 1 });
    expect(await demoWallet()).toBe(0);
    expect((await call(t().app, otherUser, 'POST', `/api/trasferimento/${id}/reject`)).statusCode).toBe(200);
    expect(await demoWallet()).toBe(cents - 100);
    const { rows } = await t().db.query('SELECT rifiutata FROM partita_contabile WHERE id = $1', [entry]);
    expect(rows[0].rifiutata).toBe(true);
  });

  // Diff review: the ledger's 'Annulla' stopped at the club's own notice (c2be5ed), this screen's did not.
  it('the requester cannot cancel a request its bank transfer covers (409, not offered); the athlete’s club still refuses it', async () => {
    const athlete = (await athletesOf(t().db, { club: other, limit: 17 }))[16].anagrafica_id;
    const id = await request(athlete);
    const { cents, cart } = await cartOfRequest(id);
    await t().db.query('UPDATE portafoglio SET totale_cents = $2 WHERE societa_id = $1', [demo, cents - 100]);
    const { rows: bank } = await t().db.query<{ id: number }>("SELECT id FROM banca WHERE tipo = 'Bonifico' AND deleted_at IS NULL ORDER BY id LIMIT 1");
    expect((await call(t().app, demoUser, 'POST', `/api/cart/${cart}/checkout`, { banca: bank[0].id })).statusCode).toBe(200);
    const mine = (await call(t().app, demoUser, 'GET', '/api/trasferimento?tab=pending')).json().data.find((r: { id: number }) => r.id === id);
    expect(mine).toMatchObject({ can_cancel: false });
    const cancel = await call(t().app, demoUser, 'POST', `/api/trasferimento/${id}/cancel`);
    expect([cancel.statusCode, cancel.json().message]).toEqual([409, MESSAGGI.nonAnnullabilePagata]);
    expect((await t().db.query('SELECT stato FROM trasferimento WHERE id = $1', [id])).rows[0].stato).toBe('in_attesa');
    expect((await call(t().app, otherUser, 'POST', `/api/trasferimento/${id}/reject`)).statusCode).toBe(200);
  });

  it('while a card payment of the request awaits the gateway, the athlete’s club cannot refuse it (409), nor the admin approve it', async () => {
    const athlete = (await athletesOf(t().db, { club: other, limit: 10 }))[9].anagrafica_id;
    const id = await request(athlete);
    const { cart } = await cartOfRequest(id);
    await t().db.query('UPDATE portafoglio SET totale_cents = 0 WHERE societa_id = $1', [demo]);
    const { rows: bank } = await t().db.query<{ id: number }>("SELECT id FROM banca WHERE tipo = 'CartaCredito' AND automatica AND deleted_at IS NULL ORDER BY id LIMIT 1");
    const card = await call(t().app, demoUser, 'POST', `/api/cart/${cart}/checkout`, { banca: bank[0].id });
    expect(card.json(), card.body).toMatchObject({ metodo: 'carta' });
    for (const [token, action] of [
      [otherUser, 'reject'],
      [admin, 'approve'],
      [demoUser, 'cancel'],
    ] as const) {
      const res = await call(t().app, token, 'POST', `/api/trasferimento/${id}/${action}`);
      expect([res.statusCode, res.json().message]).toEqual([409, MESSAGGI.pagamentoCartaInCorso]);
    }
    const { rows } = await t().db.query('SELECT stato FROM trasferimento WHERE id = $1', [id]);
    expect(rows[0].stato).toBe('in_attesa');
  });

  it('an unrelated club gets 404 on a transfer of other clubs', async () => {
    const third = await otherClub(t().db, [demo, other]);
    const { rows } = await t().db.query<{ id: number }>('SELECT id FROM trasferimento WHERE societa_from_id <> $1 AND societa_to_id <> $1 AND societa_from_id <> $2 AND societa_to_id <> $2 LIMIT 1', [
      demo,
      other,
    ]);
    void third;
    if (rows[0]) expect((await call(t().app, otherUser, 'POST', `/api/trasferimento/${rows[0].id}/approve`)).statusCode).toBe(404);
    expect((await call(t().app, otherUser, 'POST', '/api/trasferimento/2147483647/approve')).statusCode).toBe(404);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('concurrency (PostgreSQL)', () => {
  it('two clubs registering the same person at once: one wins, the other gets a 422', async () => {
    const [p] = await freePeople(t().db, 1);
    const body = (societa_id: number) => ({ ruolo: atl, societa_id, tipologia_tesseramento_id: as });
    const [a, b] = await Promise.all([
      call(t().app, demoUser, 'POST', `/api/anagrafica/${p.id}/societa`, body(demo)),
      call(t().app, otherUser, 'POST', `/api/anagrafica/${p.id}/societa`, body(other)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const { rows } = await t().db.query('SELECT count(*)::int AS n FROM anagrafica_ruolo WHERE anagrafica_id = $1 AND stagione_id = $2', [p.id, (await openSeason(t().db)).id]);
    expect(rows[0].n).toBe(1);
  });

  it('the admin approving twice at once moves the athlete once', async () => {
    const athlete = (await athletesOf(t().db, { club: other, limit: 5 }))[4].anagrafica_id;
    const id = await request(athlete);
    await call(t().app, otherUser, 'POST', `/api/trasferimento/${id}/approve`);
    const res = await Promise.all([1, 2].map(() => call(t().app, admin, 'POST', `/api/trasferimento/${id}/approve`)));
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  // Race audit: the old club's refusal through the ledger locked the entry, then the cart; the
  // requester's removal of the line holds the cart, then the entry: a deadlock, one of them '… riprova'.
  it('the athlete’s club refusing through the ledger while the requester removes the line: no deadlock', async () => {
    const athletes = (await athletesOf(t().db, { club: other, limit: 16 })).slice(12);
    expect(athletes.length).toBe(4);
    for (const { anagrafica_id: athlete } of athletes) {
      const id = await request(athlete);
      const { entry, cart } = await cartOfRequest(id);
      const { rows } = await t().db.query<{ id: number }>('SELECT id FROM carrello_item WHERE carrello_id = $1 AND partita_contabile_id = $2', [cart, entry]);
      const [refused, removed] = await Promise.all([
        call(t().app, otherUser, 'POST', `/api/partitacontabile/${entry}/rejecttrasferimento`, {}),
        call(t().app, demoUser, 'DELETE', `/api/cart/${cart}/item/${rows[0].id}`),
      ]);
      for (const r of [refused, removed]) expect(r.json().message, r.body).not.toBe(CONCURRENT_CHANGE);
      expect(await clubOf(athlete)).toBe(other);
    }
  });

  it('the requester paying while the athlete’s club refuses: both answer, the wallet ends whole, the athlete stays', async () => {
    const athletes = (await athletesOf(t().db, { club: other, limit: 9 })).slice(5);
    expect(athletes.length).toBe(4);
    for (const { anagrafica_id: athlete } of athletes) {
      const id = await request(athlete);
      const { cart } = await cartOfRequest(id);
      const [paid, refused] = await Promise.all([checkout(cart), call(t().app, otherUser, 'POST', `/api/trasferimento/${id}/reject`)]);
      expect(refused.statusCode, refused.body).toBe(200);
      // Paid first (then reversed), or refused first (then nothing is left to pay).
      if (paid.statusCode !== 200) expect([paid.statusCode, paid.json().message]).toEqual([409, 'Il carrello è vuoto']);
      expect(await demoWallet()).toBe(100000);
      expect(await clubOf(athlete)).toBe(other);
    }
  });
});
