// Paths of the user screens (spec 2 §2.7): used to register them (index.ts) and to link to them.
export const UTENTI_LIST_PATH = '/utentilist';
export const UTENTE_PATH = '/utente/:id?';
export const utentePath = (id: number | string) => `/utente/${id}`;
