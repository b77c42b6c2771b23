// Path parameters → rows, or a 404 with a clear Italian message.
import type { Queryable } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import * as q from './queries.ts';

export const SEDE_NAZIONALE = 'SEDE0';

export function parseId(value: string, message: string): number {
  if (!/^\d{1,9}$/.test(value)) throw notFound(message);
  return Number(value);
}

export async function findArea(db: Queryable, code: string): Promise<q.AreaRow> {
  const area = /^(SEDE0|ARA\d{2})$/i.test(code) ? await q.getArea(db, code.toUpperCase()) : undefined;
  if (!area) throw notFound(`Area ${code} non trovata`);
  return area;
}

export async function findGirone(db: Queryable, id: string): Promise<q.GironeInfo> {
  const g = await q.getGirone(db, parseId(id, 'Girone non trovato'));
  if (!g) throw notFound('Girone non trovato');
  return g;
}
