// Compiles a declaration into the SQL pieces its routes use: the SELECT list (API names, money in
// euros, reference objects), the joins, the sort whitelist and the search expressions.
// Identifiers come only from declarations (code), never from requests; values are always bound.
import type { FieldDef, ResourceDeclaration } from '../../resources/types.ts';
import type { ListSpec } from '../http/list.ts';
import { eurosSql } from '../money.ts';

const IDENT = /^[a-z_][a-z0-9_]*$/;

function ident(name: string): string {
  if (!IDENT.test(name)) throw new Error(`Invalid SQL identifier in a resource declaration: ${name}`);
  return name;
}

/** The alias of a reference's join: `r_{as}`. */
const refAlias = (as: string) => `r_${ident(as)}`;

export interface CompiledResource {
  decl: ResourceDeclaration;
  table: string;
  select: string;
  from: string;
  /** API field → SQL expression, for sorting, searching and filtering. */
  expressions: Record<string, string>;
  listSpec: ListSpec;
  /** Input fields: API source → column of the table, and how to store the value. */
  writable: { source: string; column: string; type: FieldDef['type'] }[];
  softDelete: boolean;
}

/** SQL of a field's value in API form. */
function fieldExpression(f: FieldDef): string {
  const column = f.column ?? f.source;
  const [alias, col] = column.includes('.') ? column.split('.') : [null, column];
  const base = alias ? `${refAlias(alias)}.${ident(col)}` : `t.${ident(col)}`;
  // Money travels as euros with two decimals; the database keeps integer cents.
  return f.type === 'money' ? eurosSql(base) : base;
}

export function compileResource(decl: ResourceDeclaration): CompiledResource {
  const table = ident(decl.table);
  const expressions: Record<string, string> = {};
  const selects: string[] = [];
  const joins: string[] = [];

  for (const f of decl.fields) {
    const expr = fieldExpression(f);
    expressions[f.source] = expr;
    selects.push(`${expr} AS ${ident(f.source)}`);
    if (f.type === 'reference' && f.reference) {
      const { table: refTable, as, fields } = f.reference;
      const a = refAlias(as);
      joins.push(`LEFT JOIN ${ident(refTable)} ${a} ON ${a}.id = t.${ident(f.column ?? f.source)}`);
      const parts = ['id', ...fields].flatMap((c) => [`'${ident(c)}'`, `${a}.${ident(c)}`]);
      selects.push(`CASE WHEN ${a}.id IS NULL THEN NULL ELSE json_build_object(${parts.join(', ')}) END AS ${ident(as)}`);
      expressions[as] = `${a}.id`;
      for (const c of fields) expressions[`${as}.${c}`] = `${a}.${ident(c)}`;
    }
  }
  if (decl.softDelete) selects.push('t.deleted_at AS deleted_at');

  const sortable: Record<string, string> = { id: 't.id' };
  for (const c of decl.columns) {
    if (!c.sortable) continue;
    const expr = expressions[c.source];
    if (!expr) throw new Error(`${decl.name}: sortable column ${c.source} is not a field`);
    sortable[c.source] = expr;
  }
  const searchColumns = (decl.search ?? []).map((s) => {
    const expr = expressions[s];
    if (!expr) throw new Error(`${decl.name}: search field ${s} is not a field`);
    return `(${expr})::text`;
  });
  const defaultOrder = decl.defaultSort ? `${sortable[decl.defaultSort.field] ?? expressions[decl.defaultSort.field]} ${decl.defaultSort.order} NULLS LAST, t.id ASC` : 't.id ASC';

  // What the body schema lets through is written; reference-column fields and the id never are.
  const writable = decl.fields.filter((f) => f.source !== 'id' && !(f.column ?? '').includes('.')).map((f) => ({ source: f.source, column: ident(f.column ?? f.source), type: f.type }));

  return {
    decl,
    table,
    select: selects.join(', '),
    from: [`${table} t`, ...joins].join(' '),
    expressions,
    listSpec: { sortable, defaultOrder, searchColumns },
    writable,
    softDelete: !!decl.softDelete,
  };
}

/** A parsed body's values as table columns (money to cents), only for fields the body carries. */
export function columnValues(c: CompiledResource, body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const w of c.writable) {
    if (!(w.source in body) || body[w.source] === undefined) continue;
    const v = body[w.source];
    out[w.column] = w.type === 'money' && typeof v === 'number' ? Math.round(v * 100) : v;
  }
  return out;
}
