// Core demo data: seasons around today, disciplines, general configuration, applications and permissions.
import type { Queryable } from '../db/client.ts';
import { APPLICATIONS } from '../auth/applications.ts';
import { isoDay } from './random.ts';

export interface SeasonIds {
  previous: number;
  current: number;
  next: number;
}

/** Seasons run 1 July – 30 June; the current one is open and today is inside its renewal window. */
export async function seedSeasons(db: Queryable, today: Date): Promise<SeasonIds> {
  const startYear = today.getUTCMonth() >= 6 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const season = (y: number, aperta: boolean, renewalsEnd: string) => [`${y}/${y + 1}`, aperta, `${y}-07-01`, `${y + 1}-06-30`, `${y}-07-01`, renewalsEnd, renewalsEnd, `${y + 1}-01-31`];
  const current = startYear;
  // The renewal window ends at least 60 days after today, and within the season.
  const renewalsEnd = [isoDay(today, 60), `${current + 1}-06-30`].sort()[0];
  const rows = [season(current - 1, false, `${current - 1}-12-31`), season(current, true, renewalsEnd), season(current + 1, false, `${current + 1}-12-31`)];
  const ids: number[] = [];
  for (const r of rows) {
    const { rows: out } = await db.query<{ id: number }>(
      `INSERT INTO stagione (nome, aperta, data_inizio, data_fine, data_inizio_rinnovi, data_fine_rinnovi,
         data_ultima_rinnovo_affiliazione, data_ultima_revoca_prestiti, gemellaggio_data_nascita_iniziale, gemellaggio_data_nascita_finale)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '2004-01-01', '2012-12-31') RETURNING id`,
      r,
    );
    ids.push(out[0].id);
  }
  return { previous: ids[0], current: ids[1], next: ids[2] };
}

export async function seedReference(db: Queryable) {
  await db.query(`INSERT INTO disciplina (nome, codice) VALUES ('Pallamano', 'PM'), ('Beach Handball', 'BH'), ('Pallamano in Carrozzina', 'WH')`);
  await db.query('INSERT INTO configurazione_generale (rinnovi_automatici, rinnovi_automatici_stranieri, abilita_carrello) VALUES (true, false, true)');
  await syncApplications(db);
}

/**
 * The applications and their permission codes as the code declares them (APPLICATIONS, with the
 * reference screens derived from their declarations): missing rows are added, existing ones kept,
 * so a screen added by an upgrade gets its permission on a database filled by an older version.
 */
export async function syncApplications(db: Queryable) {
  for (const [i, app] of APPLICATIONS.entries()) {
    await db.query('INSERT INTO application (codice, descrizione, ordine) VALUES ($1, $2, $3) ON CONFLICT (codice) DO NOTHING', [app.key, app.name, i + 1]);
    // One permission per code; its description names every screen it opens ('Report Società, Report
    // Tesserati'): an administrator granting it sees all it gives.
    const labels = new Map<string, string[]>();
    for (const item of app.navigation_menu) labels.set(item.name, [...(labels.get(item.name) ?? []), item.label]);
    for (const [codice, names] of labels) {
      await db.query(
        `INSERT INTO permission (application_id, codice, descrizione)
         SELECT id, $2, $3 FROM application WHERE codice = $1
         ON CONFLICT (codice) DO NOTHING`,
        [app.key, codice, names.join(', ')],
      );
    }
  }
}
