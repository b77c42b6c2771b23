// Document types offered in the upload panel of clubs and members.
import type { Queryable } from '../db/client.ts';
import type { EntityType } from './entities.ts';

export const TIPI_DOCUMENTO: Record<EntityType, string[]> = {
  societa: [
    'Atto costitutivo',
    'Statuto',
    'Verbale di assemblea',
    'Certificato di attribuzione del codice fiscale',
    'Documento del legale rappresentante',
    'Certificato di iscrizione al Registro',
    'Altro',
  ],
  anagrafica: ["Documento d'identità", 'Codice fiscale', 'Certificato medico', 'Permesso di soggiorno', 'Modulo di tesseramento firmato', 'Fotografia', 'Altro'],
};

export async function seedTipiDocumento(db: Queryable) {
  for (const [type, names] of Object.entries(TIPI_DOCUMENTO)) {
    for (const [i, descrizione] of names.entries()) {
      await db.query('INSERT INTO tipo_documento (type, descrizione, ordine) VALUES ($1, $2, $3) ON CONFLICT (type, descrizione) DO NOTHING', [type, descrizione, i + 1]);
    }
  }
}
