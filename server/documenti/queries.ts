// Rows of documento and tipo_documento.
import type { Queryable } from '../db/client.ts';
import { ENTITIES, type EntityType } from './entities.ts';

export interface DocumentoRow {
  id: number;
  entity_type: EntityType;
  entity_id: number;
  nome: string;
  file_key: string;
  content_type: string;
  file_size: number;
}

export const DOCUMENTO_FIELDS = `d.id, d.nome, d.descrizione, d.content_type, d.file_size, d.created_at,
  json_build_object('id', t.id, 'descrizione', t.descrizione) AS tipo_documento`;

/** A document as the panel lists it. */
export interface DocumentoListRow {
  id: number;
  nome: string;
  descrizione: string | null;
  content_type: string;
  file_size: number;
  created_at: Date | string;
  tipo_documento: { id: number; descrizione: string };
}

export async function listDocumenti(db: Queryable, type: EntityType, id: number) {
  const { rows } = await db.query<DocumentoListRow>(
    `SELECT ${DOCUMENTO_FIELDS} FROM documento d JOIN tipo_documento t ON t.id = d.tipo_documento_id
      WHERE d.entity_type = $1 AND d.${ENTITIES[type].column} = $2 ORDER BY d.id DESC`,
    [type, id],
  );
  return rows;
}

export async function getDocumento(db: Queryable, id: number): Promise<DocumentoRow | null> {
  const { rows } = await db.query<DocumentoRow>(
    `SELECT id, entity_type, coalesce(societa_id, anagrafica_id) AS entity_id, nome, file_key, content_type, file_size
       FROM documento WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function tipiDocumento(db: Queryable, type: EntityType) {
  const { rows } = await db.query<{ id: number; descrizione: string }>('SELECT id, descrizione FROM tipo_documento WHERE type = $1 AND deleted_at IS NULL ORDER BY ordine, descrizione', [type]);
  return rows;
}

export async function tipoDocumentoOf(db: Queryable, id: number, type: EntityType) {
  const { rows } = await db.query('SELECT id FROM tipo_documento WHERE id = $1 AND type = $2 AND deleted_at IS NULL', [id, type]);
  return rows.length > 0;
}
