// The `versione` of an edited record (resources/contracts/versione.ts): its schemas and its check.
import { z } from 'zod';
import { STALE_RECORD_MESSAGE } from '../../resources/contracts/versione.ts';
import { conflict } from './errors.ts';

/** In the GET answer of a record an edit form loads. */
export const versioneAnswer = z
  .number()
  .int()
  .meta({ description: 'Versione del record: cresce a ogni modifica dei suoi dati. Da rimandare nel PUT per non sovrascrivere le modifiche fatte da altri nel frattempo.' });

/** In the PUT body: optional, a save without it overwrites as it always did (API clients, scripts). */
export const versioneField = z
  .preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(1).optional())
  .meta({
    description: 'La versione letta con il GET. Se nel frattempo il record è stato modificato la risposta è 409 e non viene salvato nulla; senza versione il PUT salva senza controllo.',
  });

/** Called after the row is locked (FOR UPDATE): a save made on an older version is refused, nothing written. */
export function assertCurrentVersion(stored: number, sent: number | undefined): void {
  if (sent !== undefined && sent !== stored) throw conflict(STALE_RECORD_MESSAGE);
}
