// The route registry of the admin app: ONE list of every browser path inside the frame, the bespoke
// pages (src/pageRoutes.tsx) and the reference resources' screens (src/resourceRoutes.ts).
// Resources of src/resources.ts own the paths named after them (their entry here is then skipped).
import { lazy } from 'react';
import { matchPath } from 'react-router-dom';
import { resources } from './resources';
import { LAUNCHER_PATH } from './lib/paths';
import { declarations } from '../resources/registry';
import { pageRoutes, type AppRoute } from './pageRoutes';
import { resourceRoutes } from './resourceRoutes';

export type { AppRoute } from './pageRoutes';

/** Pages inside the frame (header + sidebar), signed-in users only. */
export const appRoutes: AppRoute[] = [...pageRoutes, ...resourceRoutes(declarations)];

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
