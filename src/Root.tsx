// The top of the admin bundle (issue 19): the public access pages in plain React and CSS (no MUI, no
// emotion: login and password recovery paint at once), and react-admin's application, loaded on
// demand, for every other path (signed-in pages, 'Pagina non trovata'); it brings its own theme and
// CssBaseline (react-admin's <Admin>). The admin unmounts on the access pages, so each sign-in starts
// it with an empty cache.
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { accessRoutes } from './layout/access/routes';
import { AccessLoading } from './layout/access/AccessLoading';
import { AccessToasts } from './layout/access/toast';
import { loadAdmin } from './layout/access/loadAdmin';

const App = lazy(() => loadAdmin().then((m) => ({ default: m.App })));

const accessPage = (Page: ComponentType) => (
  <Suspense fallback={<AccessLoading />}>
    <Page />
  </Suspense>
);

export const Root = () => (
  <AccessToasts>
    <Routes>
      {accessRoutes.map(({ path, page }) => (
        <Route key={path} path={path} element={accessPage(page)} />
      ))}
      <Route
        path="*"
        element={
          <Suspense fallback={<AccessLoading />}>
            <App />
          </Suspense>
        }
      />
    </Routes>
  </AccessToasts>
);
