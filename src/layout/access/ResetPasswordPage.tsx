// Set a new password from the e-mailed link (/reset-password?token=&email=): Password, Ripeti Password,
// 'Cambia password'. Success → login; failure → 'Email errata' / 'Email non esistente'. A link without
// token or e-mail is said broken at once (with a way to ask for a new one).
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api, firstFieldErrors } from '../../providers/http';
import { LOGIN_PATH, RESET_REQUEST_PATH } from '../../lib/paths';
import { AccessFrame } from './AccessFrame';
import { AccessButton } from './AccessButton';
import { AccessAlert } from './AccessAlert';
import { AccessTextField } from './AccessTextField';
import { ErrorBlock } from './ErrorBlock';
import { useTranslate } from './i18n';
import { useAccessToast } from './toast';

const ResetPasswordPage = () => {
  const translate = useTranslate();
  const toast = useAccessToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<{ title?: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // A link without its token or e-mail cannot work: say so at once and point to a new request.
  const broken = !token || !email;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFieldErrors({});
    if (!password || !confirm) {
      setError({ text: translate('shell.passwords_required') });
      return;
    }
    if (!token || !email) {
      setError({ title: translate('shell.reset_password.error_title'), text: translate('shell.reset_password.error_text') });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await api('reset-password', { method: 'POST', query: { email, password, password_confirmation: confirm, token }, token: null });
      toast.success(answer?.message ?? 'shell.password_changed');
      navigate(LOGIN_PATH, { replace: true });
    } catch (err: any) {
      const fields = err?.status === 422 ? firstFieldErrors(err.body?.fieldErrors) : {};
      if (fields.password || fields.password_confirmation) setFieldErrors(fields);
      else setError({ title: translate('shell.reset_password.error_title'), text: translate('shell.reset_password.error_text') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccessFrame title={translate('shell.reset_password.title')}>
      <form onSubmit={submit} noValidate>
        {broken && (
          <AccessAlert severity="warning" role="alert" testId="broken-link">
            {translate('shell.reset_password.broken_link')}{' '}
            <Link className="acc-link acc-link--inherit" to={RESET_REQUEST_PATH}>
              {translate('shell.reset_password.new_link')}
            </Link>
          </AccessAlert>
        )}
        {error && <ErrorBlock title={error.title} text={error.text} />}
        <AccessTextField
          label={translate('shell.reset_password.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={!!fieldErrors.password}
          helperText={fieldErrors.password}
          margin="normal"
          required
        />
        <AccessTextField
          label={translate('shell.reset_password.repeat')}
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={!!fieldErrors.password_confirmation}
          helperText={fieldErrors.password_confirmation}
          margin="normal"
          required
        />
        <div className="acc-actions">
          <Link className="acc-link" to={LOGIN_PATH}>
            {translate('shell.reset_request.back')}
          </Link>
          <AccessButton type="submit" busy={busy} disabled={broken}>
            {translate('shell.reset_password.submit')}
          </AccessButton>
        </div>
      </form>
    </AccessFrame>
  );
};

export default ResetPasswordPage;
