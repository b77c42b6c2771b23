// Reads of a generated resource: the paged list (search, sort whitelist, season, filters) and one row.
import { z } from 'zod';
import type { Queryable } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import { parseListParams, runList, type ListSource } from '../http/list.ts';
import type { CompiledResource } from './sql.ts';

const seasonId = z.coerce.number().int().positive().max(2_000_000_000);

/** The list's WHERE: live rows, the season (query `season` or the route's `:season`), declared filters. */
export function listConditions(c: CompiledResource, query: Record<string, unknown>, routeSeason?: unknown): ListSource {
  const where: string[] = [];
  const params: unknown[] = [];
  if (c.softDelete) where.push('t.deleted_at IS NULL');
  const season = c.decl.season;
  const seasonValue = routeSeason ?? query.season;
  if (season && seasonValue !== undefined && seasonValue !== '') {
    const parsed = seasonId.safeParse(seasonValue);
    if (!parsed.success) throw badRequest('Stagione non valida');
    params.push(parsed.data);
    where.push(`${c.expressions[season.field]} = $${params.length}`);
  }
  for (const [name, source] of Object.entries(c.decl.filters ?? {})) {
    const value = query[name];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string') throw badRequest(`Filtro non valido: ${name}`);
    const field = c.decl.fields.find((f) => f.source === source);
    if (field?.type === 'boolean') {
      params.push(['1', 'true', 'si'].includes(value.toLowerCase()));
      where.push(`${c.expressions[source]} = $${params.length}`);
    } else {
      params.push(value);
      where.push(`lower((${c.expressions[source]})::text) = lower($${params.length})`);
    }
  }
  return { select: c.select, from: c.from, where, params };
}

export function listRows(db: Queryable, c: CompiledResource, query: unknown, routeSeason?: unknown) {
  const q = (query ?? {}) as Record<string, unknown>;
  return runList<Record<string, unknown>>(db, listConditions(c, q, routeSeason), c.listSpec, parseListParams(q, c.listSpec));
}

/** One row in API form, or null (also for soft-deleted rows). `lock` takes a row lock for a write. */
export async function readRow(db: Queryable, c: CompiledResource, id: number, lock = false): Promise<Record<string, unknown> | null> {
  const live = c.softDelete ? ' AND t.deleted_at IS NULL' : '';
  // FOR UPDATE OF t: only the resource's own row, not the joined reference rows.
  const { rows } = await db.query(`SELECT ${c.select} FROM ${c.from} WHERE t.id = $1${live}${lock ? ' FOR UPDATE OF t' : ''}`, [id]);
  return rows[0] ?? null;
}

/** The first row (single-record resources such as the general configuration). */
export async function firstRow(db: Queryable, c: CompiledResource): Promise<Record<string, unknown> | null> {
  const live = c.softDelete ? ' WHERE t.deleted_at IS NULL' : '';
  const { rows } = await db.query(`SELECT ${c.select} FROM ${c.from}${live} ORDER BY t.id LIMIT 1`);
  return rows[0] ?? null;
}
