// A new federation (PostgreSQL or the embedded database without demo mode, then create-admin) can do
// its basic work from its first start: the national reference data no screen creates are there
// (roles, forms, the standard causali with their families and AFF/RIAFF, series, document types,
// Italian geography, the payment channels of its configuration), and nothing else: no club, person or
// money. An existing database gains what it lacks once, without duplicates, and keeps the changes
// the federation made to it.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createFirstAdmin, prepareDatabase } from '../../server/auth/first-admin.ts';
import { seedReference, seedSeasons } from '../../server/seed/core.ts';
import { CAUSALI, MODULI, RUOLI, SERIE, TIPI_DOCUMENTO } from '../../server/reference/catalog.ts';
import { call } from '../helpers/app.ts';
import { cloneTestDb, emptyTestDb } from '../helpers/db-template.ts';

const IBAN = 'IT60X0542811101000000123456';
const payment = { cardPayments: true, paymentIban: IBAN, paymentBank: 'Banca di Prova' };
const start = (db: Db, more: Record<string, unknown> = {}) => prepareDatabase(db, { demo: false, seedScale: 1, ...payment, ...more });

const count = async (db: Db, table: string, where = 'true') => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`)).rows[0].n;

/** What the national reference data amount to, table by table. */
async function referenceCounts(db: Db) {
  const out: Record<string, number> = {};
  for (const t of ['regione', 'provincia', 'comune', 'ruolo', 'modulo', 'tipologia_tesseramento', 'tipologia_tesseramento_modulo', 'serie', 'tipo_documento', 'banca']) out[t] = await count(db, t);
  return out;
}

describe('a federation started without demo data', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let admin: string;
  let dataDir = '';

  beforeAll(async () => {
    ({ db, drop } = await emptyTestDb());
    await migrate(db);
    await start(db);
    const settings = { ...loadConfig({ DATA_DIR: `.tmp/data-${process.pid}-${Date.now()}` }), demo: false };
    dataDir = settings.dataDir;
    app = await buildApp({ db, settings });
    await app.ready();
    // The first system administrator (create-admin), who changes the one-time password at the first login.
    // Typed with spaces and capitals, stored as every account's e-mail: trimmed and lower-cased.
    const { password } = await createFirstAdmin(db, { email: ' Capo@Federazione.IT ', name: 'Mario Rossi' });
    expect((await db.query("SELECT email FROM users WHERE tipo_utente = 'sysadmin'")).rows).toEqual([{ email: 'capo@federazione.it' }]);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/updatePasswordUtente',
      payload: { email: 'capo@federazione.it', oldpassword: password, password: 'Federazione2026', confirmpassword: 'Federazione2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    admin = changed.json().access_token;
  }, 240_000);

  afterAll(async () => {
    await app?.close();
    await drop?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('has the national catalog, the Italian geography and the payment channels, and no club, person or money', async () => {
    expect(await referenceCounts(db)).toMatchObject({
      regione: 20,
      ruolo: RUOLI.length,
      modulo: MODULI.length,
      tipologia_tesseramento: CAUSALI.length,
      tipologia_tesseramento_modulo: CAUSALI.reduce((n, c) => n + c.moduli.length, 0),
      serie: SERIE.length,
      tipo_documento: TIPI_DOCUMENTO.societa.length + TIPI_DOCUMENTO.anagrafica.length,
      banca: 2,
    });
    expect(await count(db, 'provincia')).toBeGreaterThanOrEqual(107);
    expect(await count(db, 'comune')).toBeGreaterThan(7800);
    for (const table of ['societa', 'anagrafica', 'comitato', 'configurazione', 'partita_contabile', 'portafoglio', 'carrello', 'campionato', 'area_territoriale'])
      expect(await count(db, table), table).toBe(0);
    const causali = (await db.query<{ codice: string; famiglia_ruolo: string }>('SELECT codice, famiglia_ruolo FROM tipologia_tesseramento')).rows;
    expect(causali).toEqual(
      expect.arrayContaining([
        { codice: 'AFF', famiglia_ruolo: 'Societa' },
        { codice: 'RIAFF', famiglia_ruolo: 'Societa' },
        { codice: 'AS', famiglia_ruolo: 'Atleta' },
      ]),
    );
    expect(causali.some((c) => c.famiglia_ruolo === 'Custom')).toBe(false);
  });

  it('answers the pickers a member registration and a club need', async () => {
    const ruoli = (await call(app, admin, 'GET', '/api/ruolo?tipofamiglia=GEN')).json().data;
    expect(ruoli.map((r: { nome: string }) => r.nome)).toContain('Atleta');
    expect((await call(app, admin, 'GET', '/api/provincia?search=mil')).json().data[0]).toMatchObject({ sigla: 'MI' });
    const milano = (await call(app, admin, 'GET', '/api/localita?codice_istat=015146')).json().data;
    expect(milano).toEqual([expect.objectContaining({ denominazione: 'Milano', codice_catastale: 'F205', provincia: 'MI' })]);
    const shown = (await call(app, admin, 'GET', '/api/tipologiatesseramento?mostra_in_anagrafica=1&paginate=1000')).json().data;
    expect(shown.map((t: { codice: string }) => t.codice)).toContain('AS');
    expect((await call(app, admin, 'GET', '/api/modulo')).json().data.length).toBe(MODULI.length);
  });

  it('offers the card gateway in the cart and the configured account for bank transfers', async () => {
    const cart = (await call(app, admin, 'GET', '/api/banca?automatica=1')).json().data;
    expect(cart).toEqual([expect.objectContaining({ intestazione: 'Carta di Credito', automatica: true, tipo: 'CartaCredito' })]);
    const transfer = (await call(app, admin, 'GET', '/api/banca?automatica=false')).json().data;
    expect(transfer).toEqual([expect.objectContaining({ intestazione: 'Bonifico Bancario - Banca di Prova', automatica: false, tipo: 'Bonifico' })]);
    expect((await db.query("SELECT iban FROM banca WHERE codice = 'BONIFICO'")).rows).toEqual([{ iban: IBAN }]);
  });

  it('affiliates a club once the season has the AFF amount (Configurazioni Importi)', async () => {
    const season = (await db.query<{ id: number }>('SELECT id FROM stagione WHERE aperta')).rows[0].id;
    const disciplina = (await db.query<{ id: number }>('SELECT id FROM disciplina ORDER BY id LIMIT 1')).rows[0].id;
    const club = await call(app, admin, 'POST', '/api/societa', { nome: 'Pallamano Nuova', codice_affiliazione: '170001', discipline: [disciplina] });
    expect(club.statusCode, club.body).toBe(200);
    const id = club.json().id;
    // No amount yet: the federation sets it per season.
    expect((await call(app, admin, 'GET', `/api/societa/${id}/getcostoaffiliazione?season=${season}`)).json()).toMatchObject({ error: true, importo: null });
    const aff = (await db.query<{ id: number }>("SELECT id FROM tipologia_tesseramento WHERE codice = 'AFF'")).rows[0].id;
    const fee = await call(app, admin, 'POST', '/api/configurazioni', { stagione_affiliazione_id: season, tipologia_tesseramento_id: aff, importo: 250 });
    expect(fee.statusCode, fee.body).toBe(201);
    expect((await call(app, admin, 'GET', `/api/societa/${id}/getcostoaffiliazione?season=${season}`)).json()).toEqual({ error: false, message: 'Affiliazione', importo: 250 });
    const request = await call(app, admin, 'POST', `/api/societa/${id}/richiestaaffiliazione`, { season });
    expect(request.statusCode, request.body).toBe(200);
  });

  it('starting again adds nothing, keeps what the federation changed, and follows the payment configuration', async () => {
    await db.query("UPDATE tipologia_tesseramento SET deleted_at = now() WHERE codice = 'BH'");
    await db.query("UPDATE ruolo SET nome = 'Atleta agonista' WHERE codice = 'ATL'");
    const before = await referenceCounts(db);
    await start(db);
    expect(await referenceCounts(db)).toEqual(before);
    expect((await db.query("SELECT deleted_at IS NOT NULL AS gone FROM tipologia_tesseramento WHERE codice = 'BH'")).rows).toEqual([{ gone: true }]);
    expect((await db.query("SELECT nome FROM ruolo WHERE codice = 'ATL'")).rows).toEqual([{ nome: 'Atleta agonista' }]);
    // No card gateway configured: the cart offers no card channel (a card checkout could only fail).
    await start(db, { cardPayments: false });
    expect((await call(app, admin, 'GET', '/api/banca?automatica=1')).json().data).toEqual([]);
    // Configured again: the same channel comes back, its payments' history with it.
    await start(db);
    expect((await call(app, admin, 'GET', '/api/banca?automatica=1')).json().data).toEqual([expect.objectContaining({ intestazione: 'Carta di Credito' })]);
    expect(await count(db, 'banca')).toBe(2);
    // A new IBAN replaces the old one; a start without PAYMENT_IBAN keeps it.
    await start(db, { paymentIban: 'IT02L1234512345123456789012', paymentBank: undefined });
    expect((await db.query("SELECT intestazione, iban FROM banca WHERE codice = 'BONIFICO'")).rows).toEqual([{ intestazione: 'Bonifico Bancario', iban: 'IT02L1234512345123456789012' }]);
    // The change of the account the notices print is in the audit log, from what to what.
    const { rows: logged } = await db.query<{ before: any; after: any }>("SELECT before, after FROM audit_log WHERE action = 'banca.configurazione' ORDER BY id DESC LIMIT 1");
    expect(logged[0].before).toMatchObject({ iban: IBAN, intestazione: 'Bonifico Bancario - Banca di Prova' });
    expect(logged[0].after).toEqual({ iban: 'IT02L1234512345123456789012', intestazione: 'Bonifico Bancario' });
    await start(db, { paymentIban: undefined, paymentBank: undefined });
    expect((await db.query("SELECT iban FROM banca WHERE codice = 'BONIFICO'")).rows).toEqual([{ iban: 'IT02L1234512345123456789012' }]);
  });
});

describe('databases started before the national catalog', () => {
  it('a federation that got only applications, disciplines and seasons gains the catalog on its next start', async () => {
    const { db, drop } = await emptyTestDb();
    try {
      await migrate(db);
      // What a start without demo data wrote until now.
      await db.transaction(async (tx) => {
        await seedReference(tx);
        await seedSeasons(tx, new Date());
      });
      expect(await count(db, 'ruolo')).toBe(0);
      await start(db, { cardPayments: false, paymentIban: undefined, paymentBank: undefined });
      expect(await count(db, 'ruolo')).toBe(RUOLI.length);
      expect(await count(db, 'tipologia_tesseramento', "codice IN ('AFF', 'RIAFF')")).toBe(2);
      expect(await count(db, 'comune')).toBeGreaterThan(7800);
      expect(await count(db, 'stagione')).toBe(3);
      // Without a gateway and an IBAN: the account for transfers only, its IBAN unknown.
      expect((await db.query('SELECT codice, intestazione, iban, deleted_at IS NULL AS live FROM banca ORDER BY id')).rows).toEqual([
        { codice: 'BONIFICO', intestazione: 'Bonifico Bancario', iban: null, live: true },
      ]);
    } finally {
      await drop();
    }
  }, 240_000);

  it('a demo database seeded before gains nothing twice: its card gateway and first transfer account become the channels', async () => {
    const { db, drop } = await cloneTestDb();
    try {
      // As the former seed left it: no catalog recorded, banks without the product's codes.
      await db.query('DELETE FROM reference_seed');
      await db.query('UPDATE banca SET codice = NULL');
      const before = await referenceCounts(db);
      const banks = (await db.query<{ id: number; intestazione: string; iban: string | null }>('SELECT id, intestazione, iban FROM banca ORDER BY id')).rows;
      await prepareDatabase(db, { demo: true, seedScale: 1, cardPayments: true });
      expect(await referenceCounts(db)).toEqual(before);
      const channels = (await db.query<{ codice: string; intestazione: string; iban: string | null }>('SELECT codice, intestazione, iban FROM banca WHERE codice IS NOT NULL ORDER BY codice')).rows;
      expect(channels).toEqual([
        { codice: 'BONIFICO', intestazione: banks.find((b) => b.iban)!.intestazione, iban: banks.find((b) => b.iban)!.iban },
        { codice: 'CARTA', intestazione: 'Carta di Credito', iban: null },
      ]);
    } finally {
      await drop();
    }
  }, 120_000);
});
