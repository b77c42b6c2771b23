// Token login (spec 1 §2): /tokenlogin/{token} → launcher, /showcarrello/{carrello_request} → the
// cart (/societacarrello/1). Shows 'Accesso in corso...' while GET /api/me checks the token.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { loginWithToken } from '../../providers/login';
import { useTranslate } from './i18n';
import { preloadAdmin } from './loadAdmin';
import { CART_PATH, LAUNCHER_PATH, LOGIN_PATH } from '../../lib/paths';
import { AccessFrame } from './AccessFrame';
import { AccessSpinnerStatus } from './AccessLoading';
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
          <Link className="acc-link" to={LOGIN_PATH}>
            {translate('shell.reset_request.back')}
          </Link>
        </>
      ) : (
        <AccessSpinnerStatus inline label={translate('shell.access_in_progress')} />
      )}
    </AccessFrame>
  );
};

export default TokenLoginPage;
