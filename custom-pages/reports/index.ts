// The reports area's public face: the lazy pages the route table registers (spec 1 route table).
import { lazy } from 'react';
export { REPORT_PATHS } from './paths';

export const SocietaReport = lazy(() => import('./SocietaReport'));
export const AnagraficaReport = lazy(() => import('./AnagraficaReport'));
