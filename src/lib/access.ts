// Who sees what (spec 1 §6), as pure functions over the session: used by authProvider.canAccess,
// the launcher, the sidebar and the route guard.
import { canAccess as canAccessAbilities, hasAbility } from '../../resources/abilities';
import { useAbilities, type AppMenuItem, type NavigationItem, type SessionState } from './session';

/** What a server route declares it needs (server/<area>/routes*.ts `config.access`): one ability, or any of several. */
export type RouteAccess = string | readonly string[];

/**
 * Whether the user may call a route declaring `access`, read as the server's requireAbility reads it
 * (any one of them). A write action is shown only then (spec 2 §6): hidden, not offered to answer 403.
 */
export const mayCall = (abilities: readonly string[], access: RouteAccess): boolean => (typeof access === 'string' ? [access] : access).some((a) => hasAbility(abilities, a));

/** mayCall for the signed-in user (the component renders again when the abilities change). */
export const useMayCall = (access: RouteAccess): boolean => mayCall(useAbilities(), access);

/** A user-type rule: the type is mandatory; when `flag` is set the user data must have it equal to 1/true. */
export interface UserTypeRule {
  tipo_utente: string;
  flag?: string;
}

export function matchesUserTypeRule(rule: UserTypeRule, userType: string | null, userData: Record<string, unknown> | null): boolean {
  if (rule.tipo_utente !== userType) return false;
  if (!rule.flag) return true;
  const v = userData?.[rule.flag];
  return v === 1 || v === true || v === '1';
}

/** A menu item is visible with `{name}:read` (spec 2 §6), or when the server says so (it marks those items). */
export function isNavItemVisible(item: NavigationItem, abilities: readonly string[]): boolean {
  return item.visibility === true || hasAbility(abilities, `${item.name}:read`);
}

/** An application is visible by a readable menu item, by the server's flag, or by one of the given user-type rules. */
export function isAppVisible(app: AppMenuItem, s: Pick<SessionState, 'abilities' | 'userType' | 'userData'>, rules: UserTypeRule[] = []): boolean {
  if (app.visibility) return true;
  if (app.navigation_menu.some((i) => isNavItemVisible(i, s.abilities))) return true;
  return rules.some((r) => matchesUserTypeRule(r, s.userType, s.userData));
}

export const visibleApps = (s: SessionState): AppMenuItem[] => s.appMenu.filter((a) => a.in_navbar !== false && isAppVisible(a, s));

/** Every navigation item with its children, flattened. */
export function allNavItems(items: NavigationItem[]): NavigationItem[] {
  return items.flatMap((i) => [i, ...allNavItems(i.child_menu ?? [])]);
}

const firstSegment = (path: string) => path.replace(/^\/+/, '').split(/[/?#]/)[0].toLowerCase();

/** The application a path belongs to (first segment equal to one of its menu routes or its first page). */
export function appForPath(appMenu: AppMenuItem[], path: string): AppMenuItem | undefined {
  const seg = firstSegment(path);
  if (!seg) return undefined;
  return appMenu.find((a) => !a.external && (firstSegment(a.mainView) === seg || allNavItems(a.navigation_menu).some((i) => firstSegment(i.params) === seg)));
}

/**
 * react-admin's canAccess for this app.
 * - `resource: 'app.<key>'`: the application is visible to the user;
 * - any other resource: its permission code (`ability`, default the resource name) through the abilities
 *   (`sysadmin:all` grants all, write implies read); a read is also allowed when the server marked the
 *   matching menu item visible for this user type.
 */
export function canAccessFor(s: Pick<SessionState, 'abilities' | 'userType' | 'userData' | 'appMenu'>, { action, resource, ability }: { action: string; resource: string; ability?: string }): boolean {
  if (resource.startsWith('app.')) {
    const app = s.appMenu.find((a) => a.key === resource.slice(4));
    return !!app && isAppVisible(app, s);
  }
  const code = ability ?? resource;
  if (canAccessAbilities(s.abilities, { action, resource: code })) return true;
  if (['list', 'show', 'read', 'export'].includes(action)) {
    return s.appMenu.some((a) => allNavItems(a.navigation_menu).some((i) => i.name === code && i.visibility === true));
  }
  return false;
}

/**
 * The first page of an application (spec 1 §2): its main view, else its first visible menu item; none
 * when the user sees the application by its type but may read none of its pages (a club account
 * without permissions): its main view would only answer 'Non hai i permessi'.
 */
export function firstPageOf(app: AppMenuItem, abilities: readonly string[]): string | undefined {
  if (app.mainView?.startsWith('/')) {
    const main = allNavItems(app.navigation_menu).find((i) => firstSegment(i.params) === firstSegment(app.mainView));
    if (!main || isNavItemVisible(main, abilities)) return app.mainView;
  }
  return allNavItems(app.navigation_menu).find((i) => isNavItemVisible(i, abilities) && i.params.startsWith('/'))?.params;
}
