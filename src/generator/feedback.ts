// What a save or delete answer means for the user (spec 1 §4, §8, §9; spec 2 §8, §9).
import { HttpError } from 'ra-core';

export const SUCCESS_DURATION_MS = 500;
export const FAILURE_DURATION_MS = 3000;
export const INVALID_FIELDS = 'Uno o più campi non sono stati compilati correttamente';
/** Spec 1 §8: a failed delete notifies with this text ("wording reused"). */
export const DELETE_FAILURE = 'Errore in fase di apertura stagione';

export interface SaveFailure {
  /** Field → first message, shown under the inputs by react-admin. */
  fieldErrors: Record<string, string> | null;
  /** The server's errorMessage/message when it answered `error: true` without field errors. */
  serverMessage: string | null;
}

/** Reads a failed save: 422 field errors, or the server's message when it set `error`. */
export function readSaveFailure(error: unknown): SaveFailure {
  const body = (error instanceof HttpError || (error && typeof error === 'object' && 'body' in error)) ? (error as HttpError).body : null;
  const raw = body?.fieldErrors ?? body?.errors;
  if (raw && typeof raw === 'object') {
    const fieldErrors: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
      if (k === 'root') continue;
      const first = Array.isArray(v) ? v[0] : v;
      if (first != null) fieldErrors[k] = String(first);
    }
    if (Object.keys(fieldErrors).length) return { fieldErrors, serverMessage: null };
  }
  if (body && typeof body === 'object' && body.error === true) {
    return { fieldErrors: null, serverMessage: String(body.errorMessage || body.message || INVALID_FIELDS) };
  }
  return { fieldErrors: null, serverMessage: null };
}
