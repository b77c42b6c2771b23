// Audit log: who, when, what, before/after. Call it inside the same transaction as the write.
import type { Queryable } from './db/client.ts';

export interface AuditEntry {
  userId: number | null;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEYS = new Set(['password', 'password_hash', 'password_confirmation', 'oldpassword', 'confirmpassword', 'token_hash']);

/** Passwords and token hashes never reach the log. */
function redact(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value ?? null;
  if (Array.isArray(value)) return value.map(redact);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.has(k) ? '***' : redact(v)]));
}

export async function audit(db: Pick<Queryable, 'query'>, e: AuditEntry) {
  await db.query('INSERT INTO audit_log (user_id, action, entity, entity_id, before, after) VALUES ($1, $2, $3, $4, $5, $6)', [
    e.userId,
    e.action,
    e.entity,
    e.entityId == null ? null : String(e.entityId),
    JSON.stringify(redact(e.before)),
    JSON.stringify(redact(e.after)),
  ]);
}
