// Text typed into the product is stored without the characters nobody sees: control characters
// (Unicode Cc) and format characters (Cf: zero-width spaces and joiners U+200B–U+200D, direction marks
// U+200E/U+200F, embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, the BOM U+FEFF, the
// soft hyphen…). A right-to-left override in a surname ('Rossi\u202Egnp.exe') reversed the rest of the
// line in lists, PDFs and exports; a zero-width space made two equal names differ. Removed, not
// refused: the name is stored as it reads. Line breaks and tabs become a space in single-line text
// (the product has no multi-line field); multi-line text keeps \t, \n and \r. Passwords never pass
// here (server/auth/passwords.ts): they are kept byte for byte.

/** Cc and Cf, and the Unicode line and paragraph separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
/** The ones that separate words: a space in single-line text. */
const BREAK = /^[\t\n\v\f\r\u0085\u2028\u2029]$/;

/** `value` without control and format characters (line breaks and tabs kept when `multiline`, else a space). */
export function cleanText(value: string, multiline = false): string {
  return value.replace(INVISIBLE, (c) => (multiline && (c === '\t' || c === '\n' || c === '\r') ? c : BREAK.test(c) ? ' ' : ''));
}
