// The e-mail format the server accepts (zod's `.email()`, e.g. POST forgot-password, users, members),
// checked before a request: the access pages do not load zod, so the pattern is repeated here and
// email.test.ts compares it with zod's own.
// Written as zod writes it (escapes included), so that the test can compare the two sources.
// eslint-disable-next-line no-useless-escape
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Whether the trimmed text is an e-mail address the server would take. */
export const isEmail = (text: string) => EMAIL_PATTERN.test(text.trim());
