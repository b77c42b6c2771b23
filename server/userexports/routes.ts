// The exports dialog's calls (spec 1 §7): list (?pending=true), rename, download, delete.
// Every call reaches only the caller's own exports (404 for anyone else's).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/access.ts';
import { notFound } from '../http/errors.ts';
import { parseListParams } from '../http/list.ts';
import { cleanString, fileAnswer, flag, idParams, listQuery, pageOf, saved, timestamp } from '../http/schemas.ts';
import type { ZodTypeProvider } from '../http/zod.ts';
import { releaseFile, storageOf } from '../storage/index.ts';
import { XLSX_CONTENT_TYPE } from '../exports/content-type.ts';
import { contentDisposition } from '../storage/content-disposition.ts';
import { EXPORT_STATUSES } from '../../resources/contracts/exports.ts';
import { deleteOwnExport, getOwnExport, listOwnExports, listSpec, renameOwnExport } from './queries.ts';

export const FILE_NOT_FOUND = 'File non trovato!!!';

const exportRow = z.object({
  id: z.number(),
  descrizione: z.string(),
  status: z.enum(EXPORT_STATUSES),
  completed: z.boolean(),
  completed_at: timestamp.nullable(),
  created_at: timestamp,
  lista: z.string(),
  righe: z.number().nullable(),
  file_size: z.number().nullable(),
  error: z.string().nullable(),
});
const listExportsQuery = listQuery.omit({ export: true }).extend({ pending: flag.optional() });
const renameBody = z.object({
  descrizione: cleanString().min(1, 'La descrizione è obbligatoria').max(200, 'La descrizione può contenere al massimo 200 caratteri'),
});

/** The download's file name: the export's description (its current name), made safe, .xlsx. */
export const exportFileName = (descrizione: string) =>
  `${
    descrizione
      .replace(/:/g, '.')
      .replace(/[\\/*?"<>|\u0000-\u001f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 150) || 'export'
  }.xlsx`;

export default async function userexportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['esportazioni'];
  const config = { access: 'user' } as const;

  app.get('/userexports', { config, schema: { tags, summary: 'Le mie esportazioni', querystring: listExportsQuery, response: { 200: pageOf(exportRow) } } }, async (request) =>
    listOwnExports(app.db, currentUser(request).id, request.query.pending === true, parseListParams(request.query, listSpec)),
  );

  app.put('/userexports/:id', { config, schema: { tags, summary: "Rinomina un'esportazione", params: idParams, body: renameBody, response: { 200: saved } } }, async (request) => {
    const { id } = request.params;
    if (!(await renameOwnExport(app.db, currentUser(request).id, id, request.body.descrizione))) throw notFound('Esportazione non trovata');
    return { error: false as const, message: 'Salvataggio effettuato con successo!', id };
  });

  app.get('/userexports/download/:id', { config, schema: { tags, summary: "Scarica il file di un'esportazione", params: idParams, response: { 200: fileAnswer } } }, async (request, reply) => {
    const exp = await getOwnExport(app.db, currentUser(request).id, request.params.id);
    const file = exp?.status === 'success' && exp.file_key ? await storageOf(app).open(exp.file_key) : null;
    if (!exp || !file) throw notFound(FILE_NOT_FOUND);
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-length', file.size)
      .header('content-disposition', contentDisposition(exportFileName(exp.descrizione)))
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });

  app.delete('/userexports/:id', { config, schema: { tags, summary: "Elimina un'esportazione", params: idParams, response: { 200: saved } } }, async (request) => {
    const { id } = request.params;
    const fileKey = await deleteOwnExport(app.db, currentUser(request).id, id);
    if (fileKey === undefined) throw notFound('Esportazione non trovata');
    // The file goes with its last row. A pending export's job finds no row when it runs and stops.
    if (fileKey) await releaseFile(app.db, storageOf(app), fileKey);
    return { error: false as const, message: 'Esportazione eliminata', id };
  });
}
