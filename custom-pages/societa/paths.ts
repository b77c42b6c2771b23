// Paths of the club screen (spec 1 route table /societa, /Societa): the club is a path parameter so a
// club can be opened by URL; src/routes.tsx registers SOCIETA_ROUTE.
export const SOCIETA_ROUTE = '/societa/:id?';
export const SOCIETA_PATH = '/societa';
export const societaPath = (id: number | string) => `/societa/${id}`;
export const NEW_SOCIETA_PATH = '/societa/nuova';
/** The member screen ('Gestione Tesseramenti' opens it). */
export const anagraficaPath = (key: number | string) => `/anagrafica/${key}`;
