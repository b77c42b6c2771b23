// Status and type lists are declared once, `as const`, in resources/contracts/ (or beside their
// queue); the database's CHECK constraints must allow exactly those values. Add a line per list.
import { describe, expect, it } from 'vitest';
import { EXPORT_STATUSES } from '../../resources/contracts/exports.ts';
import { TIPI_UTENTE } from '../../resources/contracts/utenti.ts';
import { JOB_STATUSES } from '../../server/jobs/queue.ts';
import { useTestApp } from '../helpers/app.ts';

const t = useTestApp();

const LISTS: { table: string; column: string; values: readonly string[] }[] = [
  { table: 'user_export', column: 'status', values: EXPORT_STATUSES },
  { table: 'job', column: 'status', values: JOB_STATUSES },
  { table: 'users', column: 'tipo_utente', values: TIPI_UTENTE },
];

/** The values a column's `CHECK (column IN (…))` allows, read from the catalogue. */
async function checkedValues(table: string, column: string): Promise<string[]> {
  const { rows } = await t().db.query<{ def: string }>(
    `SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
      WHERE c.contype = 'c' AND c.conrelid = $1::regclass AND pg_get_constraintdef(c.oid) ~ ('\\m' || $2 || '\\M')`,
    [table, column],
  );
  // PostgreSQL writes IN lists as `column = ANY (ARRAY['a'::text, 'b'::text])`.
  const def = rows.map((r) => r.def).find((d) => /ANY \(ARRAY\[/.test(d)) ?? '';
  return [...def.matchAll(/'([^']*)'::text/g)].map((m) => m[1]);
}

describe('status lists match the database', () => {
  for (const { table, column, values } of LISTS)
    it(`${table}.${column} allows exactly the contract's values`, async () => {
      expect((await checkedValues(table, column)).sort()).toEqual([...values].sort());
    });
});
