// Names of the applications and of their menu items. The server's app_menu speaks Italian (the spec's
// words, shown as they are); in another language they come from the catalogue: applications from
// shell.areas.<key>, menu items from the title of the page they open (src/routes.tsx).
import { useCallback } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import type { AppMenuItem, NavigationItem } from '../lib/session';
import { routeForPath } from '../routes';

export function useMenuTexts() {
  const translate = useTranslate();
  const italian = useLocale() === 'it';
  const appName = useCallback((app: Pick<AppMenuItem, 'key' | 'name'>) => (italian ? app.name : translate(`shell.areas.${app.key}`, { _: app.name })), [italian, translate]);
  const itemLabel = useCallback(
    (item: Pick<NavigationItem, 'label' | 'params'>) => {
      if (italian) return item.label;
      const route = item.params?.startsWith('/') ? routeForPath(item.params.split('?')[0]) : undefined;
      return route ? translate(route.title, { _: item.label }) : item.label;
    },
    [italian, translate],
  );
  return { appName, itemLabel };
}
