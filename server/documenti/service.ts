// Document writes: each one transaction with its audit row (the file store is handled by the caller
// around it: content-addressed files are released after the row is gone).
import type { Db, Queryable } from '../db/client.ts';
import { audit } from '../audit.ts';
import { ENTITIES, type EntityType } from './entities.ts';
import type { DocumentoRow } from './queries.ts';

export interface NewDocumento {
  entityType: EntityType;
  entityId: number;
  tipoId: number;
  nome: string;
  descrizione: string | null;
  fileKey: string;
  contentType: string;
  size: number;
}

/** Inserts the row of an uploaded file (inside the caller's file-key transaction) and audits it. */
export async function insertDocumento(tx: Queryable, userId: number, d: NewDocumento): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO documento (entity_type, ${ENTITIES[d.entityType].column}, tipo_documento_id, nome, descrizione, file_key, content_type, file_size, user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [d.entityType, d.entityId, d.tipoId, d.nome, d.descrizione, d.fileKey, d.contentType, d.size, userId],
  );
  await audit(tx, { userId, action: 'upload', entity: 'documento', entityId: rows[0].id, after: { entityType: d.entityType, entityId: d.entityId, nome: d.nome, key: d.fileKey } });
  return rows[0].id;
}

export async function describeDocumento(db: Db, userId: number, id: number, descrizione: string | null) {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ descrizione: string | null }>('SELECT descrizione FROM documento WHERE id = $1 FOR UPDATE', [id]);
    await tx.query('UPDATE documento SET descrizione = $2, updated_at = now() WHERE id = $1', [id, descrizione]);
    await audit(tx, { userId, action: 'update', entity: 'documento', entityId: id, before: { descrizione: rows[0]?.descrizione ?? null }, after: { descrizione } });
  });
}

export async function deleteDocumento(db: Db, userId: number, doc: DocumentoRow) {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM documento WHERE id = $1', [doc.id]);
    await audit(tx, { userId, action: 'delete', entity: 'documento', entityId: doc.id, before: doc });
  });
}
