// A federation without demo data (DATABASE_URL without DEMO=1) starts with reference data only (the
// core seed's applications, disciplines and seasons, and the national catalog of server/reference/:
// roles, forms, causali, series, document types, geography, payment channels), no account, no club,
// no money. Its first system administrator is created once by `npm run create-admin`, with a random
// one-time password that must be changed at the first login (never a known password).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Db, Queryable } from '../db/client.ts';
import { audit } from '../audit.ts';
import { seedReference, seedSeasons, syncApplications } from '../seed/core.ts';
import { demoDataState } from '../seed/state.ts';
import { ensureNationalReference } from '../reference/index.ts';
import type { PaymentChannelSettings } from '../reference/payment-channels.ts';
import { ConfigError } from '../storage/storage-url.ts';
import type { Config } from '../config.ts';
import { normalEmail } from '../http/italian.ts';
import { hashPassword } from './passwords.ts';

export const DEMO_REFUSED =
  'Questo database contiene una federazione avviata senza dati demo: DEMO=1 non vi aggiunge dati di prova né account con password nota. Avviare senza DEMO=1, oppure con un database vuoto (un altro DATA_DIR o DATABASE_URL).';

/** Reference data and no account: a real federation not used yet, or a demo seed a former version left half done. */
export const DEMO_NO_ACCOUNT =
  'Questo database ha i dati di riferimento ma nessun account: è una federazione avviata senza DEMO=1 e non ancora usata, oppure un primo avvio con i dati demo rimasto interrotto. DEMO=1 non vi aggiunge dati di prova. Per ripartire con i dati demo: npm run reset-demo (svuota il database), poi npm start. Per la federazione: avviare senza DEMO=1.';

/**
 * Demo data and demo accounts (known password) only when demo mode is explicitly on, and only into an
 * empty database (a federation started without demo mode refuses to start in demo mode): the embedded
 * default is a demo; a real PostgreSQL without DEMO=1 starts an empty federation (issue 10 §1).
 */
export async function prepareDatabase(db: Db, settings: Pick<Config, 'demo' | 'seedScale'> & Partial<PaymentChannelSettings>) {
  if (!settings.demo) await ensureCoreReference(db);
  else {
    const state = await demoDataState(db);
    if (state === 'real') throw new ConfigError(DEMO_REFUSED);
    if (state === 'no-account') throw new ConfigError(DEMO_NO_ACCOUNT);
    if (state === 'empty') {
      console.log(`Caricamento dei dati demo (scala ${settings.seedScale})…`);
      // The seed's code and data (every Italian town) are loaded only to seed.
      const { seedDemo } = await import('../seed/index.ts');
      await seedDemo(db, { scale: settings.seedScale });
    }
  }
  await ensureNationalReference(db, paymentChannels(settings, settings.demo));
  await db.transaction((tx) => syncApplications(tx));
}

/** Unset, a card gateway is there in demo mode only (PAYMENT_PROVIDER's default). */
const paymentChannels = (s: Partial<PaymentChannelSettings>, demo = false): PaymentChannelSettings => ({
  cardPayments: s.cardPayments ?? demo,
  paymentIban: s.paymentIban,
  paymentBank: s.paymentBank,
});

/** The reference data of a federation started without demo data: the core seed once, then the national catalog. */
export async function ensureReferenceData(db: Pick<Db, 'query' | 'transaction'>, payment: Partial<PaymentChannelSettings> = {}, today = new Date()) {
  await ensureCoreReference(db, today);
  await ensureNationalReference(db, paymentChannels(payment));
}

/** Applications, permissions, disciplines, general configuration and the seasons around today, once. */
async function ensureCoreReference(db: Pick<Db, 'query' | 'transaction'>, today = new Date()) {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM application');
    if (rows[0].n > 0) return;
    await seedReference(tx);
    await seedSeasons(tx, today);
  });
}

/**
 * How to create the first system administrator, for the database this server uses: the command
 * printed without DATABASE_URL, pasted as it was, created the administrator in an embedded database
 * the server never read (create-admin now refuses that without --embedded).
 */
export function createAdminHint(settings: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (settings.databaseUrl) {
    return 'Nessun amministratore di sistema: crealo una volta, con lo stesso DATABASE_URL di questo server, con\n  DATABASE_URL=… npm run create-admin -- --email <indirizzo> --name "<nome e cognome>"';
  }
  const dataDir = path.relative(process.cwd(), settings.dataDir) === 'data' ? '' : `DATA_DIR=${settings.dataDir} `;
  return `Nessun amministratore di sistema: fermato il server, crealo una volta nel database incorporato con\n  ${dataDir}npm run create-admin -- --embedded --email <indirizzo> --name "<nome e cognome>"`;
}

export async function hasSystemAdmin(db: Queryable): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM users WHERE tipo_utente = 'sysadmin' AND deleted_at IS NULL LIMIT 1");
  return rows.length > 0;
}

/** A password meeting the policy (letters and digits), 20 characters of randomness. */
export const oneTimePassword = () => `${randomBytes(15).toString('base64url').replace(/[-_]/g, 'x')}7a`;

export class AdminExistsError extends Error {}

/** Creates the first system administrator; refuses when one already exists. Returns its one-time password. */
export async function createFirstAdmin(db: Pick<Db, 'query' | 'transaction'>, { email: typed, name }: { email: string; name: string }): Promise<{ id: number; password: string }> {
  // Stored as every account's e-mail is: trimmed and lower-cased.
  const email = normalEmail(typed);
  const password = oneTimePassword();
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Serialises two concurrent runs: the second waits and then sees the first administrator.
    await tx.query('LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE');
    if (await hasSystemAdmin(tx)) throw new AdminExistsError('Esiste già un amministratore di sistema');
    const { rows } = await tx.query<{ id: number }>(`INSERT INTO users (name, email, password_hash, tipo_utente, must_edit_password) VALUES ($1, $2, $3, 'sysadmin', true) RETURNING id`, [
      name,
      email,
      hash,
    ]);
    await audit(tx, { userId: null, action: 'utente.create_first_admin', entity: 'users', entityId: rows[0].id, after: { email, name } });
    return { id: rows[0].id, password };
  });
}
