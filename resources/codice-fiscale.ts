// A person's codice fiscale as the forms check it before sending: the layout (letters and digits, the
// omocodia letters in the digit places) and the check character. The same test codice-fiscale-js makes
// (the server uses the library, server/http/italian.ts); written out here because the library carries
// the whole towns list (3 MB), which the browser must not download. codice-fiscale.test.ts compares them.

const LAYOUT = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;
/** Value of 0-9 then A-Z in the odd places (1st, 3rd …); in the even places it is the digit, or the letter's index. */
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Upper case, without spaces: how a typed code is compared. */
export const normalizeCodiceFiscale = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The check character of the first 15 characters. */
function checkCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const k = ALPHABET.indexOf(first15[i]);
    sum += i % 2 === 0 ? ODD[k] : k < 10 ? k : k - 10;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** A person's codice fiscale (already normalized): 16 characters in the layout, with the right check character. */
export const codiceFiscaleValid = (cf: string) => LAYOUT.test(cf) && checkCharacter(cf) === cf[15];
