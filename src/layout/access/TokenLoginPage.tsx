// Token login (spec 1 §2): /tokenlogin/{token} → launcher, /showcarrello/{carrello_request} → the
// cart (/societacarrello/1). Shows 'Accesso in corso...' while GET /api/me checks the token.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Box, CircularProgress, Link as MuiLink, Typography } from '@mui/material';
import { loginWithToken } from '../../providers/login';
import { useTranslate } from './i18n';
import { preloadAdmin } from './loadAdmin';
import { CART_PATH, LAUNCHER_PATH, LOGIN_PATH } from '../../lib/paths';
import { AccessFrame } from './AccessFrame';
import { ErrorBlock } from './ErrorBlock';

const TokenLoginPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { token, carrello_request } = useParams();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    preloadAdmin();
    loginWithToken(decodeURIComponent(carrello_request ?? token ?? ''))
      .then(() => {
        navigate(carrello_request ? CART_PATH : LAUNCHER_PATH, { replace: true });
      })
      .catch(() => setFailed(true));
  }, [token, carrello_request, navigate]);

  return (
    <AccessFrame title={translate('shell.login.title')}>
      {failed ? (
        <>
          <ErrorBlock title={translate('shell.login.error_title')} text={translate('shell.login.error_text')} />
          <MuiLink component={Link} to={LOGIN_PATH} sx={{ color: '#0d47a1' }}>
            {translate('shell.reset_request.back')}
          </MuiLink>
        </>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{translate('shell.access_in_progress')}</Typography>
        </Box>
      )}
    </AccessFrame>
  );
};

export default TokenLoginPage;
