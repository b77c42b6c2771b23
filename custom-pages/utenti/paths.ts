// Paths the user screens link to (spec 2 §2.7); src/routes.tsx registers /utentilist and /utente/:id?.
export const UTENTI_LIST_PATH = '/utentilist';
export const utentePath = (id: number | string) => `/utente/${id}`;
