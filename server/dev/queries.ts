// Reads of the demo outbox.
import type { Queryable } from '../db/client.ts';

export async function latestOutbox(db: Queryable, limit = 50) {
  const { rows } = await db.query<{ id: number; recipient: string; subject: string; body: string; sent_at: string | null; created_at: string }>(
    'SELECT id, recipient, subject, body, sent_at, created_at FROM mail_outbox ORDER BY id DESC LIMIT $1',
    [limit],
  );
  return rows;
}
