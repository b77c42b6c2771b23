// The demo accounts of ARCHITECTURE §5 (all with password Demo2026!) and their permissions.
import type { Queryable } from '../db/client.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { TipoUtente } from '../auth/user.ts';
import { NEW_ACCOUNT_PERMISSIONS } from '../auth/applications.ts';

export const DEMO_PASSWORD = 'Demo2026!';

interface DemoAccount {
  email: string;
  name: string;
  who: string;
  tipo: TipoUtente;
  mustEdit?: boolean;
  /** permission code → 'r' or 'rw' */
  permissions: Record<string, 'r' | 'rw'>;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@demo.it', name: 'Amministratore di Sistema', who: 'amministratore di sistema (sysadmin:all)', tipo: 'sysadmin', permissions: {} },
  {
    email: 'segreteria@demo.it',
    name: 'Segreteria Federale',
    who: 'amministratore federale con permessi limitati',
    tipo: 'admin',
    permissions: { economicssocieta: 'rw', contabilitasocieta: 'r', trasferimentirichiesti: 'r', anagrafica: 'rw', trasferimenti: 'rw', contabilitatesserati: 'r', reports: 'r', causali: 'r' },
  },
  {
    email: 'societa@demo.it',
    name: 'Società Demo',
    who: 'utente di una società affiliata e gemellata',
    tipo: 'societa',
    permissions: NEW_ACCOUNT_PERMISSIONS.societa,
  },
  {
    email: 'tesserato@demo.it',
    name: 'Tesserato Demo',
    who: 'tesserato (allenatore e arbitro)',
    tipo: 'anagrafica',
    permissions: NEW_ACCOUNT_PERMISSIONS.anagrafica,
  },
  { email: 'nuovo@demo.it', name: 'Nuovo Utente', who: 'deve cambiare la password al primo accesso', tipo: 'admin', mustEdit: true, permissions: { reports: 'r' } },
];

export async function seedDemoUsers(db: Queryable, links: { societaId: number; anagraficaId: number }) {
  // The demo accounts share one password, printed at every start: one argon2 hash (its own random
  // salt) serves them all, rather than five of ~0.3 s each in the first start. A password changed
  // later gets its own hash.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const a of DEMO_ACCOUNTS) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (name, email, password_hash, tipo_utente, societa_id, anagrafica_id, must_edit_password)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [a.name, a.email, passwordHash, a.tipo, a.tipo === 'societa' ? links.societaId : null, a.tipo === 'anagrafica' ? links.anagraficaId : null, a.mustEdit ?? false],
    );
    for (const [codice, level] of Object.entries(a.permissions)) {
      await db.query(
        `INSERT INTO user_permission (user_id, permission_id, can_read, can_write)
         SELECT $1, id, true, $3 FROM permission WHERE codice = $2`,
        [rows[0].id, codice, level === 'rw'],
      );
    }
  }
}
