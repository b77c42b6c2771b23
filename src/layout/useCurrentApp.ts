// The application the current page belongs to (sidebar menu, page title), remembered in the session.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { appForPath } from '../lib/access';
import { session, useSession, type AppMenuItem } from '../lib/session';
import { routeForPath } from '../routes';
import { useMenuTexts } from './menuTexts';

export function useCurrentApp(): AppMenuItem | undefined {
  const { appMenu } = useSession();
  const { pathname } = useLocation();
  // A page outside the menus (/utente/{id}, /paymentgateway/…) belongs to the area the registry names.
  const area = routeForPath(pathname)?.area;
  const app = appForPath(appMenu, pathname) ?? appMenu.find((a) => a.key === area);
  useEffect(() => {
    const s = session.get();
    if (s.token && (s.selectedApp !== (app?.key ?? null) || s.selectedRoute !== pathname)) session.update({ selectedApp: app?.key ?? null, selectedRoute: pathname });
  }, [app?.key, pathname]);
  return app;
}

/** 'Affiliazione e Tesseramento - {application}' (spec 1 §1), also the document title. */
export function useAppTitle(): string {
  const translate = useTranslate();
  const app = useCurrentApp();
  const { appName } = useMenuTexts();
  const title = app ? `${translate('shell.title')} - ${appName(app)}` : translate('shell.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}
