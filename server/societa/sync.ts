// Alignment with the national Olympic committee ('sendDataToConi') through a pluggable connector.
// The real external services are out of reach here: the demo connector answers by rule. A real
// connector implements `SyncConnector` and is installed with `setSyncConnector` at start-up
// (README "Sync connectors").
import { audit } from '../audit.ts';
import type { AuthUser } from '../auth/user.ts';
import type { Queryable } from '../db/client.ts';
import { q, sql } from '../db/sql.ts';
import { conflict, notFound } from '../http/errors.ts';
import { SOCIETA_MESSAGES as M } from '../../resources/contracts/societa.ts';
import { assertSocietaReachable } from './service.ts';

/** What is sent about a club. */
export interface ClubPayload {
  id: number;
  nome: string;
  codice_affiliazione: string | null;
  codice_fiscale: string | null;
  partita_iva: string | null;
  rappresentante_codice_fiscale: string | null;
  sede_legale_comune_istat: string | null;
  stagione: string;
}

export type SyncOutcome = { ok: true; codice: string } | { ok: false; errore: string };

export interface SyncConnector {
  readonly name: string;
  sendSocieta(club: ClubPayload): Promise<SyncOutcome>;
}

/** Demo: aligned when the club has affiliation code, tax code, legal seat and representative's tax code. */
export const demoConnector: SyncConnector = {
  name: 'demo',
  async sendSocieta(club) {
    if (!club.codice_affiliazione) return { ok: false, errore: 'Codice di affiliazione mancante' };
    if (!club.codice_fiscale) return { ok: false, errore: 'Codice fiscale non presente nel Registro' };
    if (!club.rappresentante_codice_fiscale) return { ok: false, errore: 'Rappresentante legale non corrispondente' };
    if (!club.sede_legale_comune_istat) return { ok: false, errore: 'Sede legale incompleta' };
    return { ok: true, codice: `RAS${club.codice_affiliazione.padStart(8, '0')}` };
  },
};

let connector: SyncConnector = demoConnector;
export const setSyncConnector = (c: SyncConnector) => {
  connector = c;
};
export const syncConnector = () => connector;

type Transactional = { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> } & Queryable;

/**
 * Sends the club and records the attempt as a sync row of the season (aligned or with the error).
 * A refusal is recorded, then answered as 409 with the remote message.
 */
export async function sendDataToConi(db: Transactional, user: AuthUser, societaId: number, stagione: { id: number; nome: string }) {
  assertSocietaReachable(user, societaId);
  const { rows } = await q<Omit<ClubPayload, 'stagione'>>(
    db,
    sql`
    SELECT s.id, s.nome, s.codice_affiliazione, s.codice_fiscale, s.partita_iva, s.rappresentante_codice_fiscale, c.codice_istat AS sede_legale_comune_istat
      FROM societa s LEFT JOIN comune c ON c.id = s.sede_legale_comune_id WHERE s.id = ${societaId} AND s.deleted_at IS NULL`,
  );
  if (!rows[0]) throw notFound('Società non trovata');
  let outcome: SyncOutcome;
  try {
    outcome = await connector.sendSocieta({ ...rows[0], stagione: stagione.nome });
  } catch (e) {
    outcome = { ok: false, errore: `Servizio remoto non raggiungibile: ${(e as Error).message}` };
  }
  await db.transaction(async (tx) => {
    const { rows: made } = await q<{ id: number }>(
      tx,
      sql`
      INSERT INTO synch (type, societa_id, stagione_affiliazione_id, codice, allineato, allineato_coni, data_allineamento, errore)
      VALUES ('coni', ${societaId}, ${stagione.id}, ${outcome.ok ? outcome.codice : null}, ${outcome.ok}, ${outcome.ok},
        ${outcome.ok ? new Date().toISOString() : null}, ${outcome.ok ? null : outcome.errore})
      RETURNING id`,
    );
    await audit(tx, { userId: user.id, action: 'societa.sendDataToConi', entity: 'synch', entityId: made[0].id, after: { connector: connector.name, ...outcome } });
  });
  if (!outcome.ok) throw conflict(outcome.errore);
  return { error: false as const, message: M.coniSent };
}
