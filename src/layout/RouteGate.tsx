// Access on the client side of every page: a registry route or a resource screen opens only when the
// user may read it (spec 1 §6); otherwise the page says so. The server refuses anyway.
import { createElement, isValidElement, type ComponentType, type ReactNode } from 'react';
import { canAccessFor } from '../lib/access';
import { useSession } from '../lib/session';
import { resourceApi } from '../providers/resourceOptions';
import type { AppRoute } from '../routes';
import type { ResourceDefinition } from '../resources';
import { AccessDenied } from './AccessDenied';
import { NotFoundPage } from './NotFoundPage';

export const RouteGate = ({ route }: { route: AppRoute }) => {
  const s = useSession();
  if (route.ability && !canAccessFor(s, { action: 'list', resource: route.ability })) return <AccessDenied />;
  const Page = route.page;
  return Page ? <Page /> : <NotFoundPage />;
};

type View = ComponentType<any> | ReactNode;

function gate(resource: string, action: string, view: View): ComponentType<any> {
  const Gated = (props: Record<string, unknown>) => {
    const s = useSession();
    if (!canAccessFor(s, { action, resource, ability: resourceApi[resource]?.ability })) return <AccessDenied />;
    return isValidElement(view) ? view : createElement(view as ComponentType<any>, props);
  };
  Gated.displayName = `Gated(${resource}.${action})`;
  return Gated;
}

/** The resource with each of its screens behind the access check. */
export function gateResource(r: ResourceDefinition): ResourceDefinition {
  const views = { list: 'list', create: 'create', edit: 'edit', show: 'show' } as const;
  const out: ResourceDefinition = { ...r };
  for (const [key, action] of Object.entries(views)) {
    const view = r[key as keyof typeof views];
    if (view) (out as any)[key] = gate(r.name, action, view as View);
  }
  return out;
}
