// Names of prepared statements (PostgreSQL): stable per text, distinct between texts, and no more
// texts prepared than the bound, so that nothing a client sends can grow every connection's memory.
import { describe, expect, it } from 'vitest';
import { PREPARED_TEXTS_MAX, statementName } from './statement-names.ts';

describe('prepared statement names', () => {
  it('the same text gets the same name, another text another one; past the bound a text runs unprepared', () => {
    const a = statementName('SELECT 1 AS prepared_name_test_a');
    expect(a).toMatch(/^s_[\w-]{32}$/);
    expect(statementName('SELECT 1 AS prepared_name_test_a')).toBe(a);
    expect(statementName('SELECT 1 AS prepared_name_test_b')).not.toBe(a);
    for (let i = 0; i < PREPARED_TEXTS_MAX; i++) statementName(`SELECT ${i} AS prepared_name_fill`);
    expect(statementName('SELECT 1 AS prepared_name_test_c')).toBeUndefined();
    // Texts named before the bound keep their name.
    expect(statementName('SELECT 1 AS prepared_name_test_a')).toBe(a);
  });
});
