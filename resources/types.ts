// The shape of a schema-driven resource (ARCHITECTURE §3): pure data read by both generators,
// `src/generator/` (grid + dialog) and `server/resources/` (CRUD routes, validation, sort whitelist).
import type { z } from 'zod';

export type FieldType = 'text' | 'email' | 'phone' | 'boolean' | 'date' | 'integer' | 'money' | 'select' | 'reference';

export interface Choice {
  id: string | number;
  name: string;
}

/** A field read from another resource's row: `{ id, ...fields }` travels under `as`. */
export interface ReferenceDef {
  /** Client resource name that lists the choices (react-admin resource, e.g. 'disciplina'). */
  resource: string;
  /** Table and name of the object the API returns beside the id (e.g. 'disciplina' → `{ id, nome }`). */
  table: string;
  as: string;
  /** Columns of the referenced row included in the object; the first one is what pickers show. */
  fields: string[];
  /** Said under the picker when there is nothing to choose (where the choices come from). */
  emptyText?: string;
}

export interface FieldDef {
  /** Name in the API body and answer. */
  source: string;
  /** Italian label, as the spec writes it. */
  label: string;
  type: FieldType;
  /**
   * Database column when it differs from `source` (money: `importo` → `importo_cents`).
   * `alias.column` reads a column of a reference (read-only fields only).
   */
  column?: string;
  /** Shown in the add/edit dialog (default true); false: the API returns it, nobody edits it. */
  input?: boolean;
  /** Value a new record starts with in the dialog (the body schema and the table give the server's defaults). */
  default?: unknown;
  /** integer: how many digits the mask lets through (anno_under: 4, max_numero_trasferimenti: 1). */
  digits?: number;
  /** money: the mask of the spec, e.g. '####.##'. */
  mask?: string;
  choices?: Choice[];
  reference?: ReferenceDef;
  /** Short help under the input. */
  helperText?: string;
}

export interface ColumnDef {
  /** API field; a dot reads into a reference object ('stagione.nome'). Also the sort key. */
  source: string;
  label: string;
  /** How the cell renders (default from the field type, else text). */
  type?: 'text' | 'boolean' | 'date' | 'money' | 'integer';
  sortable?: boolean;
}

/** A row action besides Modifica/Elimina: a POST to `{endpoint}/{id}/{path}` after a SI/NO question. */
export interface CustomRowAction {
  name: string;
  label: string;
  path: string;
  confirm: string;
  success: string;
  failure: string;
  /** Offered only on rows where this field is not true (e.g. a season already open). */
  hiddenWhenTrue?: string;
  /**
   * Success changes what the session holds (opening a season, spec 1 §4): the session is read again,
   * its season the server's current one, and the page reloads, the success toast shown after it.
   */
  reloadsSession?: boolean;
}

export type RowAction = 'edit' | 'delete' | CustomRowAction;

/** Icons a toolbar action may name (src/generator/ResourcePage.tsx draws them). */
export type ToolbarIcon = 'copy';

/**
 * A toolbar button beside the add button, acting on the header's season (e.g. 'Copia importi dalla
 * stagione precedente'). Offered to whoever may write the resource. The client first reads
 * `GET {endpoint}/{path}/{seasonId}`, whose `values` fill the `%{…}` placeholders of `confirm`, asks
 * SI/NO, then `POST {endpoint}/{path}/{seasonId}` (bespoke handler in server/resources/hooks.ts) and
 * shows the server's `message` (it may count what was done). Needs `season`.
 */
export interface SeasonToolbarAction {
  name: string;
  label: string;
  /** The button's icon, by name (the client maps it to its icon; none when absent). */
  icon?: ToolbarIcon;
  path: string;
  /** The SI/NO question, with the preview's values as `%{name}`. */
  confirm: string;
  /** Toast when the server gives no message of its own. */
  failure: string;
}

