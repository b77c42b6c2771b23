// The reference resources' menu items, derived from their declarations (resources/reference/): each
// opens `/{name}`, is labelled with the screen's title and is visible with `{permission}:read`.
import type { ResourceDeclaration } from '../../resources/types.ts';
import type { ApplicationDef, NavItem } from './applications.ts';

export const navItemOf = (d: ResourceDeclaration): NavItem => ({ label: d.texts.title, name: d.permission, params: `/${d.name}` });

/** Each application's menu: its reference screens by `menu.order`, then its bespoke pages as written. */
export function withReferenceScreens(applications: ApplicationDef[], declarations: ResourceDeclaration[]): ApplicationDef[] {
  const homeless = declarations.filter((d) => d.menu && !applications.some((app) => app.key === d.menu?.application));
  if (homeless.length > 0) throw new Error(`Unknown menu application in: ${homeless.map((d) => d.name).join(', ')}`);
  return applications.map((app) => {
    const screens = declarations.filter((d) => d.menu?.application === app.key).sort((a, b) => a.menu!.order - b.menu!.order);
    return { ...app, navigation_menu: [...screens.map(navItemOf), ...app.navigation_menu] };
  });
}
