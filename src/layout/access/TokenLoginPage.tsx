// Token login (spec 1 §2): /tokenlogin/{token} → launcher, /showcarrello/{carrello_request} → the
// cart (/societacarrello/1). Shows 'Accesso in corso...' while GET /api/me checks the token.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Box, CircularProgress, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { loginWithToken } from '../../providers/authProvider';
import { CART_PATH, LAUNCHER_PATH, LOGIN_PATH } from '../../lib/paths';
import { AccessFrame } from './AccessFrame';
import { ErrorBlock } from './ErrorBlock';

const TokenLoginPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token, carrello_request } = useParams();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    loginWithToken(decodeURIComponent(carrello_request ?? token ?? ''))
      .then(() => {
        queryClient.clear();
        navigate(carrello_request ? CART_PATH : LAUNCHER_PATH, { replace: true });
      })
      .catch(() => setFailed(true));
  }, [token, carrello_request, navigate, queryClient]);

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
