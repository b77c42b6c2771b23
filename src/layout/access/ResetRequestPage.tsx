// Password recovery request (spec 1 §2, §4): type Anagrafica (e-mail) or Societa (affiliation code),
// 'Verifica Utenza' shows the masked e-mail, then 'Invia Link Reset Password' sends the link to the
// e-mail the verification answered. Server messages: green on success, red box on failure. After the
// link is sent only the message and the way back to login stay on screen.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Box, Button, FormControlLabel, FormLabel, Link as MuiLink, Radio, RadioGroup } from '@mui/material';
import { api, errorText } from '../../providers/http';
import { LOGIN_PATH } from '../../lib/paths';
import { AccessFrame } from './AccessFrame';
import { AccessTextField } from './AccessTextField';
import { useTranslate } from './i18n';

type Tipo = 'anagrafica' | 'societa';

const ResetRequestPage = () => {
  const translate = useTranslate();
  const [tipo, setTipo] = useState<Tipo>('anagrafica');
  const [value, setValue] = useState('');
  const [verified, setVerified] = useState<{ masked_email: string } | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Once the link is sent the request is over: only the message and the way back to login remain.
  const [sent, setSent] = useState(false);

  const changeTipo = (t: Tipo) => {
    setTipo(t);
    setValue('');
    setVerified(null);
    setMessage(null);
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
      <Box component="form" onSubmit={verify} noValidate>
        {!sent && (
          <>
            <FormLabel id="reset-type-label">{translate('shell.reset_request.type')}</FormLabel>
            <RadioGroup row aria-labelledby="reset-type-label" value={tipo} onChange={(e) => changeTipo(e.target.value as Tipo)}>
              <FormControlLabel value="anagrafica" control={<Radio />} label={translate('shell.reset_request.anagrafica')} />
              <FormControlLabel value="societa" control={<Radio />} label={translate('shell.reset_request.societa')} />
            </RadioGroup>
            <AccessTextField
              label={translate(tipo === 'anagrafica' ? 'shell.reset_request.email' : 'shell.reset_request.codice')}
              name={tipo === 'anagrafica' ? 'email' : 'codice_affiliazione'}
              type={tipo === 'anagrafica' ? 'email' : 'text'}
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setVerified(null);
              }}
              margin="normal"
              required
            />
            {verified && (
              <Alert severity="info" data-testid="masked-email" sx={{ my: 1 }}>
                {translate('shell.reset_request.masked', {
                  email: verified.masked_email,
                })}
              </Alert>
            )}
          </>
        )}
        {message && (
          <Alert severity={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'} data-testid="reset-message" sx={{ my: 1 }}>
            {message.text}
          </Alert>
        )}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            justifyContent: 'space-between',
            alignItems: 'center',
            mt: 2,
          }}
        >
          <MuiLink component={Link} to={LOGIN_PATH} sx={{ color: '#0d47a1' }}>
            {translate('shell.reset_request.back')}
          </MuiLink>
          {sent ? null : verified ? (
            <Button variant="contained" onClick={send} disabled={busy}>
              {translate('shell.reset_request.send')}
            </Button>
          ) : (
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('shell.reset_request.verify')}
            </Button>
          )}
        </Box>
      </Box>
    </AccessFrame>
  );
};

export default ResetRequestPage;