export interface ResourceTexts {
  /** Page title (also the react-admin resource label). */
  title: string;
  /** The one tab over the grid, when the screen has one. */
  tab?: string;
  add?: string;
  dialogTitle?: string;
  save: string;
  /** Toast after a successful save. */
  success: string;
  /** Also show a server `errorMessage` in a failure toast (3 s), not only in the dialog (causali). */
  errorToast?: boolean;
}

/** A combination of fields that must be unique among live rows: 409, or 422 on `field` when given. */
export interface UniqueRule {
  fields: string[];
  message: string;
  field?: string;
}

/**
 * Where a resource's screen sits in the launcher's navigation. The screen's route (`/{name}`), its page
 * title (`texts.title`), its menu item (labelled with the title) and the item's permission code all
 * derive from the declaration.
 */
export interface MenuPlacement {
  /** Key of the application (server/auth/applications.ts) whose menu lists the screen. */
  application: string;
  /** Place among the application's items; items without one (bespoke pages) follow, as written. */
  order: number;
}

export interface ResourceDeclaration<S extends z.ZodType = z.ZodType> {
  /** React-admin resource name = route of the screen ('causali' → /causali). */
  name: string;
  /** API path under /api ('tipologiatesseramento'). */
  endpoint: string;
  /** Database table the server reads and writes. */
  table: string;
  /** Permission code of the screen (its menu item's `name`); abilities are `{permission}:read|write`. */
  permission: string;
  /**
   * Who may read. Default `{permission}:read`. 'user' for reference lists other screens look up
   * (season picker, member and club forms, registration dialogs): reading them is not a privilege.
   */
  readAccess?: 'user' | string;
  /** A screen of the navigation menu; absent for lookups other screens read (disciplina). */
  menu?: MenuPlacement;
  texts: ResourceTexts;
  fields: FieldDef[];
  columns: ColumnDef[];
  /** Fields matched by the grid's search box (sources, dots allowed). */
  search?: string[];
  /** Query names accepted as equality filters on the list → field source. */
  filters?: Record<string, string>;
  /**
   * The list belongs to the season picked in the header: the client sends `?season={id}`, the
   * server filters on this field and a new record gets the season id. `path` adds a list route
   * `{endpoint}/{path}/{seasonId}` (spec: `configurazioni/stagioni/{seasonId}`).
   */
  season?: { field: string; path?: string };
  rowActions: RowAction[];
  /** 'Elimina' is offered only on rows where this field is not true: the server refuses to delete them (the open season). */
  deleteHiddenWhenTrue?: string;
  /** Buttons of the toolbar acting on the header's season. */
  toolbarActions?: SeasonToolbarAction[];
  /** Create/update body, shared by the dialog (validation) and the server (parseBody). */
  body: S;
  /** Validate in the dialog before sending (default true). Causali: the spec wants server errors only. */
  clientValidation?: boolean;
  unique?: UniqueRule[];
  /** Deleting sets deleted_at; lists and reads skip deleted rows. */
  softDelete?: boolean;
  /** One record only, edited in a form page: GET {endpoint} answers the object, PUT {endpoint}/{id}. */
  singleton?: boolean;
  /** A successful save reloads the page, every screen reading the record again; its toast shows after the reload. */
  reloadAfterSave?: boolean;
  /** List + read only: no dialog, no writes. */
  readOnly?: boolean;
  /** Default grid order when the user removed the sort (SQL-free: field source and direction). */
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /** Rows the grid asks per page (spec 2 §9: 30 for lists, 1000 for seasons); 30 by default. */
  pageSize?: number;
}

/** Identity function that keeps the body schema's type. */
export function defineResource<S extends z.ZodType>(declaration: ResourceDeclaration<S>): ResourceDeclaration<S> {
  return declaration;
}

/** Fields edited in the dialog. */
export const inputFields = (d: ResourceDeclaration) => d.fields.filter((f) => f.input !== false);

/** A new record's values from the field defaults. */
export function defaultValues(d: ResourceDeclaration): Record<string, unknown> {
  return Object.fromEntries(d.fields.filter((f) => f.default !== undefined).map((f) => [f.source, f.default]));
}
