// Calls of the document panel (spec 1 §7): getTipoDocumento?type=, documento/{type}/{id}, POST
// documento (multipart), PUT/DELETE documento/{id}, documento/download/{id}.
import { api, download } from '../../providers/http';

export type EntityType = 'societa' | 'anagrafica';

export interface TipoDocumento {
  id: number;
  descrizione: string;
}

export interface Documento {
  id: number;
  nome: string;
  descrizione: string | null;
  tipo_documento: TipoDocumento;
  content_type: string;
  file_size: number;
  created_at: string;
}

/** Spec 1 §9: document names are shown truncated at 50 characters. */
export const NAME_MAX = 50;
export const truncateName = (name: string) => (name.length > NAME_MAX ? `${name.slice(0, NAME_MAX)}...` : name);

export const fetchTipi = (type: EntityType) => api<{ data: TipoDocumento[] }>('getTipoDocumento', { query: { type } }).then((r) => r.data);

export const fetchDocumenti = (type: EntityType, id: number) => api<{ data: Documento[] }>(`documento/${type}/${id}`).then((r) => r.data);

export function uploadDocumento(type: EntityType, id: number, tipoId: number, file: File) {
  const body = new FormData();
  // Fields first, so the server knows what the file is for before reading it.
  body.append('entityType', type);
  body.append('entityId', String(id));
  body.append('tipologia_documento_id', String(tipoId));
  body.append('file', file, file.name);
  return api<{ message: string; id: number }>('documento', { method: 'POST', body });
}

export const updateDescrizione = (id: number, descrizione: string) => api(`documento/${id}`, { method: 'PUT', body: { descrizione } });

export const deleteDocumento = (id: number) => api(`documento/${id}`, { method: 'DELETE' });

export const downloadDocumento = (id: number) => download(`documento/download/${id}`);
