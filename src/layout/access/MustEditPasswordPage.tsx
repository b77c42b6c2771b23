// Forced password change (/musteditpassword, spec 1 §2): the user e-mail, 'Modifica Password',
// Vecchia / Nuova / Conferma password, 'Memorizza', errors in a box headed ATTENZIONE.
// Without a stored temporary e-mail it returns to login; on success it says so, signs in and opens the
// launcher; a link leads back to login (logout) for who does not want to change it now.
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Link } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button, Link as MuiLink, TextField, Typography } from '@mui/material';
import { api } from '../../providers/http';
import { session, type SessionPayload } from '../../lib/session';
import { checkPasswordForm, serverMessages } from '../../lib/passwords';
import { LAUNCHER_PATH, LOGIN_PATH } from '../../lib/paths';
import { AccessFrame } from './AccessFrame';
import { useTranslate } from './i18n';
import { useAccessToast } from './toast';
import { preloadAdmin } from './loadAdmin';

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
      <Box component="form" onSubmit={submit} onInput={preloadAdmin} noValidate>
        <Typography sx={{ fontWeight: 600 }} data-testid="temp-email">
          {tempEmail}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('shell.must_edit.intro')}
        </Typography>
        {errors.length > 0 && (
          <Alert severity="error" role="alert" data-testid="attention-box" sx={{ my: 1 }}>
            <AlertTitle>{translate('shell.must_edit.attention')}</AlertTitle>
            {errors.map((m) => (
              <div key={m}>{m}</div>
            ))}
          </Alert>
        )}
        <TextField
          label={translate('shell.must_edit.old')}
          name="oldpassword"
          type="password"
          autoComplete="current-password"
          value={form.oldpassword}
          onChange={set('oldpassword')}
          fullWidth
          margin="dense"
          required
        />
        <TextField
          label={translate('shell.must_edit.new')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          fullWidth
          margin="dense"
          required
        />
        <TextField
          label={translate('shell.must_edit.confirm')}
          name="confirmpassword"
          type="password"
          autoComplete="new-password"
          value={form.confirmpassword}
          onChange={set('confirmpassword')}
          fullWidth
          margin="dense"
          required
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center', mt: 2 }}>
          {/* The way out: give up the change and go back to login (the temporary sign-in is forgotten). */}
          <MuiLink component={Link} to={LOGIN_PATH} onClick={() => session.clear()} sx={{ color: '#0d47a1' }} data-testid="must-edit-logout">
            {translate('shell.must_edit.logout')}
          </MuiLink>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('shell.must_edit.submit')}
          </Button>
        </Box>
      </Box>
    </AccessFrame>
  );
};

export default MustEditPasswordPage;
