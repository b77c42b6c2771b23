// Writes of the users area: each operation is one transaction that locks the account row, writes,
// ends sessions where the rules say so, and records its audit row. The checks of who may change whom
// and the body rules run before (routes.ts, rules.ts, schemas.ts).
import { audit } from '../audit.ts';
import { revokeUserTokens } from '../auth/tokens.ts';
import type { Db, Queryable } from '../db/client.ts';
import { notFound, validationError } from '../http/errors.ts';
import { isUniqueEmailViolation, type Grant } from './rules.ts';
import { MESSAGES } from './schemas.ts';

interface Account {
  name: string;
  email: string;
  tipo_utente: string;
  societa_id: number | null;
  anagrafica_id: number | null;
  deleted_at?: string | Date | null;
}

/** The audited picture of an account: what an administrator changes (never the password). */
const snapshot = (u: Account) => ({
  name: u.name,
  email: u.email,
  tipo_utente: u.tipo_utente,
  societa_id: u.societa_id,
  anagrafica_id: u.anagrafica_id,
  deleted_at: u.deleted_at ?? null,
});

/** Locks the account for the rest of the transaction (404 if it is gone). */
async function lockUser(tx: Queryable, id: number) {
  const { rows } = await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [id]);
  if (!rows.length) throw notFound('Utente non trovato');
}

/** Two administrators saving the same e-mail at once: the unique index decides, with the same message. */
function rethrowEmailTaken(e: unknown): never {
  if (isUniqueEmailViolation(e)) throw validationError({ email: [MESSAGES.emailTaken] });
  throw e;
}

/** Creates an account with its starting permissions (rules.ts, newAccountGrants), audited together. */
export async function createUtente(db: Db, actorId: number, account: Account & { passwordHash: string }, grants: Grant[]): Promise<number> {
  return db
    .transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        // The administrator chose the password: it is temporary, changed at the first login (/musteditpassword).
        `INSERT INTO users (name, email, password_hash, tipo_utente, societa_id, anagrafica_id, must_edit_password)
         VALUES ($1, $2, $3, $4, $5, $6, true) RETURNING id`,
        [account.name, account.email, account.passwordHash, account.tipo_utente, account.societa_id, account.anagrafica_id],
      );
      const id = rows[0].id;
      if (grants.length > 0) {
        await tx.query(
          `INSERT INTO user_permission (user_id, permission_id, can_read, can_write)
           SELECT $1, p.id, g.can_read, g.can_write
             FROM unnest($2::text[], $3::boolean[], $4::boolean[]) AS g(codice, can_read, can_write)
             JOIN permission p ON p.codice = g.codice`,
          [id, grants.map((g) => g.codice), grants.map((g) => g.read), grants.map((g) => g.write)],
        );
      }
      await audit(tx, { userId: actorId, action: 'utente.create', entity: 'users', entityId: id, after: { ...snapshot(account), permissions: grants } });
      return id;
    })
    .catch(rethrowEmailTaken);
}

/**
 * Saves an account; a new password (its hash) ends the sessions opened with the old one — on oneself,
 * the other sessions (`keepTokenId`).
 */
export async function updateUtente(db: Db, o: { actorId: number; id: number; before: Account; after: Account; passwordHash: string | null; keepTokenId: number | null }) {
  const { id, after, passwordHash } = o;
  await db
    .transaction(async (tx) => {
      await lockUser(tx, id);
      await tx.query(
        `UPDATE users SET name = $2, email = $3, tipo_utente = $4, societa_id = $5, anagrafica_id = $6,
                password_hash = COALESCE($7, password_hash), updated_at = now(),
                -- A password an administrator sets for someone else is temporary, as at creation.
                must_edit_password = CASE WHEN $7::text IS NOT NULL AND $1 <> $8 THEN true ELSE must_edit_password END
          WHERE id = $1`,
        [id, after.name, after.email, after.tipo_utente, after.societa_id, after.anagrafica_id, passwordHash, o.actorId],
      );
      if (passwordHash) await revokeUserTokens(tx, id, o.keepTokenId);
      await audit(tx, {
        userId: o.actorId,
        action: 'utente.update',
        entity: 'users',
        entityId: id,
        before: snapshot(o.before),
        after: { ...snapshot(after), ...(passwordHash ? { password: true } : {}) },
      });
    })
    .catch(rethrowEmailTaken);
}

/** Disables an account (out at once: every open session stops working) or enables it again. */
export async function setUtenteEnabled(db: Db, o: { actorId: number; id: number; before: { deleted_at: string | Date | null }; enabled: boolean }) {
  const { id } = o;
  await db.transaction(async (tx) => {
    await lockUser(tx, id);
    if (o.enabled) {
      await tx.query('UPDATE users SET deleted_at = NULL, updated_at = now() WHERE id = $1', [id]);
      await audit(tx, { userId: o.actorId, action: 'utente.enable', entity: 'users', entityId: id, before: { deleted_at: o.before.deleted_at }, after: { deleted_at: null } });
      return;
    }
    const { rows } = await tx.query<{ deleted_at: string }>('UPDATE users SET deleted_at = COALESCE(deleted_at, now()), updated_at = now() WHERE id = $1 RETURNING deleted_at', [id]);
    await revokeUserTokens(tx, id);
    await audit(tx, { userId: o.actorId, action: 'utente.disable', entity: 'users', entityId: id, before: { deleted_at: o.before.deleted_at }, after: { deleted_at: rows[0].deleted_at } });
  });
}

/**
 * Grants read/write of one permission; both false removes the row ('Rimuovi Permessi'), so the grid
 * no longer lists it. The grant's row is locked and audited with its old flags.
 */
export async function setPermission(db: Db, o: { actorId: number; userId: number; permission: { id: number; codice: string }; read: boolean; write: boolean }) {
  const { userId, permission, read, write } = o;
  await db.transaction(async (tx) => {
    const { rows: old } = await tx.query<{ can_read: boolean; can_write: boolean }>('SELECT can_read, can_write FROM user_permission WHERE user_id = $1 AND permission_id = $2 FOR UPDATE', [
      userId,
      permission.id,
    ]);
    if (read || write) {
      await tx.query(
        `INSERT INTO user_permission (user_id, permission_id, can_read, can_write) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, permission_id) DO UPDATE SET can_read = EXCLUDED.can_read, can_write = EXCLUDED.can_write`,
        [userId, permission.id, read, write],
      );
    } else {
      await tx.query('DELETE FROM user_permission WHERE user_id = $1 AND permission_id = $2', [userId, permission.id]);
    }
    await audit(tx, {
      userId: o.actorId,
      action: 'utente.permissions',
      entity: 'users',
      entityId: userId,
      before: { permission: permission.codice, read: old[0]?.can_read ?? false, write: old[0]?.can_write ?? false },
      after: { permission: permission.codice, read, write },
    });
  });
}
