// The routes of the reference resources' screens, derived from their declarations: `/{name}`, in the
// application of `menu`, titled by the catalogue's `resources.{name}.name` (Italian: `texts.title`),
// readable with `{permission}:read`. The screen itself is the resource's (src/resources.ts).
import type { ResourceDeclaration } from '../resources/types';
import type { AppRoute } from './pageRoutes';

/** One route per resource with a place in the menu (lookups such as disciplina have none). */
export const resourceRoutes = (declarations: ResourceDeclaration[]): AppRoute[] =>
  declarations.flatMap((d) => (d.menu ? [{ path: `/${d.name}`, area: d.menu.application, title: `resources.${d.name}.name`, ability: d.permission }] : []));
