// The users area (spec 2 §2.7): its routes — path, ability, title, lazy page — declared once. This
// file is the only import the route table (src/routes.tsx) makes; pages load when first opened.
import { lazy } from 'react';
import type { AppRoute } from '../../src/routes';
import { UTENTE_PATH, UTENTI_LIST_PATH } from './paths';

export const utentiRoutes: AppRoute[] = [
  { path: UTENTI_LIST_PATH, area: 'configurazioni', title: 'shell.pages.utentilist', ability: 'utenti', page: lazy(() => import('./UtentiList')) },
  { path: UTENTE_PATH, area: 'configurazioni', title: 'shell.pages.utente', ability: 'utenti', page: lazy(() => import('./UtenteDetail')) },
];

export { UTENTI_LIST_PATH, utentePath } from './paths';
