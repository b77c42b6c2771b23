// The transfers screens: the only import the route table makes.
import { lazy } from 'react';
export { TRASFERIMENTI_PATH, TRASFERIMENTI_RICHIESTI_PATH } from './paths';
export const TrasferimentiPage = lazy(() => import('./TrasferimentiPage'));
export const TrasferimentiRichiestiPage = lazy(() => import('./TrasferimentiRichiestiPage'));
