// Password recovery request (spec 1 §2, §4): type Anagrafica (e-mail) or Societa (affiliation code),
// 'Verifica Utenza' shows the masked e-mail, then 'Invia Link Reset Password' sends the link to the
// e-mail the verification answered. Server messages: green on success, red box on failure. After the
// link is sent only the message and the way back to login stay on screen. An e-mail in a wrong format
// is refused under the field before anything is sent (the lookup would only answer 'Nessun utente…').
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { api, errorText } from '../../providers/http';
import { LOGIN_PATH } from '../../lib/paths';
import { isEmail } from '../../lib/email';
import { AccessFrame } from './AccessFrame';
import { AccessButton } from './AccessButton';
import { AccessAlert } from './AccessAlert';
import { AccessTextField } from './AccessTextField';
import { useTranslate } from './i18n';

type Tipo = 'anagrafica' | 'societa';
const TIPI = [
  { value: 'anagrafica', label: 'shell.reset_request.anagrafica' },
  { value: 'societa', label: 'shell.reset_request.societa' },
] as const;

const ResetRequestPage = () => {
  const translate = useTranslate();
  const [tipo, setTipo] = useState<Tipo>('anagrafica');
  const [value, setValue] = useState('');
  const [verified, setVerified] = useState<{ masked_email: string } | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // The format error shown under the field.
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Once the link is sent the request is over: only the message and the way back to login remain.
  const [sent, setSent] = useState(false);

  const changeTipo = (t: Tipo) => {
    setTipo(t);
    setValue('');
    setVerified(null);
    setMessage(null);
    setFieldError(null);
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim()) {
      setMessage({
        ok: false,
        text: translate('shell.reset_request.required'),
      });
      return;
    }
    if (tipo === 'anagrafica' && !isEmail(value)) {
      setMessage(null);
      setFieldError(translate('shell.reset_request.email_invalid'));
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const path = `${tipo === 'anagrafica' ? 'anagrafica-reset-password' : 'societa-reset-password'}/${encodeURIComponent(value.trim())}`;
      setVerified(await api(path, { method: 'POST', token: null }));
    } catch (err: any) {
      setVerified(null);
      setMessage({ ok: false, text: errorText(err?.body) });
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    if (!verified) return;
    setBusy(true);
    setMessage(null);
    try {
      const answer = await api('forgot-password', { method: 'POST', query: tipo === 'anagrafica' ? { email: value.trim() } : { codice_affiliazione: value.trim() }, token: null });
      setMessage({ ok: true, text: errorText(answer, translate('shell.password_changed')) });
      setSent(true);
    } catch (err: any) {
      setMessage({ ok: false, text: errorText(err?.body) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccessFrame title={translate('shell.reset_request.title')}>
      <form onSubmit={verify} noValidate>
        {!sent && (
          <>
            <fieldset className="acc-radios">
              <legend className="acc-legend">{translate('shell.reset_request.type')}</legend>
              <div className="acc-radio-options">
                {TIPI.map((t) => (
                  <label key={t.value} className="acc-radio">
                    <input type="radio" name="tipo" value={t.value} checked={tipo === t.value} onChange={() => changeTipo(t.value)} />
                    {translate(t.label)}
                  </label>
                ))}
              </div>
            </fieldset>
            <AccessTextField
              label={translate(tipo === 'anagrafica' ? 'shell.reset_request.email' : 'shell.reset_request.codice')}
              name={tipo === 'anagrafica' ? 'email' : 'codice_affiliazione'}
              type={tipo === 'anagrafica' ? 'email' : 'text'}
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setVerified(null);
                setFieldError(null);
              }}
              margin="normal"
              required
              error={!!fieldError}
              helperText={fieldError}
            />
            {verified && (
              <AccessAlert severity="info" testId="masked-email">
                {translate('shell.reset_request.masked', {
                  email: verified.masked_email,
                })}
              </AccessAlert>
            )}
          </>
        )}
        {message && (
          <AccessAlert severity={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'} testId="reset-message">
            {message.text}
          </AccessAlert>
        )}
        <div className="acc-actions">
          <Link className="acc-link" to={LOGIN_PATH}>
            {translate('shell.reset_request.back')}
          </Link>
          {sent ? null : verified ? (
            <AccessButton onClick={send} busy={busy}>
              {translate('shell.reset_request.send')}
            </AccessButton>
          ) : (
            <AccessButton type="submit" busy={busy}>
              {translate('shell.reset_request.verify')}
            </AccessButton>
          )}
        </div>
      </form>
    </AccessFrame>
  );
};

export default ResetRequestPage;
