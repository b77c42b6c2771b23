// What a failed save or delete answer means for the user (spec 1 §4, §8; spec 2 §8): 422 field errors
// (first message of each field) or the server's refusal message (409, `error: true`).
import { HttpError } from 'ra-core';

export interface SaveFailure {
  /** Field → first message, shown under the inputs. */
  fieldErrors: Record<string, string> | null;
  /** The server's errorMessage/message when it refused without field errors. */
  serverMessage: string | null;
}

const INVALID_FIELDS = 'Uno o più campi non sono stati compilati correttamente';

/** Reads a failed save: 422 field errors, or the server's message when it set `error` or answered 409. */
export function readSaveFailure(error: unknown): SaveFailure {
  const body = error instanceof HttpError || (error && typeof error === 'object' && 'body' in error) ? (error as HttpError).body : null;
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
  if (body && typeof body === 'object' && (body.error === true || (error as HttpError).status === 409)) {
    return { fieldErrors: null, serverMessage: String(body.errorMessage || body.message || INVALID_FIELDS) };
  }
  return { fieldErrors: null, serverMessage: null };
}
