// Parses a body/query with a zod schema; failures become 422 with Italian messages per field.
import { z } from 'zod';
import { validationError, type FieldErrors } from './errors.ts';

export function parseBody<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw validationError(zodFieldErrors(result.error));
}

export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(italianMessage(issue));
  }
  return errors;
}

const missing = (issue: z.core.$ZodIssue) => ('input' in issue ? issue.input === undefined || issue.input === null : /received (undefined|null)$/.test(issue.message ?? ''));

function italianMessage(issue: z.core.$ZodIssue): string {
  // A schema's own message (z.string().min(1, 'Il nome è obbligatorio')) wins.
  if (issue.message && !issue.message.startsWith('Invalid') && !issue.message.startsWith('Too ') && !issue.message.startsWith('Expected') && !issue.message.startsWith('Unrecognized'))
    return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      // zod does not carry the input unless asked; its message says what it received.
      return missing(issue) ? 'Il campo è obbligatorio' : 'Il valore non è del tipo corretto';
    case 'too_small':
      return issue.origin === 'string'
        ? Number(issue.minimum) <= 1
          ? 'Il campo è obbligatorio'
          : `Il campo deve contenere almeno ${issue.minimum} caratteri`
        : `Il valore deve essere almeno ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string' ? `Il campo può contenere al massimo ${issue.maximum} caratteri` : `Il valore può essere al massimo ${issue.maximum}`;
    case 'invalid_format':
      return issue.format === 'email' ? "L'indirizzo e-mail non è valido" : 'Il formato non è valido';
    case 'invalid_value':
      return 'Il valore non è tra quelli ammessi';
    case 'unrecognized_keys':
      return 'Campo non previsto';
    default:
      return 'Il valore non è valido';
  }
}
