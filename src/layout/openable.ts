// Where a link of the frame may lead (launcher cards, header icons): only to a screen that exists and
// that this user may open — never to a placeholder or to 'Non hai i permessi'.
import { canAccessFor, firstPageOf, isNavItemVisible, allNavItems } from '../lib/access';
import type { AppMenuItem, SessionState } from '../lib/session';
import { resourceApi } from '../providers/resourceOptions';
import { hasScreen } from '../routes';

type Session = Pick<SessionState, 'abilities' | 'userType' | 'userData' | 'appMenu'>;

/** The path opens a real screen the user may read. */
export function isOpenable(s: Session, path: string | undefined): boolean {
  if (!path?.startsWith('/')) return false;
  const screen = hasScreen(path.split(/[?#]/)[0]);
  if (!screen) return false;
  if (screen.resource) return canAccessFor(s, { action: 'list', resource: screen.resource, ability: resourceApi[screen.resource]?.ability });
  return !screen.ability || canAccessFor(s, { action: 'list', resource: screen.ability });
}

/** Where an application's card leads: its first page when openable, else its first openable menu page. */
export function openablePageOf(app: AppMenuItem, s: Session): string | undefined {
  const first = firstPageOf(app, s.abilities);
  if (isOpenable(s, first)) return first;
  return allNavItems(app.navigation_menu).find((i) => isNavItemVisible(i, s.abilities) && isOpenable(s, i.params))?.params;
}
