// Route schemas are zod schemas (fastify-type-provider-zod types them). Validation is ours so that
// failures speak Italian and follow ARCHITECTURE §4: a body that does not fit is a 422 with the
// messages per field; a path or query string that does not fit is a 400 with the same detail.
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './errors.ts';
import { zodFieldErrors } from './validate.ts';

export { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data ?? (httpPart === 'body' ? {} : data));
    if (result.success) return { value: result.data };
    const errors = zodFieldErrors(result.error);
    const error = httpPart === 'body' ? new HttpError(422, 'Uno o più campi non sono stati compilati correttamente', { errors }) : new HttpError(400, 'Richiesta non valida', { errors });
    return { error };
  };
