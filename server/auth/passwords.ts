// Passwords: argon2id hashes and the federation's password policy (Italian messages).
import argon2 from 'argon2';
import { z } from 'zod';

export const hashPassword = (plain: string) => argon2.hash(plain, { type: argon2.argon2id });

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
