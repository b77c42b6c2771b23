// The members screen's rules (spec 2 §2.5, §5, §6), pure so that they are tested on their own.
import {
  ADMIN_ONLY_FIELDS,
  ANAGRAFICA_FLAGS,
  cfBirthMismatches,
  FLAGS_NOT_FOR_CLUBS,
  FLAGS_ONLY_FOR_CLUBS,
  IDENTITY_FIELDS,
  MESSAGES,
  type AnagraficaFlag,
  type CfPrefill,
} from '../../resources/contracts/anagrafica.ts';
import { mayCall } from '../../src/lib';

export type UserKind = 'admin' | 'societa' | 'anagrafica';
export type Mode = 'view' | 'edit' | 'new';
export type TabKey = 'dati' | 'moduli' | 'tessere' | 'documenti' | 'contabilita' | 'versamenti';

export const kindOf = (userType: string | null | undefined): UserKind => (userType === 'sysadmin' || userType === 'admin' ? 'admin' : userType === 'societa' ? 'societa' : 'anagrafica');

/** Fields a user may not change in the form (the server ignores them too). */
export function readOnlyFields(kind: UserKind, mode: Mode): Set<string> {
  if (kind === 'admin') return new Set();
  return new Set([...ADMIN_ONLY_FIELDS, ...(mode === 'new' ? [] : IDENTITY_FIELDS)]);
}

/** What PUT anagrafica/{id} and the member's certificate, forms and documents need (server/anagrafica/routes.ts WRITE). */
export const MEMBER_WRITE = 'anagrafica:write';

/**
 * Whether the member is changed here ('Modifica', certificate, forms, documents): the server's word for
 * this member (`permessi.modifica`, its scope) and the routes' ability (spec 2 §6: a read-only
 * administrator is shown no write that would answer 403).
 */
export const mayEditRecord = (m: { permessi?: { modifica: boolean } }, abilities: readonly string[]) => !!m.permessi?.modifica && mayCall(abilities, MEMBER_WRITE);

/** Foreign citizenship / sporting nationality names only when not 'Italiana'. */
export const needsForeignName = (value: string | null | undefined) => !!value && value !== 'Italiana';

/** IBAN and holder: referees and coaches. */
export const showsIban = (m: Record<string, unknown> | { arbitro?: unknown; allenatore?: unknown }) => !!(m as { arbitro?: unknown }).arbitro || !!(m as { allenatore?: unknown }).allenatore;

/** A former member a club sees in history view (security.md: season and club only). */
export const isHistoryView = (m: { permessi?: { completo: boolean } }) => m.permessi?.completo === false;

/**
 * Tabs of the member (spec 2 §2.5): edit hides the last four; money tabs only for coaches and referees.
 * The history view has Dati Generali only (forms, cards, documents and money are not the club's to read).
 */
export function visibleTabs(mode: Mode, m: { arbitro?: unknown; allenatore?: unknown; permessi?: { completo: boolean } }): TabKey[] {
  if (isHistoryView(m)) return ['dati'];
  if (mode !== 'view') return ['dati', 'moduli'];
  const tabs: TabKey[] = ['dati', 'moduli', 'tessere', 'documenti'];
  if (showsIban(m)) tabs.push('contabilita', 'versamenti');
  return tabs;
}

/** Advanced filters offered (spec 2 §6): no 'tesserati'/'arbitro' for clubs, 'self' only for them. */
export function offeredFilters(kind: UserKind): AnagraficaFlag[] {
  return ANAGRAFICA_FLAGS.filter((f) => (kind === 'societa' ? !FLAGS_NOT_FOR_CLUBS.includes(f) : !FLAGS_ONLY_FOR_CLUBS.includes(f)));
}

/** List rows grouped by surname initial, in the list's order. */
export function groupByInitial<T extends { cognome: string }>(rows: T[]): { initial: string; rows: T[] }[] {
  const groups: { initial: string; rows: T[] }[] = [];
  for (const r of rows) {
    const initial = (r.cognome.trim()[0] ?? '#').toUpperCase();
    const last = groups[groups.length - 1];
    if (last?.initial === initial) last.rows.push(r);
    else groups.push({ initial, rows: [r] });
  }
  return groups;
}

/** 'Scarica attestato': coaches, to admins, to a club that may edit them, to the coach itself (spec 2 §6). */
export const mayDownloadAttestato = (m: { allenatore?: unknown; permessi?: { modifica: boolean } }, kind: UserKind) => !!m.allenatore && (kind === 'admin' || !!m.permessi?.modifica);

/** A date is expired when today is after it (both YYYY-MM-DD). */
export const isExpired = (iso: string | null | undefined, today = new Date().toISOString().slice(0, 10)) => !!iso && today > iso;

/**
 * The birth state the form shows after a CF prefill: the CF's (a foreign state's name, or 'Italia');
 * born abroad in a state the CF list does not know, an empty field to type, never the default 'Italia'.
 */
export function birthStateFromCf(p: { estero?: boolean; stato_nascita?: string | null }, current: unknown): string {
  if (p.stato_nascita) return p.stato_nascita;
  if (p.estero) return typeof current === 'string' && current.trim().toLowerCase() !== 'italia' ? current : '';
  return typeof current === 'string' ? current : '';
}

/** The messages of the CF checks (the server's `cfErrors` and `foreignBirthState` answer the same ones). */
const CF_MESSAGES = new Set<string>([MESSAGES.cfNonValido, MESSAGES.cfSesso, MESSAGES.cfDataNascita, MESSAGES.cfComuneNascita, MESSAGES.cfStatoNascitaItalia, MESSAGES.statoNascitaObbligatorio]);
export const isCfMessage = (message: string) => CF_MESSAGES.has(message);
/** The form's fields the CF is checked against (the server checks when one of them is written). */
export const CF_CHECKED_FIELDS = ['codice_fiscale', 'sesso', 'data_nascita', 'comune_nascita_id', 'stato_nascita'] as const;

/**
 * Every error the CF gives the member form at once, from what the CF says (`p`, GET
 * anagrafica/codicefiscale/{cf}; null when the CF is not 16 characters): the CF itself when it is
 * not valid, else each typed birth datum it contradicts (sex, date as DD/MM/YYYY, town, a foreign
 * CF's state). The server's checks (server/anagrafica/rules.ts) stay the authority on save; they
 * only run once the body passes its schema, so without this a CF error came a round later.
 */
export function cfFormErrors(p: CfPrefill | null, typed: Record<string, unknown>): Record<string, string> {
  if (!p?.valido) return { codice_fiscale: MESSAGES.cfNonValido };
  const [y, m, d] = (p.data_nascita ?? '').split('-').map(Number);
  const cf = { sesso: p.sesso ?? null, day: d, month: m, yy: y % 100, estero: !!p.estero, stato_estero: p.stato_nascita ?? null };
  const found = cfBirthMismatches(cf, {
    sesso: typed.sesso,
    // The form's DD/MM/YYYY as the rule's YYYY-MM-DD.
    data_nascita: p.data_nascita && String(typed.data_nascita ?? '').replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3-$2-$1'),
    townDiffers: !!typed.comune_nascita_id && typed.comune_nascita_id !== p.comune_nascita?.id,
    stato_nascita: typed.stato_nascita,
  });
  // The form's town field is the town's id.
  const { comune_nascita, ...rest } = found;
  return { ...rest, ...(comune_nascita ? { comune_nascita_id: comune_nascita } : {}) };
}
