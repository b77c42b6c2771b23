// Entry of the admin bundle: a browser-history data router (plain paths, no '#': e-mails, token
// logins and the payment gateway link to them) around the react-admin application.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { keepHistoryForward } from './lib/history';

const router = createBrowserRouter([{ path: '*', element: <App /> }]);
keepHistoryForward(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
