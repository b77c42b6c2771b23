// Seasons' own rules: one open season at a time (opening is a transaction) and the open season stays.
import type { Queryable } from '../db/client.ts';
import { audit } from '../audit.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { ActionContext } from './hooks.ts';

/** POST /stagione/{id}/open: closes whichever season is open and opens this one, atomically. */
export async function openSeason({ db, id, user }: ActionContext) {
  await db.transaction(async (tx) => {
    // Locking every live season serialises concurrent openings: the second waits, then sees the first's result.
    const { rows } = await tx.query<{ id: number; aperta: boolean }>('SELECT id, aperta FROM stagione WHERE deleted_at IS NULL ORDER BY id FOR UPDATE');
    const target = rows.find((r) => r.id === id);
    if (!target) throw notFound('Stagione non trovata');
    const wasOpen = rows.filter((r) => r.aperta).map((r) => r.id);
    await tx.query('UPDATE stagione SET aperta = false, updated_at = now() WHERE aperta AND id <> $1', [id]);
    await tx.query('UPDATE stagione SET aperta = true, updated_at = now() WHERE id = $1', [id]);
    await audit(tx, { userId: user.id, action: 'open', entity: 'stagione', entityId: id, before: { aperte: wasOpen }, after: { aperte: [id] } });
  });
  return { message: 'La stagione è stata aperta correttamente' };
}

export async function refuseDeletingOpenSeason(_tx: Queryable, row: Record<string, unknown>) {
  if (row.aperta) throw conflict('Non è possibile eliminare la stagione aperta');
}
