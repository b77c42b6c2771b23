// Reads the multipart body of POST documento: the fields and at most one file, kept in memory up to
// the 10 MB limit (nothing is written anywhere before every check has passed).
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../http/errors.ts';
import { MAX_DOCUMENT_BYTES, REFUSALS } from './file-check.ts';

export const MULTIPART_OPTIONS = {
  // Keep the name as sent, so a name with a path is seen and refused rather than silently cut.
  preservePath: true,
  limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, fieldSize: 2000, parts: 12 },
};

export interface Upload {
  fields: Record<string, string>;
  file: { name: string; data: Buffer } | null;
}

const refuse = (status: number, message: string) => new HttpError(status, message, { errors: { file: [message] } });

export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest('La richiesta deve essere di tipo multipart/form-data');
  const fields: Record<string, string> = {};
  let file: Upload['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') file = { name: part.filename ?? '', data };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(413, REFUSALS.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw refuse(413, 'È possibile caricare un solo file alla volta');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Troppi campi nella richiesta');
    throw e;
  }
  return { fields, file };
}
