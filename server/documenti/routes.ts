// Per-entity documents (spec 1 §7): types, upload, list, download, description edit, delete.
// Files go to the file store under their content hash; only the display name is kept from the upload.
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { cleanText } from '../../resources/clean-text.ts';
import { currentUser } from '../auth/access.ts';
import type { AuthUser } from '../auth/user.ts';
import type { Queryable } from '../db/client.ts';
import { notFound, validationError } from '../http/errors.ts';
import { binaryAnswer, cleanString, saved, timestamp } from '../http/schemas.ts';
import type { ZodTypeProvider } from '../http/zod.ts';
import { contentDisposition } from '../storage/content-disposition.ts';
import { releaseFile, sha256, storageOf, withFileKey } from '../storage/index.ts';
import { ENTITIES, ENTITY_TYPES, assertEntityAccess, assertEntityVisible, isEntityType, type EntityType } from './entities.ts';
import { deleteDocumento, describeDocumento, insertDocumento } from './service.ts';
import { REFUSALS, checkDocument } from './file-check.ts';
import { getDocumento, listDocumenti, tipiDocumento, tipoDocumentoOf } from './queries.ts';
import { MULTIPART_OPTIONS, readUpload } from './upload.ts';
import { FILE_NOT_FOUND } from '../userexports/routes.ts';

export const TIPO_NON_SELEZIONATO = 'Tipologia Documento non selezionata!!!';
export const UPLOAD_OK = 'File caricato correttamente';

const READ = [ENTITIES.societa.read, ENTITIES.anagrafica.read];
const WRITE = [ENTITIES.societa.write, ENTITIES.anagrafica.write];

const id = z.coerce.number().int().positive().max(2_147_483_647);
const entityParams = z.object({ type: z.enum(ENTITY_TYPES, 'Tipo di entità non valido'), id });
const idParams = z.object({ id });
const typeQuery = z.object({ type: z.enum(ENTITY_TYPES, 'Tipo di entità non valido') });
const descrizioneBody = z.object({
  descrizione: cleanString().max(500, 'La descrizione può contenere al massimo 500 caratteri').nullable(),
});

const tags = ['documenti'];
const DOCUMENT_NOT_FOUND = 'Documento non trovato';

/**
 * The document `id`, if its entity is one the user may see; another entity's document answers as a
 * missing one (`missing`), as exports and the DAF do: a 403 told which ids exist. What the user may do
 * with it is checked after (assertEntityAccess: a person seen but not changed is a 403).
 */
async function visibleDocument(db: Queryable, user: AuthUser, id: number, missing: string) {
  const doc = await getDocumento(db, id);
  if (!doc) throw notFound(missing);
  await assertEntityVisible(db, user, doc.entity_type, doc.entity_id, missing);
  return doc;
}
const tipoDocumento = z.object({ id: z.number(), descrizione: z.string() });
const documentoRow = z.object({
  id: z.number(),
  nome: z.string(),
  descrizione: z.string().nullable(),
  content_type: z.string(),
  file_size: z.number(),
  created_at: timestamp,
  tipo_documento: tipoDocumento,
});
/**
 * The upload form (multipart/form-data). The parts are read by the handler (upload.ts) after the
 * framework's validation, so the fields are documented here and checked there, each with its message.
 */
const uploadForm = z.object({
  entityType: z.enum(ENTITY_TYPES).optional().meta({ description: 'societa o anagrafica (obbligatorio)' }),
  entityId: z.string().optional().meta({ description: "L'id della società o del tesserato (obbligatorio)" }),
  tipologia_documento_id: z.string().optional().meta({ description: 'La tipologia del documento (obbligatoria, GET getTipoDocumento)' }),
  descrizione: z.string().optional(),
  file: z.any().optional().meta({ type: 'string', format: 'binary', description: 'Il file: PDF, JPEG o PNG, al massimo 10 MB (obbligatorio)' }),
});

/** One field's refusal as a 422 whose message is the refusal itself (the panel shows it). */
const refuse = (field: string, message: string) => validationError({ [field]: [message] }, message);

