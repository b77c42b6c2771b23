import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { dbWhenOpen } from './db-when-open.ts';

/** A database that answers its calls' names, counting writes from 3. */
function fakeDb(kind: Db['kind'] = 'pglite'): Db & { calls: string[] } {
  const calls: string[] = [];
  return {
    kind,
    calls,
    soleWriter: true,
    writeCount: () => 3,
    query: async (sql) => {
      calls.push(sql);
      return { rows: [{ sql }], affectedRows: 0 } as never;
    },
    exec: async (sql) => void calls.push(sql),
    transaction: async (fn) => fn({ query: async () => ({ rows: [{ tx: true }] }) as never, exec: async () => {} }),
    close: async () => void calls.push('close'),
  };
}

describe('a database handle usable before the database is open', () => {
  it('calls made before the opening wait for it, in order; later ones go straight through', async () => {
    let open!: (db: Db) => void;
    const db = dbWhenOpen('pglite', new Promise<Db>((r) => (open = r)));
    const real = fakeDb();
    const first = db.query('SELECT 1');
    const script = db.exec('SELECT 2');
    let settled = false;
    void first.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(db.writeCount?.()).toBe(0);
    expect(db.soleWriter).toBeUndefined();

    open(real);
    expect((await first).rows).toEqual([{ sql: 'SELECT 1' }]);
    await script;
    expect(await db.transaction((tx) => tx.query('x'))).toMatchObject({ rows: [{ tx: true }] });
    await db.query('SELECT 3');
    await db.close();
    expect(real.calls).toEqual(['SELECT 1', 'SELECT 2', 'SELECT 3', 'close']);
    expect(db.writeCount?.()).toBe(3);
    expect(db.soleWriter).toBe(true);
    expect(db.kind).toBe('pglite');
  });

  it('a database that fails to open fails the calls waiting for it', async () => {
    const db = dbWhenOpen('postgres', Promise.reject(new Error('connessione rifiutata')));
    await expect(db.query('SELECT 1')).rejects.toThrow('connessione rifiutata');
  });

  it('a database of another kind than the settings name is refused', async () => {
    const db = dbWhenOpen('postgres', Promise.resolve(fakeDb('pglite')));
    await expect(db.query('SELECT 1')).rejects.toThrow('database pglite opened where postgres was expected');
  });
});
