// Demo data of the members screen (issue 15): the demo person's medical certificate document,
// certificates of the demo club expiring within 30 days or expired, and two near-duplicate people
// (same birth date, surnames one letter apart) in the demo club to show the duplicate warning.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/client.ts';
import type { ExtraSeed } from './extra.ts';
import { isoDay } from './random.ts';

/** A one-page PDF standing for the scanned certificate; the app puts it in the file store (see server/anagrafica/index.ts). */
export const DEMO_CERTIFICATE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
    '4 0 obj<</Length 62>>stream\nBT /F1 18 Tf 72 760 Td (Certificato medico sportivo) Tj ET\nendstream endobj\n' +
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const DEMO_CERTIFICATE_KEY = createHash('sha256').update(DEMO_CERTIFICATE_PDF).digest('hex');

export const NEAR_DUPLICATES = [
  { cognome: 'Ferrari', nome: 'Giulia' },
  { cognome: 'Ferrarri', nome: 'Giulia' },
] as const;

async function one<T>(db: Queryable, text: string, params: unknown[] = []): Promise<T | undefined> {
  return (await db.query<T>(text, params)).rows[0];
}

export const seedAnagrafica: ExtraSeed = async (db, { today, seasons }) => {
  const demo = await one<{ anagrafica_id: number; societa_id: number }>(
    db,
    "SELECT (SELECT anagrafica_id FROM users WHERE email = 'tesserato@demo.it') AS anagrafica_id, (SELECT societa_id FROM users WHERE email = 'societa@demo.it') AS societa_id",
  );
  if (!demo?.anagrafica_id || !demo.societa_id) return;

  // The demo person's medical certificate, valid until its certificate expiry.
  await db.query(
    `INSERT INTO documento (entity_type, anagrafica_id, tipo_documento_id, nome, descrizione, file_key, content_type, file_size)
     SELECT 'anagrafica', $1, id, 'certificato_medico.pdf', 'Certificato medico sportivo agonistico', $2, 'application/pdf', $3
     FROM tipo_documento WHERE type = 'anagrafica' AND descrizione = 'Certificato medico'`,
    [demo.anagrafica_id, DEMO_CERTIFICATE_KEY, DEMO_CERTIFICATE_PDF.length],
  );

  // Certificate radar: among the demo club's athletes, some expire soon and one has expired.
  const { rows: members } = await db.query<{ id: number }>(
    `SELECT DISTINCT r.anagrafica_id AS id FROM anagrafica_ruolo r WHERE r.societa_id = $1 AND r.stagione_id = $2 AND r.approvato
       AND r.anagrafica_id <> $3 ORDER BY 1 LIMIT 6`,
    [demo.societa_id, seasons.current, demo.anagrafica_id],
  );
  const offsets = [3, 12, 25, -10, 40, 200];
  for (const [i, m] of members.entries()) {
    await db.query('UPDATE anagrafica SET data_scadenza_certificato = $2 WHERE id = $1', [m.id, isoDay(today, offsets[i])]);
  }

  // Two near-duplicates, athletes of the demo club this season.
  const ref = await one<{ ruolo: number; tipologia: number; disciplina: number; comune: number; istat: string; sigla: string }>(
    db,
    `SELECT (SELECT id FROM ruolo WHERE codice = 'ATL') AS ruolo, (SELECT id FROM tipologia_tesseramento WHERE codice = 'AS' AND deleted_at IS NULL) AS tipologia,
       (SELECT id FROM disciplina ORDER BY id LIMIT 1) AS disciplina, c.id AS comune, c.codice_istat AS istat, p.sigla
     FROM comune c JOIN provincia p ON p.id = c.provincia_id WHERE c.codice_catastale = 'F205'`,
  );
  if (!ref) return;
  const start = isoDay(today, -20);
  for (const [i, p] of NEAR_DUPLICATES.entries()) {
    const row = await one<{ id: number }>(
      db,
      `INSERT INTO anagrafica (cognome, nome, matricola, sesso, data_nascita, comune_nascita_id, comune_nascita_istat, provincia_nascita,
         cittadinanza, nazionalita_sportiva, data_scadenza_certificato, key)
       VALUES ($1, $2, $3, 'F', '2001-05-14', $4, $5, $6, 'Italiana', 'Italiana', $7, $8) RETURNING id`,
      [p.cognome, p.nome, `D${String(i + 1).padStart(5, '0')}`, ref.comune, ref.istat, ref.sigla, isoDay(today, 300), `duplicato${i + 1}`.padEnd(32, '0')],
    );
    await db.query(
      `INSERT INTO anagrafica_ruolo (anagrafica_id, societa_id, stagione_id, ruolo_id, tipologia_tesseramento_id, disciplina_id, approvato, data_inizio)
       VALUES ($1, $2, $3, $4, $5, $6, true, $7)`,
      [row!.id, demo.societa_id, seasons.current, ref.ruolo, ref.tipologia, ref.disciplina, start],
    );
  }
};
