// The entities documents attach to, and who may see or change them (abilities + user-type scope).
import type { Queryable } from '../db/client.ts';
import type { AuthUser } from '../auth/user.ts';
import { requireAbility } from '../auth/access.ts';
import { assertAnagraficaVisible, assertSocietaVisible } from '../auth/scope.ts';
import { currentSeason } from '../auth/session.ts';
import { isAdmin } from '../auth/user.ts';
import { accessLevel } from '../anagrafica/queries.ts';
import { forbidden, HttpError, memberNotFound, notFound } from '../http/errors.ts';

export const ENTITY_TYPES = ['societa', 'anagrafica'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
export const isEntityType = (v: unknown): v is EntityType => ENTITY_TYPES.includes(v as EntityType);

interface EntityRule {
  table: string;
  /** documento column holding the entity's id. */
  column: 'societa_id' | 'anagrafica_id';
  read: string;
  write: string;
  assertVisible(db: Queryable, u: AuthUser, id: number): Promise<void> | void;
  assertEditable(db: Queryable, u: AuthUser, id: number): Promise<void> | void;
}

/**
 * A person's documents change as the person does (spec 2 §6, PUT anagrafica): a club only for the
 * people with an approved role with it this season and those it added; a person seen through a pending
 * role (a registration or a transfer request of the club) is seen, not changed (403).
 */
async function assertPersonEditable(db: Queryable, u: AuthUser, id: number) {
  if (isAdmin(u)) return;
  // accessLevel reads the edit and the full scope in one statement: out of scope and seen only are both 403.
  const season = await currentSeason(db);
  if (!season || (await accessLevel(db, u, id, season.id as number)) !== 'edit') throw forbidden();
}

export const ENTITIES: Record<EntityType, EntityRule> = {
  societa: {
    table: 'societa',
    column: 'societa_id',
    read: 'economicssocieta:read',
    write: 'economicssocieta:write',
    // A club user sees and changes only its own club.
    assertVisible: (_db, u, id) => assertSocietaVisible(u, id),
    assertEditable: (_db, u, id) => assertSocietaVisible(u, id),
  },
  anagrafica: {
    table: 'anagrafica',
    column: 'anagrafica_id',
    read: 'anagrafica:read',
    write: 'anagrafica:write',
    assertVisible: assertAnagraficaVisible,
    assertEditable: assertPersonEditable,
  },
};

/** Throws 404 (as for a missing one) unless the entity of a document is one `user` may see: its scope only, no ability. */
export async function assertEntityVisible(db: Queryable, user: AuthUser, type: EntityType, id: number, missing: string) {
  const rule = ENTITIES[type];
  const { rows } = await db.query(`SELECT 1 FROM ${rule.table} WHERE id = $1 AND deleted_at IS NULL`, [id]);
  if (!rows.length) throw notFound(missing);
  try {
    await rule.assertVisible(db, user, id);
  } catch (e) {
    throw e instanceof HttpError && (e.statusCode === 403 || e.statusCode === 404) ? notFound(missing) : e;
  }
}

/** Throws 403/404 unless `user` may read (see) or write (change) the entity's documents. */
export async function assertEntityAccess(db: Queryable, user: AuthUser, type: EntityType, id: number, mode: 'read' | 'write') {
  const rule = ENTITIES[type];
  requireAbility(user, mode === 'read' ? rule.read : rule.write);
  const { rows } = await db.query(`SELECT 1 FROM ${rule.table} WHERE id = $1 AND deleted_at IS NULL`, [id]);
  if (!rows.length) throw type === 'societa' ? notFound('Società non trovata') : memberNotFound();
  await (mode === 'read' ? rule.assertVisible : rule.assertEditable)(db, user, id);
}
