// The zod schemas of a generated resource's routes, derived from its declaration: the list query
// (paging + season + declared filters), the row as the API answers it, the body (the declaration's own).
import { z } from 'zod';
import type { FieldDef, ResourceDeclaration } from '../../resources/types.ts';
import { id, listQuery, pageOf, text } from '../http/schemas.ts';

const cell = (f: FieldDef): z.ZodType => {
  switch (f.type) {
    case 'boolean':
      return z.boolean();
    case 'integer':
    case 'money':
    case 'reference':
      return z.number();
    case 'select':
      return z.union([z.string(), z.number()]);
    default:
      return z.string();
  }
};

/** A row in API form: declared fields (nullable), reference objects, deleted_at; extra keys pass. */
export function rowSchema(decl: ResourceDeclaration) {
  const shape: Record<string, z.ZodType> = { id: z.number() };
  for (const f of decl.fields) {
    shape[f.source] = cell(f).nullable().optional();
    if (f.reference) shape[f.reference.as] = z.looseObject({ id: z.number() }).nullable().optional();
  }
  if (decl.softDelete) shape.deleted_at = z.union([z.string(), z.date()]).nullable().optional();
  return z.looseObject(shape);
}

/** page/paginate/search/sortby, the season (`?season=`) and the declared equality filters. */
export function listQueryOf(decl: ResourceDeclaration) {
  const filters = Object.fromEntries(Object.keys(decl.filters ?? {}).map((name) => [name, text(100).optional()]));
  return listQuery.extend({ ...(decl.season ? { season: id.optional() } : {}), ...filters });
}

export const seasonParams = z.object({ season: id });

export const listAnswerOf = (decl: ResourceDeclaration) => pageOf(rowSchema(decl));
