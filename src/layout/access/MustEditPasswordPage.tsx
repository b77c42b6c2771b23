// Forced password change (/musteditpassword, spec 1 §2): the user e-mail, 'Modifica Password',
// Vecchia / Nuova / Conferma password, 'Memorizza', errors in a box headed ATTENZIONE.
// Without a stored temporary e-mail it returns to login; on success it says so, signs in and opens the
// launcher; a link leads back to login (logout) for who does not want to change it now.
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { api } from '../../providers/http';
import { session, type SessionPayload } from '../../lib/session';
import { checkPasswordForm, serverMessages } from '../../lib/passwords';
import { LAUNCHER_PATH, LOGIN_PATH } from '../../lib/paths';
import { AccessFrame } from './AccessFrame';
import { AccessButton } from './AccessButton';
import { AccessAlert } from './AccessAlert';
import { useTranslate } from './i18n';
import { useAccessToast } from './toast';
import { preloadAdmin } from './loadAdmin';
import { PasswordField } from './PasswordField';

/** The three boxes in the order the spec shows them: old, new, confirmation. */
const PASSWORD_BOXES = [
  { name: 'oldpassword', label: 'shell.must_edit.old', autoComplete: 'current-password' },
  { name: 'password', label: 'shell.must_edit.new', autoComplete: 'new-password' },
  { name: 'confirmpassword', label: 'shell.must_edit.confirm', autoComplete: 'new-password' },
] as const;

const MustEditPasswordPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const toast = useAccessToast();
  // Read once: signing in clears the temporary e-mail, which must not send this page back to login.
  const [tempEmail] = useState(() => session.get().tempEmail);
  const [form, setForm] = useState({ oldpassword: '', password: '', confirmpassword: '' });
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  if (!tempEmail) return <Navigate to={LOGIN_PATH} replace />;

  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const failed = checkPasswordForm(form, { askOldPassword: true });
    if (failed) {
      setErrors([translate(failed)]);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      const answer = await api<SessionPayload>('updatePasswordUtente', { method: 'POST', body: { email: tempEmail, ...form }, token: null });
      session.store(answer, answer.access_token);
      toast.success(translate('shell.must_edit.success'));
      navigate(LAUNCHER_PATH, { replace: true });
    } catch (err: any) {
      setErrors(serverMessages(err?.body, translate('shell.notify.generic_error')));
      setBusy(false);
    }
  };

  return (
    <AccessFrame title={translate('shell.must_edit.title')}>
      <form onSubmit={submit} onInput={preloadAdmin} noValidate>
        <p className="acc-strong" data-testid="temp-email">
          {tempEmail}
        </p>
        <p className="acc-note">{translate('shell.must_edit.intro')}</p>
        {errors.length > 0 && (
          <AccessAlert severity="error" role="alert" testId="attention-box" title={translate('shell.must_edit.attention')}>
            {errors.map((m) => (
              <div key={m}>{m}</div>
            ))}
          </AccessAlert>
        )}
        {PASSWORD_BOXES.map(({ name, label, autoComplete }) => (
          <PasswordField key={name} label={translate(label)} name={name} autoComplete={autoComplete} value={form[name]} onChange={set(name)} margin="dense" />
        ))}
        <div className="acc-actions">
          {/* The way out: give up the change and go back to login (the temporary sign-in is forgotten). */}
          <Link className="acc-link" to={LOGIN_PATH} onClick={() => session.clear()} data-testid="must-edit-logout">
            {translate('shell.must_edit.logout')}
          </Link>
          <AccessButton type="submit" busy={busy}>
            {translate('shell.must_edit.submit')}
          </AccessButton>
        </div>
      </form>
    </AccessFrame>
  );
};

export default MustEditPasswordPage;
