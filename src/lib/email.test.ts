// The client's e-mail check is the server's (zod's `.email()` pattern).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN, isEmail } from './email';

describe('isEmail', () => {
  it("uses zod's e-mail pattern, the one the server checks with", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it.each(['mario.rossi@demo.it', ' anna+club@pallamano.example.org ', "o'neil@demo.it"])('takes %s', (text) => expect(isEmail(text)).toBe(true));
  it.each(['notanemail', 'a@b', '@demo.it', 'mario@', 'mario rossi@demo.it', ''])('refuses %j', (text) => expect(isEmail(text)).toBe(false));
});
