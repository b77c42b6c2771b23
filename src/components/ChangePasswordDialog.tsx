// The change-password dialog (spec 1 §2, §5, §7).
//   <ChangePasswordDialog open askOldPassword onClose={…} />   own password: POST /api/changePassword
//   <ChangePasswordDialog open userId={7} onClose={…} />       another user's: POST /api/changePasswordUtente,
//                                                              with the 'temporary password' toggle (default on)
// Both new fields are required ('I campi Password sono Obbligatori'); the server checks match and strength
// and its field messages show under the fields. A refusal marks its fields invalid (the empty ones are
// described by the box's message) and gives the first of them the focus (./errorFocus.tsx); 'Memorizza'
// keeps the focus while the request runs (./BusyButton.tsx).
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormHelperText, Switch, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { api, firstFieldErrors, errorText } from '../providers/http';
import { checkPasswordForm } from '../lib/passwords';
import { NOTIFY_DURATION } from './notify';
import { BusyButton } from './BusyButton';
import { useFocusAfterRefusal } from './errorFocus';

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Show 'Vecchia password' (the user's own password). */
  askOldPassword?: boolean;
  /** Change this user's password instead of one's own. */
  userId?: number;
  /** Called after a successful change. */
  onChanged?: () => void;
}

const ChangePasswordDialog = ({ open, onClose, askOldPassword = false, userId, onChanged }: ChangePasswordDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [form, setForm] = useState({ oldpassword: '', password: '', confirmpassword: '' });
  const [temp, setTemp] = useState(true);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The fields left empty when the form was refused for it, until they are filled in.
  const [missing, setMissing] = useState<string[]>([]);
  const forOther = userId !== undefined;
  const errorId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const refused = useFocusAfterRefusal(contentRef);

  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm({ ...form, [k]: e.target.value });
    setMissing((m) => m.filter((n) => n !== k));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFieldErrors({});
    const failed = checkPasswordForm(form, { askOldPassword });
    if (failed) {
      setError(translate(failed));
      const asked: (keyof typeof form)[] = askOldPassword ? ['oldpassword', 'password', 'confirmpassword'] : ['password', 'confirmpassword'];
      setMissing(asked.filter((k) => !form[k]));
      refused();
      return;
    }
    setMissing([]);
    setBusy(true);
    setError(null);
    try {
      const body = forOther
        ? { user_id: userId, password: form.password, confirmpassword: form.confirmpassword, temp }
        : { oldpassword: askOldPassword ? form.oldpassword : undefined, password: form.password, confirmpassword: form.confirmpassword, temp: false };
      const answer = await api(forOther ? 'changePasswordUtente' : 'changePassword', { method: 'POST', body });
      notify(answer?.message ?? 'shell.password_changed', { type: 'success', autoHideDuration: NOTIFY_DURATION.default });
      onChanged?.();
      onClose();
    } catch (err: any) {
      const fields = firstFieldErrors(err?.body?.fieldErrors);
      setFieldErrors(fields);
      if (!Object.keys(fields).length) setError(errorText(err?.body));
      refused();
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof typeof form, label: string, autoComplete: string) => (
    <TextField
      // Empty, it is described by the box's message; refused by the server, by its own under it.
      error={!!fieldErrors[name] || missing.includes(name)}
      slotProps={{ htmlInput: missing.includes(name) && !fieldErrors[name] ? { 'aria-describedby': errorId } : {} }}
      label={translate(label)}
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={form[name]}
      onChange={set(name)}
      helperText={fieldErrors[name]}
      fullWidth
      margin="dense"
      required
    />
  );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="change-password-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="change-password-title">{translate('shell.change_password.title')}</DialogTitle>
        <DialogContent ref={contentRef}>
          {error && (
            <Alert id={errorId} severity="error" role="alert" tabIndex={-1} data-refusal data-testid="change-password-error" sx={{ mb: 1 }}>
              {error}
            </Alert>
          )}
          {askOldPassword && field('oldpassword', 'shell.change_password.old', 'current-password')}
          {field('password', 'shell.change_password.new', 'new-password')}
          {field('confirmpassword', 'shell.change_password.confirm', 'new-password')}
          {forOther && (
            <>
              <FormControlLabel control={<Switch checked={temp} onChange={(e) => setTemp(e.target.checked)} />} label={translate('shell.change_password.temp')} />
              <FormHelperText>{translate('shell.change_password.temp_hint')}</FormHelperText>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('shell.change_password.cancel')}</Button>
          <BusyButton type="submit" variant="contained" busy={busy}>
            {translate('shell.change_password.submit')}
          </BusyButton>
        </DialogActions>
      </form>
    </Dialog>
  );
};

export default ChangePasswordDialog;
export { ChangePasswordDialog };
