// The frame of every signed-in page (AppFrame: header with the demo banner, sidebar, main). Without a stored token a known
// page sends to login (spec 1 §2 route guard) and an unknown one shows 'Pagina non trovata'.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSession } from '../lib/session';
import { LOGIN_PATH } from '../lib/paths';
import { loginReturnState } from '../lib/loginReturn';
import { isAppPath } from '../routes';
import { AppFrame } from './AppFrame';
import { DemoBanner } from './DemoBanner';
import { NotFoundPage } from './NotFoundPage';

export const ShellLayout = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const { token } = useSession();
  const location = useLocation();
  const { pathname } = location;
  if (!token) {
    // The login comes back here once signed in (a link opened without a session, a session that ended).
    if (isAppPath(pathname)) return <Navigate to={LOGIN_PATH} replace state={loginReturnState(location)} />;
    return (
      <Box component="main">
        <DemoBanner text={translate('shell.demo_banner')} />
        <NotFoundPage />
      </Box>
    );
  }
  return <AppFrame>{children}</AppFrame>;
};
