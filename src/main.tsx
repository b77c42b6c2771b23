// Entry of the admin bundle: a browser-history data router (plain paths, no '#': e-mails, token
// logins and the payment gateway link to them) around Root: the access pages, then react-admin.
import './lib/zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Root } from './Root';
import { keepHistoryForward } from './lib/history';
import { reloadOnStaleChunks } from './lib/staleChunks';

const router = createBrowserRouter([{ path: '*', element: <Root /> }]);
keepHistoryForward(router);
reloadOnStaleChunks();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
