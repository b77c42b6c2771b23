// 'Esporta' of a party's own Bonus / Portafogli tab (spec 2 §7: the accounting lists answer
// &export=excel): GET portafoglio/{id}/movimenti?export=excel writes the movements of the caller's own
// wallet only. A club (or a person) asking for another party's wallet is answered as for a missing one
// and nothing is queued; the file holds the wallet's movements and no other.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { readXlsx, runJobs } from '../helpers/exports.ts';
import { callerFor, demoIds, otherClubId, walletOf } from './ledger-helpers.ts';

const t = useTestApp();

const exportsOf = async (email: string) => (await t().db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_export e JOIN users u ON u.id = e.user_id WHERE u.email = $1', [email])).rows[0].n;

async function walletWithMovements(col: 'societa_id' | 'anagrafica_id', partyId: number) {
  const w = await walletOf(t(), col, partyId);
  await t().db.query(`INSERT INTO movimento_portafoglio (portafoglio_id, valore_cents, data_versamento, stato, codice_versamento) VALUES ($1, 777, CURRENT_DATE, 'approvata', $2)`, [
    w.id,
    `EXP-${col}-${partyId}`,
  ]);
  return w.id;
}

describe("export of a party's wallet movements", () => {
  it('a club exports its own movements, all of them and only them', async () => {
    const { societaId } = await demoIds(t());
    const own = await walletWithMovements('societa_id', societaId);
    const club = await callerFor(t(), 'societa@demo.it');
    const listed = (await club('GET', `/api/portafoglio/${own}/movimenti?paginate=1000`)).json();
    expect(listed.total).toBeGreaterThan(0);
    const started = await club('GET', `/api/portafoglio/${own}/movimenti?export=excel`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ error: false, status: 'pending' });
    expect(await runJobs(t().app)).toContain('done');
    const file = await club('GET', `/api/userexports/download/${started.json().id}`);
    expect(file.statusCode).toBe(200);
    const sheet = await readXlsx(file.rawPayload);
    expect(sheet.rows.map((r) => r['Codice versamento'] ?? null)).toEqual(listed.data.map((m: { codice_versamento: string | null }) => m.codice_versamento));
  });

  it("a club may not export another club's movements: 404 as a missing wallet, nothing queued", async () => {
    const { societaId } = await demoIds(t());
    const other = await walletWithMovements('societa_id', await otherClubId(t(), societaId));
    const club = await callerFor(t(), 'societa@demo.it');
    const before = await exportsOf('societa@demo.it');
    const res = await club('GET', `/api/portafoglio/${other}/movimenti?export=excel`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Portafoglio non trovato');
    // Nor by naming the wallet in the query instead of the path.
    const own = (await walletOf(t(), 'societa_id', societaId)).id;
    expect((await club('GET', `/api/portafoglio/${own}/movimenti?export=excel&scope_portafoglio=${other}`)).statusCode).toBe(400);
    expect(await exportsOf('societa@demo.it')).toBe(before);
  });

  it("a person may not export another person's movements; an administrator exports anyone's", async () => {
    const { anagraficaId } = await demoIds(t());
    const { rows } = await t().db.query<{ id: number }>('SELECT anagrafica_id AS id FROM portafoglio WHERE anagrafica_id IS NOT NULL AND anagrafica_id <> $1 ORDER BY id LIMIT 1', [anagraficaId]);
    const other = await walletWithMovements('anagrafica_id', rows[0].id);
    const person = await callerFor(t(), 'tesserato@demo.it');
    expect((await person('GET', `/api/portafoglio/${other}/movimenti?export=excel`)).statusCode).toBe(404);
    const admin = await callerFor(t(), 'admin@demo.it');
    expect((await admin('GET', `/api/portafoglio/${other}/movimenti?export=excel`)).statusCode).toBe(200);
  });
});
