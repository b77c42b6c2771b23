import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

const asSet = process.env.PASSWORD_HASH_COST;
afterEach(() => {
  if (asSet === undefined) delete process.env.PASSWORD_HASH_COST;
  else process.env.PASSWORD_HASH_COST = asSet;
});

describe('password hashes', () => {
  it("cost argon2's default (RFC 9106: 64 MiB, 3 passes, 4 lanes) unless PASSWORD_HASH_COST=test", async () => {
    delete process.env.PASSWORD_HASH_COST;
    const hash = await hashPassword('Segreta2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await verifyPassword(hash, 'Segreta2026')).toBe(true);
    expect(await verifyPassword(hash, 'Segreta2027')).toBe(false);
  });

  it('cost almost nothing with PASSWORD_HASH_COST=test, and still tell a wrong password', async () => {
    process.env.PASSWORD_HASH_COST = 'test';
    const hash = await hashPassword('Segreta2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await verifyPassword(hash, 'Segreta2026')).toBe(true);
    expect(await verifyPassword(hash, 'Segreta2027')).toBe(false);
  });

  it('verify a hash at the cost it was made with, whatever the setting now', async () => {
    process.env.PASSWORD_HASH_COST = 'test';
    const cheap = await hashPassword('Segreta2026');
    delete process.env.PASSWORD_HASH_COST;
    expect(await verifyPassword(cheap, 'Segreta2026')).toBe(true);
  });
});
