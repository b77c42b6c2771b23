// Whether a database holds the demo data: read at every start, so it stays apart from the seed's code
// and data (server/seed/index.ts), which the server loads only when it seeds.
import type { Db } from '../db/client.ts';
import { DEMO_ACCOUNTS } from './users.ts';

/**
 * What a migrated database holds: the demo data (a demo account exists), nothing yet, or a federation
 * started without demo mode (an account, or the reference data an empty federation gets). Demo data
 * are loaded only into an empty database: never demo accounts with a known password into a real one.
 */
export async function demoDataState(db: Db): Promise<'demo' | 'empty' | 'real'> {
  const { rows } = await db.query<{ demo: boolean; users: boolean; reference: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE email = ANY($1::text[])) AS demo,
            EXISTS (SELECT 1 FROM users) AS users,
            EXISTS (SELECT 1 FROM application) AS reference`,
    [DEMO_ACCOUNTS.map((a) => a.email)],
  );
  const { demo, users, reference } = rows[0];
  return demo ? 'demo' : users || reference ? 'real' : 'empty';
}
