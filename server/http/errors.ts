// Errors a handler throws; the app's error handler turns them into the ARCHITECTURE §4 bodies.
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export type FieldErrors = Record<string, string[]>;

export const badRequest = (message = 'Richiesta non valida') => new HttpError(400, message);
export const unauthorized = (message = 'Autenticazione richiesta') => new HttpError(401, message);
export const forbidden = (message = 'Non hai i permessi per questa operazione') => new HttpError(403, message);
export const notFound = (message = 'Record non trovato') => new HttpError(404, message);
/** A member (anagrafica) that does not exist or is out of the user's scope: one text on every member call. */
export const memberNotFound = () => notFound('Tesserato non trovato');
/**
 * A business rule refused the operation: the spec's Italian text travels as message and errorMessage,
 * and under `field` (errors) when the refusal is about one field the form shows (a duplicate code).
 */
export const conflict = (message: string, field?: string) => new HttpError(409, message, { errorMessage: message, ...(field ? { errors: { [field]: [message] } } : {}) });
export const validationError = (errors: FieldErrors, message = 'Uno o più campi non sono stati compilati correttamente') => new HttpError(422, message, { errors });
export const tooManyRequests = (message: string) => new HttpError(429, message);
