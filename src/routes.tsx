// The route registry of the admin app (spec 1 §2 route table and the routes of spec 2): ONE place
// that maps each browser path to a lazily loaded page. An area declares its routes (path, ability, title, lazy page) in
// custom-pages/<area>/index.ts and is listed here with one line (`...utentiRoutes`).
// Resources of src/resources.ts own the paths named after them (their entry here is then skipped).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router-dom';
import { resources } from './resources';
import { LAUNCHER_PATH } from './lib/paths';
import { utentiRoutes } from '../custom-pages/utenti';
import * as reports from '../custom-pages/reports';

export interface AppRoute {
  /** react-router path, plain browser path (no '#'). */
  path: string;
  /** Application key (app_menu `key`) the page belongs to: sidebar and title. */
  area: string;
  /** Catalogue key of the page title. */
  title: string;
  /** Permission code needed to read it (`{ability}:read`); none = any signed-in user. */
  ability?: string;
  /** The screen; absent when a resource of src/resources.ts owns the path. */
  page?: LazyExoticComponent<ComponentType>;
}

/** Pages inside the frame (header + sidebar), signed-in users only. */
export const appRoutes: AppRoute[] = [
  { path: '/anagrafica/:key?', area: 'tesserati', title: 'shell.pages.anagrafica', ability: 'anagrafica', page: lazy(() => import('../custom-pages/anagrafica/AnagraficaPage')) },
  { path: '/trasferimenti', area: 'tesserati', title: 'shell.pages.trasferimenti', ability: 'trasferimenti', page: lazy(() => import('../custom-pages/trasferimenti/TrasferimentiPage')) },
  {
    path: '/situazionecontabiletesserati',
    area: 'tesserati',
    title: 'shell.pages.situazionecontabiletesserati',
    ability: 'contabilitatesserati',
    page: lazy(() => import('../custom-pages/contabilita/SituazioneContabileTesseratiPage')),
  },
  { path: '/societa/:id?', area: 'societa', title: 'shell.pages.societa', ability: 'economicssocieta', page: lazy(() => import('../custom-pages/societa/SocietaPage')) },
  { path: '/societacarrello/:carrello', area: 'societa', title: 'shell.pages.societacarrello', page: lazy(() => import('../custom-pages/carrello/CartPage')) },
  { path: '/paymentgateway/:esitopagamento/:id_transazione', area: 'societa', title: 'shell.pages.paymentgateway', page: lazy(() => import('../custom-pages/carrello/PaymentGatewayPage')) },
  {
    path: '/situazionecontabile',
    area: 'societa',
    title: 'shell.pages.situazionecontabile',
    ability: 'contabilitasocieta',
    page: lazy(() => import('../custom-pages/contabilita/SituazioneContabilePage')),
  },
  {
    path: '/trasferimentirichiesti',
    area: 'societa',
    title: 'shell.pages.trasferimentirichiesti',
    ability: 'trasferimentirichiesti',
    page: lazy(() => import('../custom-pages/trasferimenti/TrasferimentiRichiestiPage')),
  },
  { path: '/causali', area: 'causali', title: 'shell.pages.causali', ability: 'causali' },
  { path: '/configurazioni', area: 'configurazioni', title: 'shell.pages.configurazioni', ability: 'configurazioni' },
  ...utentiRoutes,
  { path: '/configurazionigenerali', area: 'configurazionigenerali', title: 'shell.pages.configurazionigenerali', ability: 'configurazionigenerali' },
  { path: '/stagioni', area: 'stagioni', title: 'shell.pages.stagioni', ability: 'stagioni' },
  { path: '/disciplinestagioni', area: 'stagioni', title: 'shell.pages.disciplinestagioni', ability: 'disciplinestagioni' },
  { path: '/comitati', area: 'stagioni', title: 'shell.pages.comitati', ability: 'comitati' },
  { path: '/reports', area: 'reports', title: 'shell.pages.reports', ability: 'reports', page: reports.SocietaReport },
  { path: '/anagraficareports', area: 'reports', title: 'shell.pages.anagraficareports', ability: 'reports', page: reports.AnagraficaReport },
];

/** The launcher/dashboard, inside the frame. */
export const Launcher = lazy(() => import('./layout/Launcher'));

const resourceNames = new Set(resources.map((r) => r.name.toLowerCase()));
const firstSegment = (path: string) => path.split('/')[1]?.toLowerCase() ?? '';

/** The registry's routes not taken over by a react-admin resource. */
export const customAppRoutes = (): AppRoute[] => appRoutes.filter((r) => !resourceNames.has(firstSegment(r.path)));

/** Is this a path of the signed-in part (a registry route, a resource or the launcher)? Unknown paths show 'Pagina non trovata'. */
export function isAppPath(pathname: string): boolean {
  if (matchPath({ path: LAUNCHER_PATH }, pathname)) return true;
  if (resourceNames.has(firstSegment(pathname))) return true;
  return appRoutes.some((r) => matchPath({ path: r.path }, pathname));
}

/** The registry entry a path belongs to. */
export const routeForPath = (pathname: string): AppRoute | undefined => appRoutes.find((r) => matchPath({ path: r.path }, pathname));

/** Does this path open a real screen (a resource or a registry route with its page), not a placeholder? */
export function hasScreen(pathname: string): { ability?: string; resource?: string } | null {
  const seg = firstSegment(pathname);
  if (resourceNames.has(seg)) return { resource: seg };
  const route = routeForPath(pathname);
  return route?.page ? { ability: route.ability } : null;
}
