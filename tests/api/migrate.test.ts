// Several server processes may start at once on one new database (docs/scaling.md): the migrations
// are applied once, whoever gets there first, and nobody fails.
import { describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { emptyTestDb } from '../helpers/db-template.ts';

describe('migrations', () => {
  it('two starts at once on an empty database apply each migration exactly once', async () => {
    const { db, drop } = await emptyTestDb();
    try {
      const [a, b] = await Promise.all([migrate(db), migrate(db)]);
      const names = (await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows.map((r) => r.name);
      expect(names.length).toBeGreaterThan(0);
      expect([...a, ...b].sort()).toEqual(names);
      expect(await migrate(db)).toEqual([]);
    } finally {
      await drop();
    }
  }, 240_000);
});
