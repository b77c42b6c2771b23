// Shared pieces of the ledger API tests: logged-in callers and the demo parties' rows.
import type { TestApp } from '../helpers/app.ts';
import { call, loginAs } from '../helpers/app.ts';

export type Caller = (method: string, url: string, payload?: unknown) => ReturnType<typeof call>;

export async function callerFor(t: TestApp, email: string): Promise<Caller> {
  const token = await loginAs(t.app, email);
  return (method, url, payload) => call(t.app, token, method, url, payload);
}

export async function demoIds(t: TestApp) {
  const { rows } = await t.db.query<{ email: string; societa_id: number | null; anagrafica_id: number | null }>(
    "SELECT email, societa_id, anagrafica_id FROM users WHERE email IN ('societa@demo.it', 'tesserato@demo.it')",
  );
  const by = Object.fromEntries(rows.map((r) => [r.email, r]));
  return { societaId: by['societa@demo.it'].societa_id!, anagraficaId: by['tesserato@demo.it'].anagrafica_id! };
}

/** A fresh entry inserted directly (the ledger's own API is what the tests exercise). */
export async function insertEntry(t: TestApp, over: Record<string, unknown> = {}): Promise<number> {
  const cols = { codice: 'Diritti di Segreteria', importo_cents: 5000, data_registrazione: '2025-10-01', stagione_id: await seasonId(t), ...over };
  const keys = Object.keys(cols);
  const { rows } = await t.db.query<{ id: number }>(`INSERT INTO partita_contabile (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`, Object.values(cols));
  return rows[0].id;
}

export async function seasonId(t: TestApp): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM stagione WHERE deleted_at IS NULL ORDER BY aperta DESC, data_inizio DESC LIMIT 1');
  return rows[0].id;
}

export async function entry(t: TestApp, id: number) {
  const { rows } = await t.db.query<any>('SELECT * FROM partita_contabile WHERE id = $1', [id]);
  return rows[0];
}

export async function walletOf(t: TestApp, col: 'societa_id' | 'anagrafica_id', id: number) {
  const { rows } = await t.db.query<{ id: number; totale_cents: number }>(`SELECT id, totale_cents FROM portafoglio WHERE ${col} = $1`, [id]);
  return rows[0];
}

export async function otherClubId(t: TestApp, not: number): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM societa WHERE id <> $1 AND deleted_at IS NULL ORDER BY id LIMIT 1', [not]);
  return rows[0].id;
}
