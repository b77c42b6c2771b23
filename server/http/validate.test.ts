import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodFieldErrors } from './validate.ts';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : zodFieldErrors(r.error);
};

describe('field errors in Italian', () => {
  it("tell a missing field from one of the wrong type ('Il campo è obbligatorio' only when it is missing)", () => {
    const schema = z.object({ indirizzo: z.string(), cap: z.string().nullable(), occhiali: z.boolean().optional() });
    expect(errorsOf(schema, { cap: 12345, occhiali: 'yes' })).toEqual({
      indirizzo: ['Il campo è obbligatorio'],
      cap: ['Il valore non è del tipo corretto'],
      occhiali: ['Il valore non è del tipo corretto'],
    });
    expect(errorsOf(schema, { indirizzo: 123, cap: null })).toEqual({ indirizzo: ['Il valore non è del tipo corretto'] });
  });
});
