// Optimistic concurrency of the two edit forms (PUT societa/{id}, PUT anagrafica/{id}): the record's
// GET answers `versione`, the form sends it back with the save, the server refuses a save made on an
// older version (409, nothing saved). Why a version and what bumps it: server/db/migrations/190_versione.sql.

/** The 409 of a save made on data someone else changed after the form was opened. */
export const STALE_RECORD_MESSAGE = 'I dati sono stati modificati da un altro utente dopo che li hai aperti: ricarica la pagina per vedere le modifiche';

/** Whether a refusal is that one (the form then offers to reload the record). */
export const isStaleRecord = (body: unknown): boolean => !!body && typeof body === 'object' && (body as { errorMessage?: unknown }).errorMessage === STALE_RECORD_MESSAGE;
