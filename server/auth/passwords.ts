// Passwords: argon2id hashes and the federation's password policy (Italian messages).
import argon2 from 'argon2';
import { z } from 'zod';

/**
 * The cost of a new hash. By default argon2's own, which is RFC 9106's second recommended option
 * (64 MiB, 3 passes, 4 lanes: about half a second of CPU per hash or login on this 2-core machine).
 * PASSWORD_HASH_COST=test makes it nearly free (1 MiB, 1 pass, 1 lane) for the test suites, whose
 * servers and template databases hash and verify the demo passwords some thousand times; never in
 * production (the server says so at start, server/serve.ts). A hash keeps its own cost: verifying it
 * costs what it cost to make.
 */
const TEST_HASH_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;
export const testHashCost = () => process.env.PASSWORD_HASH_COST === 'test';

export const hashPassword = (plain: string) => argon2.hash(plain, { type: argon2.argon2id, ...(testHashCost() ? TEST_HASH_COST : {}) });

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

export const PASSWORD_POLICY_MESSAGE = 'La password deve contenere almeno 8 caratteri, almeno una lettera e almeno un numero';
export const PASSWORDS_REQUIRED_MESSAGE = 'I campi Password sono Obbligatori';
export const PASSWORDS_DIFFER_MESSAGE = 'Le password non coincidono';

export const newPassword = z
  .string({ error: PASSWORDS_REQUIRED_MESSAGE })
  .min(1, PASSWORDS_REQUIRED_MESSAGE)
  .max(200, 'La password può contenere al massimo 200 caratteri')
  // An empty password has already been reported as required: one message per field.
  .refine((p) => p.length === 0 || (p.length >= 8 && /[A-Za-z]/.test(p) && /\d/.test(p)), PASSWORD_POLICY_MESSAGE);

/** `password` + its confirmation under the given key, which must match. */
export const passwordPair = <K extends string>(confirmKey: K) =>
  z
    .object({ password: newPassword, [confirmKey]: z.string({ error: PASSWORDS_REQUIRED_MESSAGE }).min(1, PASSWORDS_REQUIRED_MESSAGE) } as {
      password: typeof newPassword;
    } & Record<K, z.ZodString>)
    .refine((v) => (v as Record<string, unknown>).password === (v as Record<string, unknown>)[confirmKey], { message: PASSWORDS_DIFFER_MESSAGE, path: [confirmKey] });
