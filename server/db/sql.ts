// SQL composition: a tagged template whose fragments carry their own parameters, so scope and
// filter pieces compose without hand-threaded `$n` (sql-template-tag, `$1…` placeholders).
//   const where = sql`s.id = ${id}`;  await q(db, sql`SELECT * FROM societa s WHERE ${where}`)
import sql, { empty, join, raw, Sql } from 'sql-template-tag';
import type { Queryable, QueryResult } from './client.ts';

export { sql, empty, join, raw, Sql };

/** Runs a composed statement. */
export function q<T = Record<string, any>>(db: Queryable, statement: Sql): Promise<QueryResult<T>> {
  return db.query<T>(statement.text, statement.values);
}

/** Conditions joined by AND (`true` when there are none). */
export const and = (conditions: (Sql | null | undefined | false)[]) => {
  const kept = conditions.filter((c): c is Sql => c instanceof Sql);
  return kept.length
    ? join(
        kept.map((c) => sql`(${c})`),
        ' AND ',
      )
    : sql`true`;
};
