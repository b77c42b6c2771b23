// Routes of the user screens (spec 2 §2.7), declared once: registered in src/routes.tsx and used for links.
export const UTENTI_LIST_PATH = '/utentilist';
export const UTENTE_PATH = '/utente/:id?';
export const utentePath = (id: number | string) => `/utente/${id}`;
