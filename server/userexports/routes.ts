// The exports dialog's calls (spec 1 §7): list (?pending=true), rename, download, delete.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/access.ts';
import { notFound } from '../http/errors.ts';
import { parseListParams, runList, type ListSpec } from '../http/list.ts';
import { parseBody } from '../http/validate.ts';
import { releaseFile, storageOf } from '../storage/index.ts';
import { XLSX_CONTENT_TYPE } from '../exports/xlsx.ts';
import { contentDisposition } from '../storage/content-disposition.ts';
import { EXPORT_FIELDS, getOwnExport } from './queries.ts';

export const FILE_NOT_FOUND = 'File non trovato!!!';

const listSpec: ListSpec = {
  sortable: { id: 'id', descrizione: 'descrizione', status: 'status', completed_at: 'completed_at', created_at: 'created_at' },
  defaultOrder: 'id DESC',
  searchColumns: ['descrizione'],
};

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const renameBody = z.object({
  descrizione: z.string().trim().min(1, 'La descrizione è obbligatoria').max(200, 'La descrizione può contenere al massimo 200 caratteri'),
});

/** The download's file name: the export's description (its current name), made safe, .xlsx. */
export const exportFileName = (descrizione: string) =>
  `${descrizione.replace(/:/g, '.').replace(/[\\/*?"<>|\u0000-\u001f]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 150) || 'export'}.xlsx`;

export default async function userexportsRoutes(app: FastifyInstance) {
  app.get('/userexports', { config: { access: 'user' } }, async (request) => {
    const user = currentUser(request);
    const query = request.query as Record<string, unknown>;
    const where = ['user_id = $1'];
    if (query.pending === 'true' || query.pending === '1') where.push(`status = 'pending'`);
    return runList(app.db, { select: EXPORT_FIELDS, from: 'user_export', where, params: [user.id] }, listSpec, parseListParams(query, listSpec));
  });

  app.put('/userexports/:id', { config: { access: 'user' } }, async (request) => {
    const user = currentUser(request);
    const { id } = parseBody(idParam, request.params);
    const { descrizione } = parseBody(renameBody, request.body);
    const { affectedRows } = await app.db.query(
      'UPDATE user_export SET descrizione = $3, updated_at = now() WHERE id = $1 AND user_id = $2',
      [id, user.id, descrizione],
    );
    if (!affectedRows) throw notFound('Esportazione non trovata');
    return { error: false, message: 'Salvataggio effettuato con successo!', id };
  });

  app.get('/userexports/download/:id', { config: { access: 'user' } }, async (request, reply) => {
    const user = currentUser(request);
    const { id } = parseBody(idParam, request.params);
    const exp = await getOwnExport(app.db, user.id, id);
    const file = exp?.status === 'success' && exp.file_key ? await storageOf(app).open(exp.file_key) : null;
    if (!exp || !file) throw notFound(FILE_NOT_FOUND);
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-length', file.size)
      .header('content-disposition', contentDisposition(exportFileName(exp.descrizione)))
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });

  app.delete('/userexports/:id', { config: { access: 'user' } }, async (request) => {
    const user = currentUser(request);
    const { id } = parseBody(idParam, request.params);
    const { rows } = await app.db.query<{ file_key: string | null }>(
      'DELETE FROM user_export WHERE id = $1 AND user_id = $2 RETURNING file_key',
      [id, user.id],
    );
    if (!rows.length) throw notFound('Esportazione non trovata');
    // The file goes with its last row. A pending export's job finds no row when it runs and stops.
    if (rows[0].file_key) await releaseFile(app.db, storageOf(app), rows[0].file_key);
    return { error: false, message: 'Esportazione eliminata', id };
  });
}
