// Paths of the members screen (spec 2 §2.5, return path /Anagrafica; optional parameter: the member).
export const ANAGRAFICA_PATH = '/anagrafica';
/** The member's page; `nuovo` opens the new-member form. */
export const anagraficaPath = (id: number | 'nuovo') => `${ANAGRAFICA_PATH}/${id}`;
