// The public access pages (spec 1 §2: login, token login, password recovery, forced change, home).
// They run before react-admin loads (src/Root.tsx); the login and '/' ship in the entry chunk, the
// others are small chunks of their own.
import { lazy, type ComponentType } from 'react';
import { HOME_PATH, LOGIN_PATH, MUST_EDIT_PASSWORD_PATH, RESET_REQUEST_PATH } from '../../lib/paths';
import LoginPage from './LoginPage';
import RootRedirect from './RootRedirect';

const TokenLoginPage = lazy(() => import('./TokenLoginPage'));

export const accessRoutes: { path: string; page: ComponentType }[] = [
  { path: '/', page: RootRedirect },
  { path: LOGIN_PATH, page: LoginPage },
  { path: '/tokenlogin/:token', page: TokenLoginPage },
  { path: '/showcarrello/:carrello_request', page: TokenLoginPage },
  { path: HOME_PATH, page: lazy(() => import('./HomePage')) },
  { path: RESET_REQUEST_PATH, page: lazy(() => import('./ResetRequestPage')) },
  { path: '/reset-password', page: lazy(() => import('./ResetPasswordPage')) },
  { path: MUST_EDIT_PASSWORD_PATH, page: lazy(() => import('./MustEditPasswordPage')) },
];
