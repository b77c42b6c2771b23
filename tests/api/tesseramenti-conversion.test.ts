// 'Converti in Agonista' (spec 1 §2.5) and the member screen's 'Tesseramenti' dialog
// (POST anagrafica/{id}/tesseraanagrafica): a conversion turns the running 'Atleta Non Agonista'
// registration into an 'Atleta' one and charges only the difference; 'Tesseramenti' asks the series
// for AL (spec 1 §5) and charges what costooperazione announced, as the registration dialog does.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../server/seed/users.ts';
import { loadFee } from '../../server/tesseramenti/queries.ts';
import { clubUser, demoClubId, freePeople, openSeason, otherClub, ruoloId, tipologiaId } from './tesseramenti-fixtures.ts';
import { CONVERSION } from '../../server/tesseramenti/conversion.ts';
import { CONVERSION_UNDO } from '../../server/tesseramenti/conversion-undo.ts';

const t = useTestApp();
let admin: string, club: string, other: string, member: string;
let demo: number, season: number;
/** A series of the demo club in the open season, and people free to register of its sex. */
let serie: { id: number; sesso: string };
let people: { id: number }[];

beforeAll(async () => {
  [admin, club, member] = await Promise.all(['admin@demo.it', 'societa@demo.it', 'tesserato@demo.it'].map((e) => loginAs(t().app, e)));
  demo = await demoClubId(t().db);
  season = (await openSeason(t().db)).id;
  await clubUser(t().db, await otherClub(t().db, [demo]), 'converti-altra@demo.it', await hashPassword(DEMO_PASSWORD));
  other = await loginAs(t().app, 'converti-altra@demo.it');
  serie = (
    await t().db.query<{ id: number; sesso: string }>(
      'SELECT se.id, se.sesso FROM societa_serie ss JOIN serie se ON se.id = ss.serie_id WHERE ss.societa_id = $1 AND ss.stagione_id = $2 AND se.deleted_at IS NULL ORDER BY se.id LIMIT 1',
      [demo, season],
    )
  ).rows[0];
  people = (await freePeople(t().db, 200)).filter((p) => p.sesso === serie.sesso).slice(0, 9);
});

const fee = async (codice: string) => (await loadFee(t().db, season, await tipologiaId(t().db, codice)))!;
const athleteRegistrations = async (anagraficaId: number) =>
  (
    await t().db.query<{ id: number; ruolo: string; tipologia: string; serie_id: number | null }>(
      `SELECT r.id, ru.codice AS ruolo, tt.codice AS tipologia, r.serie_id FROM anagrafica_ruolo r JOIN ruolo ru ON ru.id = r.ruolo_id
         JOIN tipologia_tesseramento tt ON tt.id = r.tipologia_tesseramento_id
        WHERE r.anagrafica_id = $1 AND r.stagione_id = $2 AND ru.famiglia_ruolo = 'Atleta' AND r.deleted_at IS NULL`,
      [anagraficaId, season],
    )
  ).rows;
const entriesOf = async (anagraficaId: number) =>
  (await t().db.query<{ importo_cents: number; descrizione: string }>('SELECT importo_cents, descrizione FROM partita_contabile WHERE anagrafica_id = $1 ORDER BY id', [anagraficaId])).rows;
/** The forms (modulo codes) filed on a registration, oldest first. */
const formsOf = async (anagraficaRuoloId: number) =>
  (
    await t().db.query<{ codice: string }>('SELECT m.codice FROM anagrafica_modulo am JOIN modulo m ON m.id = am.modulo_id WHERE am.anagrafica_ruolo_id = $1 ORDER BY am.id', [anagraficaRuoloId])
  ).rows.map((f) => f.codice);
const agonista = async (anagraficaId: number) => (await t().db.query<{ agonista: boolean }>('SELECT agonista FROM anagrafica WHERE id = $1', [anagraficaId])).rows[0].agonista;

/** The person registered with the demo club as Atleta Non Agonista (type AS), its entry approved. */
async function nonCompetitive(anagraficaId: number) {
  await t().db.query('UPDATE anagrafica SET agonista = false WHERE id = $1', [anagraficaId]);
  const reg = await call(t().app, admin, 'POST', `/api/anagrafica/${anagraficaId}/societa`, {
    ruolo: await ruoloId(t().db, 'ANA'),
    societa_id: demo,
    tipologia_tesseramento_id: await tipologiaId(t().db, 'AS'),
  });
  expect(reg.statusCode, reg.body).toBe(200);
  const entry = reg.json().carrello_details.partite_contabili[0];
  const approved = await call(t().app, admin, 'POST', `/api/partitacontabile/${entry.id}/approve`, {});
  expect(approved.statusCode, approved.body).toBe(200);
  return Math.round(entry.importo * 100);
}

