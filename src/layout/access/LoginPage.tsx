// Login (spec 1 §2, §4): e-mail and password, 'Recupera Credenziali', 'Accedi'; the error block
// 'Login errata' / 'Nome utente o password errati'. A signed-in visitor goes to the launcher; a sign-in
// here goes back to the page the user was sent away from, when it is a page of this app (src/lib/loginReturn.ts).
// Plain elements only (no MUI, no emotion): it ships in the entry chunk and paints first (issue 19).
import { useRef, useState, type FormEvent } from 'react';
import { Navigate, Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslate } from './i18n';
import { useSession } from '../../lib/session';
import { LAUNCHER_PATH, RESET_REQUEST_PATH } from '../../lib/paths';
import { login, LoginError } from '../../providers/login';
import { preloadAdmin } from './loadAdmin';
import { AccessFrame } from './AccessFrame';
import { AccessButton } from './AccessButton';
import { AccessTextField } from './AccessTextField';
import { ErrorBlock } from './ErrorBlock';
import { AccessAlert } from './AccessAlert';
import { sessionEndedNoted } from '../../lib/sessionEnd';
import { clearLoginReturn, loginReturnOfAnother, loginReturnPath, notedLoginReturn } from '../../lib/loginReturn';

const LoginPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = useSession();
  // Set once this page's sign-in succeeds: the session that appears then is not a visitor signed in already.
  const signedInHere = useRef<string | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ title?: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Arrived here because the session ended on its own (src/lib/sessionEnd.ts): say so.
  const sessionEnded = sessionEndedNoted();
  if (token) return <Navigate to={signedInHere.current ?? LAUNCHER_PATH} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password) {
      setError({ text: translate('shell.login.required') });
      return;
    }
    setBusy(true);
    setError(null);
    preloadAdmin();
    try {
      // The page the user was sent away from (an expired session, a link), else the launcher; not the page
      // where another user's session ended on this tab.
      const back = loginReturnOfAnother(username) ? LAUNCHER_PATH : (loginReturnPath(location.state) ?? notedLoginReturn() ?? LAUNCHER_PATH);
      signedInHere.current = back;
      const next = await login(username.trim(), password);
      clearLoginReturn();
      // The admin mounts afresh after a sign-in (its own query cache): nothing of a previous user survives.
      navigate(next === LAUNCHER_PATH ? back : next, { replace: true });
    } catch (err) {
      signedInHere.current = null;
      const title = err instanceof LoginError ? err.title : translate('shell.login.error_title');
      const text = err instanceof LoginError ? err.message : translate('shell.login.error_text');
      setError({ title, text });
      setBusy(false);
    }
  };

  return (
    <AccessFrame title={translate('shell.login.title')}>
      {/* The admin bundle starts loading once the user types, not while the form paints. */}
      <form onSubmit={submit} onInput={preloadAdmin} noValidate>
        {error ? (
          <ErrorBlock title={error.title} text={error.text} />
        ) : (
          sessionEnded && (
            <AccessAlert severity="info" role="status" testId="session-ended">
              {translate('shell.login.session_ended')}
            </AccessAlert>
          )
        )}
        <AccessTextField
          label={translate('shell.login.username')}
          name="username"
          type="email"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          margin="normal"
          required
          autoFocus
        />
        <AccessTextField
          label={translate('shell.login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          margin="normal"
          required
        />
        <div className="acc-actions">
          <Link className="acc-link" to={RESET_REQUEST_PATH}>
            {translate('shell.login.recover')}
          </Link>
          <AccessButton type="submit" busy={busy}>
            {translate('shell.login.submit')}
          </AccessButton>
        </div>
      </form>
    </AccessFrame>
  );
};

export default LoginPage;
