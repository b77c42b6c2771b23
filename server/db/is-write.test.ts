import { describe, expect, it } from 'vitest';
import { isWrite } from './client.ts';

// What ends the answers kept for reuse (server/http/answer-memo.ts): a statement that changed rows.
describe('isWrite', () => {
  it('a read is not a write, whatever its row count (PostgreSQL reports the rows a SELECT read)', () => {
    expect(isWrite('SELECT * FROM anagrafica', 30)).toBe(false);
    expect(isWrite('WITH page AS MATERIALIZED (SELECT a.id FROM anagrafica a WHERE a.deleted_at IS NULL LIMIT 30) SELECT a.updated_at FROM anagrafica a JOIN page p ON p.page_key = a.id', 30)).toBe(
      false,
    );
    expect(isWrite('WITH n AS (SELECT id FROM partita_contabile FOR NO KEY UPDATE) SELECT id FROM n', 3)).toBe(false);
  });

  it('a statement changing rows is a write; one that changed none is not', () => {
    expect(isWrite('UPDATE anagrafica SET nome = $1 WHERE id = $2', 1)).toBe(true);
    expect(isWrite('UPDATE anagrafica SET nome = $1 WHERE id = $2', 0)).toBe(false);
    expect(isWrite('INSERT INTO audit_log (azione) VALUES ($1)', 1)).toBe(true);
    expect(isWrite('TRUNCATE anagrafica', 0)).toBe(true);
  });

  it('a WITH statement is a write when one of its parts changes a table, even if it ends with a SELECT', () => {
    expect(isWrite('WITH m AS (SELECT min(id) AS id FROM anagrafica) UPDATE anagrafica a SET nome = a.nome FROM m WHERE a.id = m.id', 1)).toBe(true);
    expect(isWrite('WITH u AS (UPDATE anagrafica SET nome = nome RETURNING id) SELECT id FROM u', 0)).toBe(true);
    expect(isWrite('WITH d AS (DELETE FROM carrello_riga WHERE id = $1 RETURNING id) SELECT count(*) FROM d', 0)).toBe(true);
  });

  it('session bookkeeping (tokens used, job leases) is not a write; revoking tokens is', () => {
    expect(isWrite('UPDATE access_token SET last_used_at = now() WHERE id = $1', 1)).toBe(false);
    expect(isWrite('WITH next AS (SELECT id FROM job ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED) UPDATE job j SET status = $1 FROM next WHERE j.id = next.id RETURNING j.id', 1)).toBe(false);
    expect(isWrite('UPDATE access_token SET revoked_at = now() WHERE user_id = $1', 2)).toBe(true);
  });
});
