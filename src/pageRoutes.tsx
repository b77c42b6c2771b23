// The routes of the bespoke pages (spec 1 §2 route table and the routes of spec 2): each maps a browser
// path to a lazily loaded page. An area declares its routes (path, ability, title, lazy page) in
// custom-pages/<area>/index.ts and is listed here with one line (`...utentiRoutes`). The reference
// resources' routes derive from their declarations (src/resourceRoutes.ts).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
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
  /** The screen; absent when a resource of src/resources.ts owns the path (src/resourceRoutes.ts). */
  page?: LazyExoticComponent<ComponentType>;
}

/** The bespoke pages inside the frame (header + sidebar), signed-in users only. */
export const pageRoutes: AppRoute[] = [
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
  ...utentiRoutes,
  { path: '/reports', area: 'reports', title: 'shell.pages.reports', ability: 'reports', page: reports.SocietaReport },
  { path: '/anagraficareports', area: 'reports', title: 'shell.pages.anagraficareports', ability: 'reports', page: reports.AnagraficaReport },
];