export default async function documentiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, MULTIPART_OPTIONS);
  const storage = storageOf(app);

  app.get(
    '/getTipoDocumento',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Tipologie di documento di una società o di un tesserato', querystring: typeQuery, response: { 200: z.object({ data: z.array(tipoDocumento) }) } },
    },
    async (request) => ({ data: await tipiDocumento(app.db, request.query.type) }),
  );

  app.get(
    '/documento/:type/:id',
    {
      config: { access: READ },
      schema: { tags, summary: 'Documenti di una società o di un tesserato', params: entityParams, response: { 200: z.object({ data: z.array(documentoRow), total: z.number() }) } },
    },
    async (request) => {
      const p = request.params;
      await assertEntityAccess(app.db, currentUser(request), p.type, p.id, 'read');
      const data = await listDocumenti(app.db, p.type, p.id);
      return { data, total: data.length };
    },
  );

  app.get(
    '/documento/download/:id',
    {
      config: { access: READ },
      schema: { tags, summary: 'Scarica un documento', params: idParams, response: { 200: binaryAnswer(['application/pdf', 'image/jpeg', 'image/png'], 'Il file caricato') } },
    },
    async (request, reply) => {
      const doc = await visibleDocument(app.db, currentUser(request), request.params.id, FILE_NOT_FOUND);
      await assertEntityAccess(app.db, currentUser(request), doc.entity_type, doc.entity_id, 'read');
      const file = await storage.open(doc.file_key);
      if (!file) throw notFound(FILE_NOT_FOUND);
      return reply
        .header('content-type', doc.content_type)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(doc.nome))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.post(
    '/documento',
    {
      config: { access: WRITE },
      schema: { tags, summary: 'Carica un documento', consumes: ['multipart/form-data'], body: uploadForm, response: { 200: saved } },
    },
    async (request) => {
      const user = currentUser(request);
      const { fields, file } = await readUpload(request);
      if (!isEntityType(fields.entityType)) throw refuse('entityType', 'Tipo di entità non valido');
      const entityId = id.safeParse(fields.entityId);
      if (!entityId.success) throw refuse('entityId', 'Entità non valida');
      await assertEntityAccess(app.db, user, fields.entityType, entityId.data, 'write');
      const tipo = id.safeParse(fields.tipologia_documento_id);
      if (!tipo.success) throw refuse('tipologia_documento_id', TIPO_NON_SELEZIONATO);
      if (!(await tipoDocumentoOf(app.db, tipo.data, fields.entityType))) throw refuse('tipologia_documento_id', 'Tipologia Documento non valida');
      if (!file) throw refuse('file', REFUSALS.missingFile);
      // The name as it reads (a right-to-left override could show 'x\u202Egpj.pdf' as 'xfdp.jpg').
      const nome = cleanText(file.name);
      const checked = checkDocument(nome, file.data);
      if ('refusal' in checked) throw refuse('file', checked.refusal);

      const descrizione =
        cleanText(fields.descrizione ?? '')
          .trim()
          .slice(0, 500) || null;
      const key = sha256(file.data);
      const newId = await withFileKey(app.db, storage, key, async (tx) => {
        await storage.putBuffer(file.data);
        return insertDocumento(tx, user.id, {
          entityType: fields.entityType as EntityType,
          entityId: entityId.data,
          tipoId: tipo.data,
          nome,
          descrizione,
          fileKey: key,
          contentType: checked.contentType,
          size: file.data.length,
        });
      });
      return { error: false as const, message: UPLOAD_OK, id: newId };
    },
  );

  app.put(
    '/documento/:id',
    {
      config: { access: WRITE },
      schema: { tags, summary: 'Modifica la descrizione di un documento', params: idParams, body: descrizioneBody, response: { 200: saved } },
    },
    async (request) => {
      const user = currentUser(request);
      const docId = request.params.id;
      const { descrizione } = request.body;
      const doc = await visibleDocument(app.db, user, docId, DOCUMENT_NOT_FOUND);
      await assertEntityAccess(app.db, user, doc.entity_type, doc.entity_id, 'write');
      await describeDocumento(app.db, user.id, docId, descrizione || null);
      return { error: false as const, message: 'Salvataggio effettuato con successo!', id: docId };
    },
  );

  app.delete(
    '/documento/:id',
    {
      config: { access: WRITE },
      schema: { tags, summary: 'Elimina un documento', params: idParams, response: { 200: saved } },
    },
    async (request) => {
      const user = currentUser(request);
      const docId = request.params.id;
      const doc = await visibleDocument(app.db, user, docId, DOCUMENT_NOT_FOUND);
      await assertEntityAccess(app.db, user, doc.entity_type, doc.entity_id, 'write');
      await deleteDocumento(app.db, user.id, doc);
      await releaseFile(app.db, storage, doc.file_key);
      return { error: false as const, message: 'File eliminato correttamente', id: docId };
    },
  );
}
