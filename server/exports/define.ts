// One mechanism for every export: a list declares its columns once (with the query it shares with
// its paged call) and gets `export=excel` for free through `listRoute` (list-route.ts).
import type { z } from 'zod';
import type { Queryable } from '../db/client.ts';
import type { Access } from '../auth/access.ts';
import type { AuthUser } from '../auth/user.ts';
import type { ListParams, ListSource, ListSpec } from '../http/list.ts';

export const COLUMN_TYPES = ['text', 'number', 'date', 'datetime', 'money', 'boolean', 'list'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export interface ExportColumn {
  /** Field of the exported row. */
  key: string;
  /** Italian heading of the column. */
  header: string;
  /** text (default); date/datetime become Excel dates; money is euros as a number in € format. */
  type?: ColumnType;
  width?: number;
  /** A code's text, as the screen shows it (a status 'in_attesa' → 'IN ATTESA DI APPROVAZIONE'). */
  labels?: Readonly<Record<string, string>>;
}

export interface ListContext {
  db: Queryable;
  user: AuthUser;
  query: Record<string, unknown>;
  /** True when building the rows of an export (the select may then carry more columns). */
  exporting: boolean;
}

export interface PreparedList {
  source: ListSource;
  spec: ListSpec;
  params: ListParams;
}

export interface ExportableList {
  /** Registry name, stored with each export (user_export.lista). */
  name: string;
  /** Default description of an export, and its sheet name. */
  title: string;
  /** The title for one export's filters, where one list serves several screens (e.g. the two reports). */
  titleFor?(query: Record<string, unknown>): string;
  /** Who may call the list (and so export it): checked again when the export runs. */
  access: Access;
  columns: ExportColumn[];
  /** Columns that depend on the data (e.g. one per ledger code in use); `columns` otherwise. */
  columnsFor?(ctx: ListContext): Promise<ExportColumn[]>;
  /** The list's query-string schema (page, paginate, search, sortby, export and its filters); unknown keys pass when omitted. */
  querystring?: z.ZodObject;
  /** One row of the answer (OpenAPI and serialisation); any object when omitted. */
  row?: z.ZodType;
  /** Tag and summary in the OpenAPI document. */
  tag?: string;
  /** The list query, shared by the paged list and its export: same search, flags, filters and scope. */
  prepare(ctx: ListContext): PreparedList | Promise<PreparedList>;
  /** Rows written in bold (a totals row, as the screen's grid sets it apart). */
  bold?(row: Record<string, unknown>): boolean;
}

/** An export's title: its filters' own where the list tells one apart, else the list's. */
export const exportTitle = (list: ExportableList, query: Record<string, unknown>) => list.titleFor?.(query) ?? list.title;

const registry = new Map<string, ExportableList>();

/** Declares an exportable list. Declarations are code, identical in every server process. */
export function defineExport(list: ExportableList): ExportableList {
  const known = registry.get(list.name);
  if (known && known !== list) throw new Error(`Export già dichiarato: ${list.name}`);
  registry.set(list.name, list);
  return list;
}

export const exportableList = (name: string) => registry.get(name);

/** Every declared list (checks that walk all of them, e.g. every sort field of every list). */
export const exportableLists = () => [...registry.values()];
