import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { MESSAGGI } from '../../resources/contracts/contabilita.ts';
import { callerFor, demoIds, entry, insertEntry, otherClubId, seasonId } from './ledger-helpers.ts';

const t = useTestApp();

describe('accounting lists', () => {
  it('partitacontabile: status progress / completed, newest first, with actions for the admin', async () => {
    const admin = await callerFor(t(), 'admin@demo.it');
    const season = await seasonId(t());
    const progress = (await admin('GET', `/api/partitacontabile?status=progress&season=${season}`)).json();
    expect(progress.total).toBeGreaterThan(0);
    expect(progress.data.every((r: any) => r.stato === 'in_attesa' && r.stagione_id === season)).toBe(true);
    expect(progress.data[0].azioni).toMatchObject({ approve: true, reject: true, storno: false });
    const completed = (await admin('GET', `/api/partitacontabile?status=completed&season=${season}`)).json();
    expect(completed.data.every((r: any) => r.stato !== 'in_attesa')).toBe(true);
    const dates = completed.data.map((r: any) => r.data_registrazione);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters: codice, stato, amount range only when both bounds are above zero, dates (mask placeholder ignored)', async () => {
    const admin = await callerFor(t(), 'admin@demo.it');
    const { societaId } = await demoIds(t());
    const id = await insertEntry(t(), { societa_id: societaId, codice: 'Codice Filtro Test', importo_cents: 12345, data_registrazione: '2025-09-15' });
    const hit = (await admin('GET', '/api/partitacontabile?codice=Codice%20Filtro%20Test&euro_min=123&euro_max=124&dataDa=14/09/2025&dataA=__/__/____')).json();
    expect(hit.data.map((r: any) => r.id)).toEqual([id]);
    expect(hit.data[0]).toMatchObject({ importo: 123.45, stato_label: 'IN ATTESA DI APPROVAZIONE' });
    expect((await admin('GET', '/api/partitacontabile?codice=Codice%20Filtro%20Test&euro_min=200&euro_max=300')).json().total).toBe(0);
    expect((await admin('GET', '/api/partitacontabile?codice=Codice%20Filtro%20Test&euro_min=0&euro_max=1')).json().total).toBe(1);
    expect((await admin('GET', '/api/partitacontabile?codice=Codice%20Filtro%20Test&stato=approvata')).json().total).toBe(0);
    expect((await admin('GET', '/api/partitacontabile?codice=Codice%20Filtro%20Test&dataDa=2025-09-16')).json().total).toBe(0);
  });

  it('unknown filters, sort fields and bad values are 400', async () => {
    const admin = await callerFor(t(), 'admin@demo.it');
    expect((await admin('GET', '/api/partitacontabile?hack=1')).statusCode).toBe(400);
    expect((await admin('GET', '/api/partitacontabile?sortby=password')).statusCode).toBe(400);
    expect((await admin('GET', '/api/partitacontabile?stato=boh')).statusCode).toBe(400);
    expect((await admin('GET', '/api/partitacontabile?dataDa=31/02/2025')).statusCode).toBe(400);
    expect((await admin('GET', '/api/partitacontabile?scope_societa=1')).statusCode).toBe(400);
  });

  it('a backwards date or amount range is a 422 under its upper bound, in every list and export that takes it; equal bounds are a range', async () => {
    const admin = await callerFor(t(), 'admin@demo.it');
    const { societaId } = await demoIds(t());
    const dates = await admin('GET', '/api/partitacontabile?dataDa=30/11/2026&dataA=2026-11-01');
    expect(dates.statusCode).toBe(422);
    expect(dates.json().errors).toEqual({ dataA: [MESSAGGI.dataFinalePrecedente] });
    expect(MESSAGGI.dataFinalePrecedente).toBe('La data finale non può precedere la data iniziale');
    const amounts = await admin('GET', `/api/partitacontabile/societa/${societaId}?euro_min=10000&euro_max=1000`);
    expect(amounts.statusCode).toBe(422);
    expect(amounts.json().errors).toEqual({ euro_max: ["L'importo massimo non può essere minore dell'importo minimo"] });
    const both = await admin('GET', '/api/transazionicartacredito?dataDa=2026-11-30&dataA=2026-11-01&euro_min=20&euro_max=10');
    expect(both.statusCode).toBe(422);
    expect(Object.keys(both.json().errors).sort()).toEqual(['dataA', 'euro_max']);
    expect((await admin('GET', '/api/partitacontabile?status=completed&export=excel&dataDa=2026-11-30&dataA=2026-11-01')).statusCode).toBe(422);
    // A bound at zero is no amount filter (spec 2 §5), so nothing is backwards; the same day twice is one day.
    expect((await admin('GET', '/api/partitacontabile?euro_min=10000&euro_max=0&dataDa=2026-11-01&dataA=01/11/2026')).statusCode).toBe(200);
  });

  it("a club user sees only its club's entries (and transfers where it is the old club); a person only its own", async () => {
    const { societaId, anagraficaId } = await demoIds(t());
    const club = await callerFor(t(), 'societa@demo.it');
    const list = (await club('GET', '/api/partitacontabile?paginate=200')).json();
    expect(list.total).toBeGreaterThan(0);
    expect(list.data.every((r: any) => r.societa_id === societaId || r.old_societa_id === societaId)).toBe(true);
    expect(list.data.every((r: any) => !r.azioni.approve)).toBe(true);
    const other = await otherClubId(t(), societaId);
    expect((await club('GET', `/api/partitacontabile/societa/${other}`)).statusCode).toBe(403);
    expect((await club('GET', `/api/partitacontabile/societa/${societaId}?status=completed`)).statusCode).toBe(200);
    const person = await callerFor(t(), 'tesserato@demo.it');
    const mine = (await person('GET', '/api/partitacontabile?paginate=200')).json();
    expect(mine.data.every((r: any) => r.anagrafica_id === anagraficaId)).toBe(true);
    expect((await person('GET', `/api/partitacontabile/anagrafica/${anagraficaId}?type=allenatore&status=completed`)).statusCode).toBe(200);
  });

  it("a member's grids narrow by type: arbitro = referee registrations, allenatore = coach ones, empty = all; other types are 400", async () => {
    const { anagraficaId } = await demoIds(t());
    const family = async (f: string) =>
      (await t().db.query<{ id: number }>('SELECT id FROM tipologia_tesseramento WHERE famiglia_ruolo = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1', [f])).rows[0].id;
    const referee = await insertEntry(t(), { anagrafica_id: anagraficaId, codice: 'Tesseramento Arbitro', tipologia_tesseramento_id: await family('Arbitro') });
    const coach = await insertEntry(t(), { anagrafica_id: anagraficaId, codice: 'Licenza Allenatore', tipologia_tesseramento_id: await family('Tecnico') });
    const person = await callerFor(t(), 'tesserato@demo.it');
    const ids = async (type: string) => {
      const res = await person('GET', `/api/partitacontabile/anagrafica/${anagraficaId}?status=progress&paginate=500${type ? `&type=${type}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((r: any) => r.id);
    };
    const referees = await ids('arbitro');
    expect(referees).toContain(referee);
    expect(referees).not.toContain(coach);
    const coaches = await ids('allenatore');
    expect(coaches).toContain(coach);
    expect(coaches).not.toContain(referee);
    expect(await ids('')).toEqual(expect.arrayContaining([referee, coach]));
    // The member variant's type is a registration family; the other lists' type is who pays.
    for (const type of ['societa', 'anagrafica', 'atleta', "arbitro'--"]) {
      expect((await person('GET', `/api/partitacontabile/anagrafica/${anagraficaId}?type=${encodeURIComponent(type)}`)).statusCode).toBe(400);
    }
    const admin = await callerFor(t(), 'admin@demo.it');
    expect((await admin('GET', '/api/partitacontabile?type=arbitro')).statusCode).toBe(400);
    expect((await admin('GET', '/api/partitacontabile?type=anagrafica')).statusCode).toBe(200);
  });

  it('requestType=trasferimenti lists transfer entries; the old club approves the second layer once', async () => {
    const { societaId } = await demoIds(t());
    const newClub = await otherClubId(t(), societaId);
    const { rows } = await t().db.query<{ id: number }>('SELECT anagrafica_id AS id FROM anagrafica_ruolo WHERE societa_id = $1 LIMIT 1', [societaId]);
    const id = await insertEntry(t(), { societa_id: newClub, old_societa_id: societaId, anagrafica_id: rows[0].id, codice: 'Trasferimento' });
    const club = await callerFor(t(), 'societa@demo.it');
    const list = (await club('GET', '/api/partitacontabile?requestType=trasferimenti&paginate=500')).json();
    const row = list.data.find((r: any) => r.id === id);
    expect(row.azioni).toMatchObject({ approveLayer: true, approve: false });
    expect((await club('POST', `/api/partitacontabile/${id}/approvetrasferimento`, { buyWithoutMoney: true })).statusCode).toBe(422);
    expect((await club('POST', `/api/partitacontabile/${id}/approvetrasferimento`, {})).statusCode).toBe(200);
    expect(await entry(t(), id)).toMatchObject({ approvata_societa: true, approvata: false });
    const again = await club('POST', `/api/partitacontabile/${id}/rejecttrasferimento`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGGI.livelloGiaDeciso);
  });

  it("a loan's entry is not a transfer request: not listed as one, and its paying club cannot refuse it as the old club", async () => {
    const { societaId } = await demoIds(t());
    const { rows } = await t().db.query<{ id: number }>('SELECT anagrafica_id AS id FROM anagrafica_ruolo WHERE societa_id = $1 LIMIT 1', [societaId]);
    // A loan: the lending club pays and is named as the athlete's club.
    const id = await insertEntry(t(), { societa_id: societaId, old_societa_id: societaId, anagrafica_id: rows[0].id, codice: 'Prestito' });
    const club = await callerFor(t(), 'societa@demo.it');
    const requests = (await club('GET', '/api/partitacontabile?requestType=trasferimenti&paginate=500')).json();
    expect(requests.data.map((r: any) => r.id)).not.toContain(id);
    const row = (await club('GET', '/api/partitacontabile?paginate=500')).json().data.find((r: any) => r.id === id);
    expect(row.azioni).toMatchObject({ approveLayer: false, reject: false });
    expect((await club('POST', `/api/partitacontabile/${id}/rejecttrasferimento`, {})).statusCode).toBe(403);
    expect(await entry(t(), id)).toMatchObject({ rifiutata_societa: false, approvata: false, rifiutata: false });
  });

  it('a person approves its coach-licence entry (second layer) but not another code', async () => {
    const { anagraficaId } = await demoIds(t());
    const licence = await insertEntry(t(), { anagrafica_id: anagraficaId, codice: 'Licenza Allenatore' });
    const other = await insertEntry(t(), { anagrafica_id: anagraficaId, codice: 'Tesseramento Arbitro' });
    const person = await callerFor(t(), 'tesserato@demo.it');
    expect((await person('POST', `/api/partitacontabile/${licence}/approvetrasferimento`)).statusCode).toBe(200);
    expect(await entry(t(), licence)).toMatchObject({ approvata_anagrafica: true });
    expect((await person('POST', `/api/partitacontabile/${other}/approvetrasferimento`)).statusCode).toBe(403);
  });

  it('details, codes, states, banks, wallets, card transactions', async () => {
    const admin = await callerFor(t(), 'admin@demo.it');
    const { societaId } = await demoIds(t());
    const id = await insertEntry(t(), { societa_id: societaId });
    const detail = (await admin('GET', `/api/partitacontabile/${id}`)).json();
    expect(detail).toMatchObject({ id, societa_id: societaId, stato: 'in_attesa', azioni: { approve: true } });
    const codici = (await admin('GET', '/api/partitacontabile/codici?type=societa')).json();
    expect(codici.data.find((c: any) => c.codice === 'Diritti di Segreteria')).toMatchObject({ slug: 'diritti_di_segreteria' });
    // Each side lists exactly its codes in use, in order (a club-only code is not a member's, and the reverse).
    await insertEntry(t(), { societa_id: societaId, codice: 'Zeta Solo Società' });
    const { rows: person } = await t().db.query<{ id: number }>('SELECT min(id) AS id FROM anagrafica');
    await insertEntry(t(), { societa_id: null, anagrafica_id: person[0].id, codice: 'Zeta Solo Tesserato' });
    for (const [type, side] of [
      ['societa', 'societa_id IS NOT NULL'],
      ['anagrafica', 'anagrafica_id IS NOT NULL AND societa_id IS NULL'],
      ['', 'true'],
    ]) {
      const { rows } = await t().db.query<{ codice: string }>(`SELECT DISTINCT codice FROM partita_contabile WHERE ${side} ORDER BY codice`);
      const listed = (await admin('GET', `/api/partitacontabile/codici${type ? `?type=${type}` : ''}`)).json().data.map((c: any) => c.codice);
      expect(listed).toEqual(rows.map((r) => r.codice));
    }
    const societaCodes = (await admin('GET', '/api/partitacontabile/codici?type=societa')).json().data.map((c: any) => c.codice);
    expect(societaCodes).toContain('Zeta Solo Società');
    expect(societaCodes).not.toContain('Zeta Solo Tesserato');
    expect((await admin('GET', '/api/partitacontabile/stati')).json().data.map((s: any) => s.label)).toContain('IN ATTESA DI APPROVAZIONE');
    const banche = (await admin('GET', '/api/banca?automatica=false')).json().data;
    expect(banche.length).toBeGreaterThan(0);
    expect(banche.every((b: any) => !b.automatica)).toBe(true);
    const wallets = (await admin('GET', '/api/portafoglio?type=societa')).json();
    expect(wallets.total).toBeGreaterThan(0);
    const own = (await (await callerFor(t(), 'societa@demo.it'))('GET', '/api/portafoglio')).json();
    expect(own.data.map((w: any) => w.societa_id)).toEqual([societaId]);
    const moves = (await admin('GET', `/api/portafoglio/${own.data[0].id}/movimenti`)).json();
    expect(moves.total).toBeGreaterThan(0);
    const trx = (await admin('GET', '/api/transazionicartacredito?type=societa')).json();
    if (trx.total > 0) expect((await admin('GET', `/api/transazione/${trx.data[0].id}`)).json().codice).toBe(trx.data[0].codice);
  });

  it('portafoglio: the potential total is the total plus the waiting movements, in euros, in the list as in the single wallet', async () => {
    const admin = await callerFor(t(), 'admin@demo.it');
    const { societaId } = await demoIds(t());
    const { rows } = await t().db.query<{ id: number; totale_cents: number }>('SELECT id, totale_cents FROM portafoglio WHERE societa_id = $1', [societaId]);
    const wallet = rows[0];
    expect(wallet.totale_cents).toBeGreaterThan(0);
    await t().db.query(`INSERT INTO movimento_portafoglio (portafoglio_id, valore_cents, data_versamento, stato) VALUES ($1, 12345, CURRENT_DATE, 'in_attesa')`, [wallet.id]);
    try {
      const waiting = (await t().db.query<{ cents: number }>(`SELECT sum(valore_cents)::int AS cents FROM movimento_portafoglio WHERE portafoglio_id = $1 AND stato = 'in_attesa'`, [wallet.id]))
        .rows[0].cents;
      const expected = { totale: wallet.totale_cents / 100, portafoglioProbabile: (wallet.totale_cents + waiting) / 100 };
      const listed = (await admin('GET', '/api/portafoglio?type=societa&paginate=1000')).json().data.find((w: any) => w.id === wallet.id);
      expect(listed).toMatchObject(expected);
      expect((await admin('GET', `/api/portafoglio/${wallet.id}`)).json()).toMatchObject(expected);
    } finally {
      await t().db.query(`DELETE FROM movimento_portafoglio WHERE portafoglio_id = $1 AND valore_cents = 12345 AND stato = 'in_attesa'`, [wallet.id]);
    }
  });

  it('portafoglio: sorted by holder name (club or person), both directions, all pages in order', async () => {
    const admin = await callerFor(t(), 'admin@demo.it');
    for (const dir of ['asc', 'desc']) {
      const { rows } = await t().db.query<{ nome: string }>(
        `SELECT coalesce(s.nome, a.cognome || ' ' || a.nome) AS nome FROM portafoglio pf LEFT JOIN societa s ON s.id = pf.societa_id LEFT JOIN anagrafica a ON a.id = pf.anagrafica_id ORDER BY 1 ${dir}`,
      );
      expect(rows.length).toBeGreaterThan(2);
      const names: string[] = [];
      for (let page = 1; names.length < rows.length; page++) {
        const res = await admin('GET', `/api/portafoglio?sortby=nome:${dir}&paginate=2&page=${page}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().total).toBe(rows.length);
        expect(res.json().data.length).toBeGreaterThan(0);
        names.push(...res.json().data.map((w: any) => w.nome));
      }
      expect(names).toEqual(rows.map((r) => r.nome));
    }
  });

  it('export=excel starts an export of the same filtered rows', async () => {
    const admin = await callerFor(t(), 'admin@demo.it');
    const res = await admin('GET', '/api/partitacontabile?status=completed&export=excel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: false, status: 'pending' });
    expect((await admin('GET', '/api/partitacontabile?export=pdf')).statusCode).toBe(400);
  });

  it('custom cost (Ricavi custom): admin only, fee from configuration unless the amount is edited', async () => {
    const admin = await callerFor(t(), 'admin@demo.it');
    const { societaId } = await demoIds(t());
    const { rows } = await t().db.query<{ id: number }>('SELECT id FROM tipologia_tesseramento WHERE famiglia = 0 AND deleted_at IS NULL ORDER BY id LIMIT 1');
    const res = await admin('POST', '/api/partitacontabile', { tipologia_tesseramento_id: rows[0].id, societa_id: societaId, modifica_importo: true, costo: '15.20' });
    expect(res.statusCode).toBe(200);
    expect(await entry(t(), res.json().id)).toMatchObject({ importo_cents: 1520, societa_id: societaId, approvata: false });
    const put = await admin('PUT', `/api/partitacontabile/${res.json().id}`, { modifica_importo: true, costo: 20 });
    expect(put.statusCode).toBe(200);
    expect((await entry(t(), res.json().id)).importo_cents).toBe(2000);
    expect((await admin('POST', '/api/partitacontabile', { tipologia_tesseramento_id: rows[0].id, modifica_importo: true, costo: 1 })).statusCode).toBe(422);
    expect((await (await callerFor(t(), 'societa@demo.it'))('POST', '/api/partitacontabile', { tipologia_tesseramento_id: rows[0].id, societa_id: societaId })).statusCode).toBe(403);
  });

  it("only a 'Custom' reason makes a custom cost, and only a custom cost is changed by PUT", async () => {
    const admin = await callerFor(t(), 'admin@demo.it');
    const { societaId } = await demoIds(t());
    const { rows } = await t().db.query<{ id: number }>("SELECT id FROM tipologia_tesseramento WHERE famiglia_ruolo = 'Societa' AND deleted_at IS NULL ORDER BY id LIMIT 1");
    const affiliation = await admin('POST', '/api/partitacontabile', { tipologia_tesseramento_id: rows[0].id, societa_id: societaId, modifica_importo: true, costo: 1 });
    expect(affiliation.statusCode).toBe(422);
    expect(affiliation.json().errors.tipologia_tesseramento_id).toEqual(['La causale selezionata non è valida']);
    // An awaiting registration's entry keeps its reason and amount.
    const { rows: registration } = await t().db.query<{ id: number; importo_cents: number; codice: string }>(
      "SELECT id, importo_cents, codice FROM partita_contabile WHERE stato = 'in_attesa' AND anagrafica_ruolo_id IS NOT NULL AND data_pagamento IS NULL ORDER BY id LIMIT 1",
    );
    const put = await admin('PUT', `/api/partitacontabile/${registration[0].id}`, { modifica_importo: true, costo: 0.01, descrizione: 'sconto' });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(MESSAGGI.nonCostoCustom);
    expect(await entry(t(), registration[0].id)).toMatchObject({ importo_cents: registration[0].importo_cents, codice: registration[0].codice });
  });

  it("a custom cost reaches its payer's cart, follows its amount there, and is paid at checkout", async () => {
    const admin = await callerFor(t(), 'admin@demo.it');
    const club = await callerFor(t(), 'societa@demo.it');
    const { societaId, anagraficaId } = await demoIds(t());
    const { rows } = await t().db.query<{ id: number }>('SELECT id FROM tipologia_tesseramento WHERE famiglia = 0 AND deleted_at IS NULL ORDER BY id LIMIT 1');
    const id = (
      await admin('POST', '/api/partitacontabile', { tipologia_tesseramento_id: rows[0].id, societa_id: societaId, modifica_importo: true, costo: 12.34, descrizione: 'Multa di prova' })
    ).json().id;
    const line = async () =>
      ((await club('GET', `/api/societa/${societaId}/cart`)).json().items as { partita_contabile_id: number; importo: number; descrizione: string }[]).find((i) => i.partita_contabile_id === id);
    expect(await line()).toMatchObject({ importo: -12.34, descrizione: 'Multa di prova' });
    await admin('PUT', `/api/partitacontabile/${id}`, { modifica_importo: true, costo: 13 });
    expect((await line())?.importo).toBe(-13);
    const cartId = (await club('GET', `/api/societa/${societaId}/cart`)).json().carrello_id;
    const paid = await club('POST', `/api/cart/${cartId}/checkout`, {});
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await entry(t(), id)).toMatchObject({ approvata: true, bonus_cents: 1300 });
    // A person's custom cost goes to the person's cart.
    const personal = (await admin('POST', '/api/partitacontabile', { tipologia_tesseramento_id: rows[0].id, anagrafica_id: anagraficaId, modifica_importo: true, costo: 5 })).json().id;
    const personCart = (await admin('GET', `/api/anagrafica/${anagraficaId}/cart`)).json();
    expect(personCart.items.map((i: { partita_contabile_id: number }) => i.partita_contabile_id)).toContain(personal);
  });
});
