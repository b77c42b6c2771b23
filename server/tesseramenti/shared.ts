// What every operation of the area shares: the 422 of a broken rule, who may act for a club or a
// person, the entry + cart step, and the answer with carrello_details.
import type { Queryable } from '../db/client.ts';
import { isAdmin, type AuthUser } from '../auth/user.ts';
import { forbidden, HttpError } from '../http/errors.ts';
import { addToCart, createEntry, type CartOwner, type CreatedEntry, type EntryInput } from '../ledger/tesseramenti-entries.ts';
import type { CarrelloDetails, OperationResult } from '../../resources/contracts/tesseramenti.ts';

/** A broken business rule: 422 with the Italian text as message and errorMessage; nothing is written. */
export const ruleBreach = (message: string, field?: string) =>
  new HttpError(422, message, { errorMessage: message, ...(field ? { errors: { [field]: [message] } } : {}) });

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

/** Entry, then (unless approved at once) an item in the payer's open cart. */
export async function charge(tx: Queryable, payer: CartOwner, e: EntryInput, details: CarrelloDetails): Promise<CreatedEntry> {
  const entry = await createEntry(tx, e);
  if (!e.approved && entry.importo_cents > 0) details.carrello_id = await addToCart(tx, payer, e.stagione_id, entry);
  details.partite_contabili.push({ id: entry.id, codice: entry.codice, importo: entry.importo_cents / 100, descrizione: entry.descrizione });
  return entry;
}

export const emptyDetails = (): CarrelloDetails => ({ carrello_id: null, partite_contabili: [] });

export const ok = (message: string, details: CarrelloDetails, id?: number): OperationResult => ({
  error: false, message, ...(id ? { id } : {}), carrello_details: details,
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
export const CODE_TRASFERIMENTO = 'Trasferimento';
export const CODE_PRESTITO = 'Prestito';
export const CODE_SECONDA_LICENZA = 'Seconda Licenza';
export const CODE_LICENZA_ALLENATORE = 'Licenza Allenatore';
