// The table of contents of the admin app: providers, frame, app pages, resources. Loaded on demand by
// src/Root.tsx, which serves the public access pages itself.
import { useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { newQueryClient } from './providers/queryClient';
import { i18nProvider } from './providers/i18nProvider';
import { ShellLayout } from './layout/ShellLayout';
import { NotFoundPage } from './layout/NotFoundPage';
import { AccessDenied } from './layout/AccessDenied';
import { ShellNotification } from './layout/ShellNotification';
import { gateResource, RouteGate } from './layout/RouteGate';
import { theme } from './layout/theme';
import { customAppRoutes, Launcher } from './routes';
import { LAUNCHER_PATH } from './lib/paths';
import { resources } from './resources';

export const App = () => {
  const [queryClient] = useState(newQueryClient);
  return (
    <Admin
      queryClient={queryClient}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={ShellLayout}
      loginPage={false}
      catchAll={NotFoundPage}
      accessDenied={AccessDenied}
      theme={theme}
      notification={ShellNotification}
      disableTelemetry
    >
      <CustomRoutes>
        <Route path={LAUNCHER_PATH} element={<Launcher />} />
        {customAppRoutes().map((route) => (
          <Route key={route.path} path={route.path} element={<RouteGate route={route} />} />
        ))}
      </CustomRoutes>
      {resources.map((resource) => (
        <Resource key={resource.name} {...gateResource(resource)} />
      ))}
    </Admin>
  );
};
