// Whether a database holds the demo data: read at every start, so it stays apart from the seed's code
// and data (server/seed/index.ts), which the server loads only when it seeds.
import type { Db } from '../db/client.ts';
import { DEMO_ACCOUNTS } from './users.ts';

/**
 * What a migrated database holds: the demo data (a demo account exists), nothing yet, a federation
 * started without demo mode ('real': accounts other than the demo's), or reference data without any
 * account ('no-account': a federation started without demo mode whose first administrator is not
 * created yet, or a demo database half-seeded by a version that committed the seed in steps). Demo
 * data are loaded only into an empty database: never demo accounts with a known password into a real
 * one. The seed is one transaction, so an interrupted seed leaves the database empty.
 */
export async function demoDataState(db: Db): Promise<'demo' | 'empty' | 'real' | 'no-account'> {
  const { rows } = await db.query<{ demo: boolean; users: boolean; reference: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE email = ANY($1::text[])) AS demo,
            EXISTS (SELECT 1 FROM users) AS users,
            EXISTS (SELECT 1 FROM application) AS reference`,
    [DEMO_ACCOUNTS.map((a) => a.email)],
  );
  const { demo, users, reference } = rows[0];
  return demo ? 'demo' : users ? 'real' : reference ? 'no-account' : 'empty';
}
