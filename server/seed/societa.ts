// Demo data of the club screen (issue 14) beyond the domain seed: the demo club's documents (a statuto
// and a registration certificate) and a sync attempt that is not aligned, so every tab has content.
// The document bytes are the demo PDF the members area puts in the file store at start-up.
import type { ExtraSeed } from './extra.ts';
import { DEMO_CERTIFICATE_KEY, DEMO_CERTIFICATE_PDF } from './anagrafica.ts';

export const seedSocietaDemo: ExtraSeed = async (db, { seasons }) => {
  const { rows } = await db.query<{ societa_id: number | null }>("SELECT societa_id FROM users WHERE email = 'societa@demo.it'");
  const societaId = rows[0]?.societa_id;
  if (!societaId) return;
  for (const [tipo, nome, descrizione] of [
    ['Statuto', 'statuto.pdf', 'Statuto della società'],
    ['Certificato di iscrizione al Registro', 'certificato_registro.pdf', 'Certificato di iscrizione al Registro nazionale'],
  ]) {
    await db.query(
      `INSERT INTO documento (entity_type, societa_id, tipo_documento_id, nome, descrizione, file_key, content_type, file_size)
       SELECT 'societa', $1, id, $2, $3, $4, 'application/pdf', $5 FROM tipo_documento WHERE type = 'societa' AND descrizione = $6`,
      [societaId, nome, descrizione, DEMO_CERTIFICATE_KEY, DEMO_CERTIFICATE_PDF.length, tipo],
    );
  }
  // A refused attempt with the sports-health register: the club shows as not aligned there.
  await db.query(
    `INSERT INTO synch (type, societa_id, stagione_affiliazione_id, codice, allineato, allineato_coni, errore, created_at)
     VALUES ('sport-health', $1, $2, NULL, false, false, 'Rappresentante legale non corrispondente', now())`,
    [societaId, seasons.current],
  );
};
