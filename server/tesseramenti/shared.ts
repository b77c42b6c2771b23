// What every operation of the area shares: the 422 of a broken rule, who may act for a club or a
// person, the entry + cart step, and the answer with carrello_details.
import { CODICI_SPECIALI } from '../../resources/contracts/contabilita.ts';
import type { Queryable } from '../db/client.ts';
import { isAdmin, type AuthUser } from '../auth/user.ts';
import { forbidden, HttpError, memberNotFound } from '../http/errors.ts';
import { createEntry, systemActor } from '../ledger/index.ts';
import { addCartItem, openCartId } from '../carrello/index.ts';
import type { CarrelloDetails, OperationResult } from '../../resources/contracts/tesseramenti.ts';
import { euros } from '../money.ts';
import { BREACH, seasonBreach, typeFitsAge, type SeasonFacts } from './rules.ts';
import { loadSeason, lockPerson, today, type Season } from './queries.ts';

/** A broken business rule: 422 with the Italian text as message and errorMessage; nothing is written. */
export const ruleBreach = (message: string, field?: string) => new HttpError(422, message, { errorMessage: message, ...(field ? { errors: { [field]: [message] } } : {}) });

/**
 * The under check of every registration path (new registration, membership, renewal): a type flagged
 * `is_under` only for a person born in the season's `anno_under` or later; one message, on `field`.
 */
export function assertTypeFitsAge(tipologia: { is_under: boolean }, dataNascita: string, season: Pick<SeasonFacts, 'anno_under'>, field: string) {
  if (!typeFitsAge(tipologia, dataNascita, season)) throw ruleBreach(BREACH.causaleUnder, field);
}

/**
 * The payer's open cart, locked (created when it has none). An operation that puts a line in a cart
 * takes it before the rows of the people or club it charges for: a checkout holds the cart and then
 * needs those rows (its entries' foreign keys lock them KEY SHARE, an approval updates anagrafica or
 * societa), so the other order deadlocked with it (race audit; the loser answered '… riprova').
 */
export const lockPayerCart = (tx: Queryable, payer: CartOwner, seasonId: number | null): Promise<number> => openCartId(tx, payer, seasonId);

/**
 * The start of every registration's transaction: the payer's open cart locked (see lockPayerCart),
 * then the person's row (two registrations of one person are serialised), the season asked (the open
 * one without it), and the season running today. `payer` is the cart the operation charges, or, when
 * only the season tells it (a conversion finds the registration it converts), a function of the season
 * (null: no cart to lock).
 */
export async function lockedPersonInSeason(tx: Queryable, anagraficaId: number, seasonId: number | null | undefined, payer: CartOwner | ((season: Season) => Promise<CartOwner | null>)) {
  // Who is missing is told first, as before the cart lock (a cart for no one is not created).
  await assertLive(tx, anagraficaId);
  const season = await loadSeason(tx, seasonId);
  const owner = typeof payer === 'function' ? await payer(season) : payer;
  if (owner) await lockPayerCart(tx, owner, season.id);
  const person = await lockPerson(tx, anagraficaId);
  const day = today();
  const closed = seasonBreach(season, day);
  if (closed) throw ruleBreach(closed);
  return { person, season, day };
}

async function assertLive(tx: Queryable, anagraficaId: number) {
  const { rows } = await tx.query('SELECT 1 FROM anagrafica WHERE id = $1 AND deleted_at IS NULL', [anagraficaId]);
  if (!rows.length) throw memberNotFound();
}

/** Admins act for any club; a club user only for its own. */
export function assertActsForClub(u: AuthUser, societaId: number) {
  if (isAdmin(u)) return;
  if (u.tipo_utente === 'societa' && u.societa_id === societaId) return;
  throw forbidden();
}

/** Admins act for anyone; a member user only for itself. */
export function assertActsForPerson(u: AuthUser, anagraficaId: number) {
  if (isAdmin(u)) return;
  if (u.tipo_utente === 'anagrafica' && u.anagrafica_id === anagraficaId) return;
  throw forbidden();
}

export type CartOwner = { type: 'societa' | 'anagrafica'; id: number };

export interface EntryInput {
  codice: string;
  importo_cents: number;
  descrizione: string;
  data: string;
  stagione_id: number;
  societa_id?: number | null;
  old_societa_id?: number | null;
  anagrafica_id?: number | null;
  anagrafica_ruolo_id?: number | null;
  tipologia_tesseramento_id?: number | null;
  /** Approved at once (automatic-approval types, buy without money). */
  approved?: boolean;
  approvatore_id?: number | null;
}

/**
 * Entry through the money core, then (unless approved at once) an item in the payer's open cart.
 * The caller has checked the user's rights, so the ledger acts as the system for that user.
 */
export async function charge(tx: Queryable, payer: CartOwner, e: EntryInput, details: CarrelloDetails, userId: number | null = e.approvatore_id ?? null) {
  const entry = await createEntry(
    tx,
    {
      codice: e.codice,
      importoCents: e.importo_cents,
      descrizione: e.descrizione,
      dataRegistrazione: e.data,
      stagioneId: e.stagione_id,
      societaId: e.societa_id ?? null,
      oldSocietaId: e.old_societa_id ?? null,
      anagraficaId: e.anagrafica_id ?? null,
      anagraficaRuoloId: e.anagrafica_ruolo_id ?? null,
      tipologiaTesseramentoId: e.tipologia_tesseramento_id ?? null,
      approved: !!e.approved,
    },
    systemActor(userId),
  );
  if (!e.approved && e.importo_cents > 0) {
    details.carrello_id = (await addCartItem(tx, { party: payer, entryId: entry.id, descrizione: e.descrizione, amountCents: e.importo_cents, seasonId: e.stagione_id })).cartId;
  }
  details.partite_contabili.push({ id: entry.id, codice: e.codice, importo: euros(e.importo_cents), descrizione: e.descrizione });
  return { id: entry.id };
}

export const emptyDetails = (): CarrelloDetails => ({ carrello_id: null, partite_contabili: [] });

export const ok = (message: string, details: CarrelloDetails, id?: number): OperationResult => ({
  error: false,
  message,
  ...(id ? { id } : {}),
  carrello_details: details,
});

/** Codes of the entries each role family costs (partita_contabile.codice). */
export const ENTRY_CODE: Record<string, string> = {
  Atleta: 'Tesseramento Atleta',
  Dirigente: 'Tesseramento Dirigente',
  Tecnico: 'Tesseramento Tecnico',
  Arbitro: 'Tesseramento Arbitro',
  PreparatoreAtletico: 'Tesseramento Tecnico',
  PreparatorePortieri: 'Tesseramento Tecnico',
  IstruttorePromozionale: 'Tesseramento Tecnico',
  Fisioterapista: 'Tesseramento Sanitario',
  Medico: 'Tesseramento Sanitario',
};
export const CODE_TRASFERIMENTO = CODICI_SPECIALI.trasferimento;
export const CODE_PRESTITO = CODICI_SPECIALI.prestito;
export const CODE_SECONDA_LICENZA = CODICI_SPECIALI.secondaLicenza;
export const CODE_LICENZA_ALLENATORE = CODICI_SPECIALI.licenzaAllenatore;
