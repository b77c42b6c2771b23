// Writes of a generated resource: create, update, delete, each in one transaction with its audit entry,
// the declaration's uniqueness rules and the "still used elsewhere" refusal.
import type { Db, Queryable } from '../db/client.ts';
import { audit } from '../audit.ts';
import { conflict, notFound, validationError } from '../http/errors.ts';
import type { UniqueRule } from '../../resources/types.ts';
import { columnValues, type CompiledResource } from './sql.ts';
import { readRow } from './queries.ts';
import { referrers, tableColumns, usedBy } from './references.ts';
import type { ResourceHooks } from './hooks.ts';

type Row = Record<string, unknown>;

function refuse(rule: UniqueRule): never {
  throw rule.field ? validationError({ [rule.field]: [rule.message] }) : conflict(rule.message);
}

/**
 * The declaration's uniqueness rules, checked before the write. Most have no unique index behind them
 * (names compared whatever their case, among live rows only; databases of earlier versions may hold
 * duplicates an index would refuse), so two saves of the same name at once would both find none: the
 * check and the write of one table's rows take turns (a lock held until the transaction ends).
 */
async function checkUnique(tx: Queryable, c: CompiledResource, values: Row, id: number | null) {
  if (!c.decl.unique?.length) return;
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('unique:' || $1, 0))`, [c.table]);
  for (const rule of c.decl.unique) {
    const params: unknown[] = [];
    const where = rule.fields.map((source) => {
      const column = c.writable.find((w) => w.source === source)?.column ?? source;
      params.push(values[column]);
      // Codes and names are one whatever their case ('aff' is the causale 'AFF').
      return typeof values[column] === 'string' ? `lower(t.${column}::text) = lower($${params.length}::text)` : `t.${column} = $${params.length}`;
    });
    if (params.some((v) => v === undefined || v === null)) continue;
    if (c.softDelete) where.push('t.deleted_at IS NULL');
    if (id !== null) {
      params.push(id);
      where.push(`t.id <> $${params.length}`);
    }
    const { rows } = await tx.query(`SELECT 1 FROM ${c.table} t WHERE ${where.join(' AND ')} LIMIT 1`, params);
    if (rows.length) refuse(rule);
  }
}

/**
 * Constraint failures the checks above could not foresee (a race, a unique index wider than the
 * rule, an id that does not exist) become the same answers instead of a 500.
 */
function translateDbError(c: CompiledResource, err: unknown): never {
  const e = err as { code?: string; detail?: string; message?: string };
  const keyColumns =
    /Key \(([^)]+)\)/
      .exec(e.detail ?? '')?.[1]
      ?.split(', ')
      .map((s) => s.trim()) ?? [];
  const sourceOf = (column: string) => c.writable.find((w) => w.column === column)?.source ?? column;
  if (e.code === '23505') {
    const sources = keyColumns.map(sourceOf);
    const rule = (c.decl.unique ?? []).find((r) => r.fields.length === sources.length && r.fields.every((f) => sources.includes(f)));
    if (rule) refuse(rule);
    throw conflict('Esiste già un record con questi dati');
  }
  if (e.code === '23503' && keyColumns.length === 1) {
    throw validationError({ [sourceOf(keyColumns[0])]: ['Il valore selezionato non esiste'] });
  }
  if (e.code === '23514') throw conflict('I dati non rispettano i vincoli previsti');
  throw err;
}

/** Runs a write, turning integrity-constraint violations (SQLSTATE class 23) into API answers. */
async function guarded<T>(c: CompiledResource, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('23')) translateDbError(c, err);
    throw err;
  }
}

export async function createRow(db: Db, c: CompiledResource, body: Row, userId: number): Promise<number> {
  const values = columnValues(c, body);
  return guarded(c, () =>
    db.transaction(async (tx) => {
      await checkUnique(tx, c, values, null);
      const cols = Object.keys(values);
      const { rows } = await tx.query<{ id: number }>(
        cols.length ? `INSERT INTO ${c.table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id` : `INSERT INTO ${c.table} DEFAULT VALUES RETURNING id`,
        cols.map((k) => values[k]),
      );
      const id = rows[0].id;
      await audit(tx, { userId, action: 'create', entity: c.table, entityId: id, before: null, after: await readRow(tx, c, id) });
      return id;
    }),
  );
}

export async function updateRow(db: Db, c: CompiledResource, id: number, body: Row, userId: number): Promise<void> {
  const values = columnValues(c, body);
  const stamps = (await tableColumns(db, c.table)).has('updated_at') ? ['updated_at = now()'] : [];
  await guarded(c, () =>
    db.transaction(async (tx) => {
      const before = await readRow(tx, c, id, true);
      if (!before) throw notFound();
      // A rule is checked against the whole record as it will be, not only the fields sent.
      await checkUnique(tx, c, { ...columnValues(c, before), ...values }, id);
      const cols = Object.keys(values);
      const sets = [...cols.map((k, i) => `${k} = $${i + 2}`), ...stamps];
      if (sets.length) await tx.query(`UPDATE ${c.table} SET ${sets.join(', ')} WHERE id = $1`, [id, ...cols.map((k) => values[k])]);
      await audit(tx, { userId, action: 'update', entity: c.table, entityId: id, before, after: await readRow(tx, c, id) });
    }),
  );
}

export async function deleteRow(db: Db, c: CompiledResource, id: number, userId: number, hooks: ResourceHooks): Promise<void> {
  const refs = await referrers(db, c.table);
  await guarded(c, () =>
    db.transaction(async (tx) => {
      const before = await readRow(tx, c, id, true);
      if (!before) throw notFound();
      await hooks.beforeDelete?.(tx, before);
      const users = await usedBy(tx, refs, id);
      if (users.length) throw conflict(`Il record non può essere eliminato perché è utilizzato da altri dati (${users.join(', ')})`);
      if (c.softDelete) await tx.query(`UPDATE ${c.table} SET deleted_at = now() WHERE id = $1`, [id]);
      else await tx.query(`DELETE FROM ${c.table} WHERE id = $1`, [id]);
      await audit(tx, { userId, action: 'delete', entity: c.table, entityId: id, before, after: null });
    }),
  );
}