describe("'Converti in Agonista'", () => {
  it('the club converts its non-competitive athlete in place, is charged only the difference, and cannot convert twice', async () => {
    const p = people[0];
    const charged = await nonCompetitive(p.id);
    const [before] = await athleteRegistrations(p.id);
    const body = { type: 'converti', ruolo: await ruoloId(t().db, 'ATL'), societa_id: demo, stagione_id: season, tipologiaTesseramento: await tipologiaId(t().db, 'AL') };

    const withoutSerie = await call(t().app, club, 'POST', `/api/anagrafica/${p.id}/tesseraanagrafica`, body);
    expect(withoutSerie.statusCode, withoutSerie.body).toBe(422);
    expect(withoutSerie.json().errors.serie_id).toEqual(['Serie Obbligatoria']);
    expect(await athleteRegistrations(p.id)).toEqual([before]);

    // The dialog shows the price the save charges (costooperazione with type=converti).
    const quoted = await call(
      t().app,
      club,
      'GET',
      `/api/anagrafica/${p.id}/costooperazione?tipologia_tesseramento_id=${body.tipologiaTesseramento}&societa_id=${demo}&season=${season}&type=converti`,
    );
    expect(quoted.statusCode, quoted.body).toBe(200);
    const converted = await call(t().app, club, 'POST', `/api/anagrafica/${p.id}/tesseraanagrafica`, { ...body, serie_id: serie.id });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.json().message).toBe(CONVERSION.convertito);
    // The same registration, now competitive, with the type and series chosen; the person is competitive.
    expect(await athleteRegistrations(p.id)).toEqual([{ id: before.id, ruolo: 'ATL', tipologia: 'AL', serie_id: serie.id }]);
    expect(await agonista(p.id)).toBe(true);
    // Registered (approved) already: AL's `importo`, less what the AS registration was charged, in the club's cart.
    const difference = (await fee('AL')).importo_cents - charged;
    expect(difference).toBeGreaterThan(0);
    const details = converted.json().carrello_details;
    expect(details.partite_contabili).toHaveLength(1);
    expect(Math.round(details.partite_contabili[0].importo * 100)).toBe(difference);
    expect(quoted.json()).toEqual({ importo: details.partite_contabili[0].importo, tipo: 'conversione' });
    expect(details.carrello_id).not.toBeNull();
    expect((await entriesOf(p.id)).at(-1)!.descrizione).toMatch(/^Conversione in Agonista Atleta Campionati Nazionali - /);
    const detail = await call(t().app, club, 'GET', `/api/anagrafica/${p.id}?season=${season}`);
    expect(detail.json().agonista ?? detail.json().data?.agonista).toBe(true);

    const again = await call(t().app, club, 'POST', `/api/anagrafica/${p.id}/tesseraanagrafica`, { ...body, serie_id: serie.id });
    expect(again.statusCode).toBe(422);
    expect(again.json().errorMessage).toBe(CONVERSION.nessunTesseramento);
  });

  it('to a type costing no more than was charged, nothing is charged', async () => {
    const p = people[1];
    const charged = await nonCompetitive(p.id);
    expect((await fee('AS')).importo_cents).toBeLessThanOrEqual(charged);
    const entries = (await entriesOf(p.id)).length;
    const res = await call(t().app, club, 'POST', `/api/anagrafica/${p.id}/tesseraanagrafica`, {
      type: 'converti',
      societa_id: demo,
      stagione_id: season,
      tipologiaTesseramento: await tipologiaId(t().db, 'AS'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().carrello_details.partite_contabili).toEqual([]);
    expect((await entriesOf(p.id)).length).toBe(entries);
    expect((await athleteRegistrations(p.id)).map((r) => r.ruolo)).toEqual(['ATL']);
  });

  it('another club and the member user cannot convert; nothing changes', async () => {
    const p = people[2];
    await nonCompetitive(p.id);
    const before = await athleteRegistrations(p.id);
    const body = { type: 'converti', stagione_id: season, tipologiaTesseramento: await tipologiaId(t().db, 'AS') };
    expect((await call(t().app, other, 'POST', `/api/anagrafica/${p.id}/tesseraanagrafica`, body)).statusCode).toBe(403);
    expect((await call(t().app, other, 'POST', `/api/anagrafica/${p.id}/tesseraanagrafica`, { ...body, societa_id: demo })).statusCode).toBe(403);
    expect((await call(t().app, member, 'POST', `/api/anagrafica/${p.id}/tesseraanagrafica`, { ...body, societa_id: demo })).statusCode).toBe(403);
    expect(await athleteRegistrations(p.id)).toEqual(before);
    expect(await agonista(p.id)).toBe(false);
  });
});

/** 'Converti in Agonista' to AL by the club; the entry it charges, and that entry's cart line. */
async function convert(anagraficaId: number) {
  const res = await call(t().app, club, 'POST', `/api/anagrafica/${anagraficaId}/tesseraanagrafica`, {
    type: 'converti',
    societa_id: demo,
    stagione_id: season,
    tipologiaTesseramento: await tipologiaId(t().db, 'AL'),
    serie_id: serie.id,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { carrello_id, partite_contabili } = res.json().carrello_details;
  expect(partite_contabili).toHaveLength(1);
  const entryId: number = partite_contabili[0].id;
  const line = (await t().db.query<{ id: number }>('SELECT id FROM carrello_item WHERE partita_contabile_id = $1', [entryId])).rows[0];
  return { entryId, cartId: carrello_id as number, lineId: line.id, cents: Math.round(partite_contabili[0].importo * 100) };
}

/** An administrator's decision on an entry (approve, reject; cancel is the storno). */
const decide = (entryId: number, action: 'approve' | 'reject' | 'cancel', body: object = {}) => call(t().app, admin, 'POST', `/api/partitacontabile/${entryId}/${action}`, body);
/** The conversion undone: the same registration as before it, the person not competitive again. */
async function expectUndone(anagraficaId: number, before: unknown) {
  expect(await athleteRegistrations(anagraficaId)).toEqual([before]);
  expect(await agonista(anagraficaId)).toBe(false);
}

describe("'Converti in Agonista' whose charge is withdrawn", () => {
  it('removing the cart line undoes the conversion and its forms; the club may convert again and is charged again', async () => {
    const p = people[4];
    await nonCompetitive(p.id);
    const [before] = await athleteRegistrations(p.id);
    expect(before.ruolo).toBe('ANA');
    const formsBefore = await formsOf(before.id);
    const first = await convert(p.id);
    const formsConverted = await formsOf(before.id);
    expect(formsConverted.length).toBeGreaterThan(formsBefore.length);

    const removed = await call(t().app, club, 'DELETE', `/api/cart/${first.cartId}/item/${first.lineId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    await expectUndone(p.id, before);
    expect(await formsOf(before.id)).toEqual(formsBefore);
    const { rows: audits } = await t().db.query("SELECT 1 FROM audit_log WHERE action = 'tessera.anagrafica.converti.annulla' AND entity_id = $1", [String(before.id)]);
    expect(audits).toHaveLength(1);

    const second = await convert(p.id);
    expect(second.entryId).not.toBe(first.entryId);
    expect(second.cents).toBe(first.cents);
    expect((await athleteRegistrations(p.id)).map((r) => r.ruolo)).toEqual(['ATL']);
    expect(await agonista(p.id)).toBe(true);
    // One set of the competitive type's forms, not two.
    expect(await formsOf(before.id)).toEqual(formsConverted);
  });

  it('an administrator rejecting the entry undoes the conversion', async () => {
    const p = people[5];
    await nonCompetitive(p.id);
    const [before] = await athleteRegistrations(p.id);
    const { entryId } = await convert(p.id);
    const rejected = await decide(entryId, 'reject');
    expect(rejected.statusCode, rejected.body).toBe(200);
    await expectUndone(p.id, before);
  });

  it('an approved conversion entry keeps the conversion; a storno undoes it only with ripristina anagrafica', async () => {
    const kept = people[6];
    await nonCompetitive(kept.id);
    const { entryId } = await convert(kept.id);
    const approved = await decide(entryId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const converted = await athleteRegistrations(kept.id);
    expect(converted.map((r) => r.ruolo)).toEqual(['ATL']);
    expect(await agonista(kept.id)).toBe(true);
    // A storno without the restore gives the money back only.
    const moneyOnly = await decide(entryId, 'cancel', { restoreAnagrafica: false });
    expect(moneyOnly.statusCode, moneyOnly.body).toBe(200);
    expect(await athleteRegistrations(kept.id)).toEqual(converted);
    expect(await agonista(kept.id)).toBe(true);

    const restored = people[7];
    await nonCompetitive(restored.id);
    const [before] = await athleteRegistrations(restored.id);
    const second = await convert(restored.id);
    expect((await decide(second.entryId, 'approve')).statusCode).toBe(200);
    const storno = await decide(second.entryId, 'cancel', { restoreAnagrafica: true });
    expect(storno.statusCode, storno.body).toBe(200);
    await expectUndone(restored.id, before);
  });

  it('a registration changed since the conversion is not overwritten: the removal is refused and nothing changes', async () => {
    const p = people[8];
    await nonCompetitive(p.id);
    const { cartId, lineId, entryId } = await convert(p.id);
    await t().db.query("UPDATE anagrafica_ruolo SET tipologia_tesseramento_id = (SELECT id FROM tipologia_tesseramento WHERE codice = 'AS') WHERE id = $1", [(await athleteRegistrations(p.id))[0].id]);
    const changed = await athleteRegistrations(p.id);
    const removed = await call(t().app, club, 'DELETE', `/api/cart/${cartId}/item/${lineId}`);
    expect([removed.statusCode, removed.json().errorMessage ?? removed.json().message]).toEqual([409, CONVERSION_UNDO.modificato]);
    expect(await athleteRegistrations(p.id)).toEqual(changed);
    expect(await agonista(p.id)).toBe(true);
    const { rows } = await t().db.query<{ annullata: boolean }>('SELECT annullata FROM partita_contabile WHERE id = $1', [entryId]);
    expect(rows[0].annullata).toBe(false);
  });
});

describe("'Tesseramenti' (membership) with a club", () => {
  it('asks the series for AL and charges a first registration what costooperazione announced (importo_tesseramento)', async () => {
    // A person the club has just added: never registered, so this is the first registration.
    const created = await call(t().app, club, 'POST', '/api/anagrafica', {
      cognome: 'Primotesseramento',
      nome: 'Alex',
      sesso: serie.sesso,
      data_nascita: '01/01/2000',
      cittadinanza: 'Italiana',
      nazionalita_sportiva: 'Italiana',
    });
    expect(created.statusCode, created.body).toBe(200);
    const p = { id: created.json().id as number };
    const entries = (await entriesOf(p.id)).length;
    const al = await tipologiaId(t().db, 'AL');
    const body = { type: 'tesseramento', ruolo: await ruoloId(t().db, 'ATL'), societa_id: demo, stagione_id: season, tipologiaTesseramento: al };
    const refused = await call(t().app, club, 'POST', `/api/anagrafica/${p.id}/tesseraanagrafica`, body);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.serie_id).toEqual(['Serie Obbligatoria']);
    expect((await entriesOf(p.id)).length).toBe(entries);

    const announced = await call(t().app, club, 'GET', `/api/anagrafica/${p.id}/costooperazione?tipologia_tesseramento_id=${al}&societa_id=${demo}&season=${season}`);
    expect(announced.json().tipo).toBe('primo');
    const saved = await call(t().app, club, 'POST', `/api/anagrafica/${p.id}/tesseraanagrafica`, { ...body, serie_id: serie.id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().carrello_details.partite_contabili[0].importo).toBe(announced.json().importo);
    expect(Math.round(announced.json().importo * 100)).toBe((await fee('AL')).importo_tesseramento_cents);
    expect((await athleteRegistrations(p.id))[0].serie_id).toBe(serie.id);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('concurrency (PostgreSQL)', () => {
  it('the same conversion sent twice at once converts once and charges the difference once', async () => {
    const p = people[3];
    const charged = await nonCompetitive(p.id);
    const entries = (await entriesOf(p.id)).length;
    const body = { type: 'converti', societa_id: demo, stagione_id: season, tipologiaTesseramento: await tipologiaId(t().db, 'AL'), serie_id: serie.id };
    const answers = await Promise.all([1, 2].map(() => call(t().app, club, 'POST', `/api/anagrafica/${p.id}/tesseraanagrafica`, body)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.statusCode === 422)!.json().errorMessage).toBe(CONVERSION.nessunTesseramento);
    const added = (await entriesOf(p.id)).slice(entries);
    expect(added.map((e) => e.importo_cents)).toEqual([(await fee('AL')).importo_cents - charged]);
    expect((await athleteRegistrations(p.id)).map((r) => r.ruolo)).toEqual(['ATL']);
  });
});
