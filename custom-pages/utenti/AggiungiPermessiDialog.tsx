// Dialog 'Aggiungi permessi' (spec 2 §2.7): pick an application, one of its permissions, Read (default
// on) and Write (default off); 'Inserisci Permessi' posts utente/updatePermissions. Only what the
// acting administrator holds is offered: the server refuses the rest ('Non puoi assegnare un permesso
// che non possiedi'), and a limited administrator was offered every application (QA).
import { useEffect, useMemo, useState } from 'react';
import { HttpError, useTranslate } from 'ra-core';
import { OptionSelect, useToast } from '../../src/components';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch } from '@mui/material';
import { errorText, firstFieldErrors } from '../../src/providers';
import { DIALOG_TRANSITION, useAbilities } from '../../src/lib';
import { hasAbility, type Abilities } from '../../resources/abilities';
import { SUCCESS_MS } from './useUtenteForm';
import { getAppsAndPermissions, updatePermissions, type Application } from './utentiApi';

/** An application or a permission shows its description. */
const descrizione = (o: { descrizione: string }) => o.descrizione;

/** Spec 2 §9: default user permission toggles, read on and write off. */
export const DEFAULT_TOGGLES = { read: true, write: false };

/** The applications and permissions `abilities` may hand out (at least read of the permission). */
export function grantableApps(apps: Application[], abilities: Abilities): Application[] {
  return apps.flatMap((a) => {
    const permissions = a.permissions.filter((p) => hasAbility(abilities, `${p.codice}:read`));
    return permissions.length ? [{ ...a, permissions }] : [];
  });
}

interface Props {
  open: boolean;
  userId: number;
  onClose: () => void;
  onSaved: () => void;
}

export function AggiungiPermessiDialog({ open, userId, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const [allApps, setApps] = useState<Application[]>([]);
  const abilities = useAbilities();
  const apps = useMemo(() => grantableApps(allApps, abilities), [allApps, abilities]);
  const [mainApp, setMainApp] = useState<number | ''>('');
  const [childPermission, setChildPermission] = useState<number | ''>('');
  const [toggles, setToggles] = useState(DEFAULT_TOGGLES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open || allApps.length) return;
    getAppsAndPermissions().then(setApps, (e) => setMessage(errorText(e instanceof HttpError ? e.body : null)));
  }, [open, allApps.length]);

  const reset = () => {
    setMainApp('');
    setChildPermission('');
    setToggles(DEFAULT_TOGGLES);
    setErrors({});
    setMessage(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const app = apps.find((a) => a.id === mainApp);
  const submit = async () => {
    if (mainApp === '' || childPermission === '') return;
    setSaving(true);
    try {
      const answer = await updatePermissions({ userId, mainApp, childPermission, ...toggles });
      toast.success(answer.message || translate('utenti.permissions.saved'), { duration: SUCCESS_MS });
      reset();
      onSaved();
    } catch (e) {
      const body = e instanceof HttpError ? e.body : null;
      setErrors(firstFieldErrors(body?.fieldErrors ?? {}));
      const text = errorText(body, translate('shell.notify.invalid_form'));
      setMessage(text);
      toast.error(text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} transitionDuration={DIALOG_TRANSITION} fullWidth maxWidth="xs" aria-labelledby="permessi-dialog-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="permessi-dialog-title">{translate('utenti.permissions.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {message && (
              <Alert severity="error" role="alert">
                {message}
              </Alert>
            )}
            <OptionSelect
              label={translate('utenti.permissions.application')}
              options={apps}
              optionLabel={descrizione}
              value={mainApp}
              onChange={(id) => {
                setMainApp(id);
                setChildPermission('');
              }}
              error={!!errors.mainApp}
              helperText={errors.mainApp}
              size="small"
              fullWidth
            />
            <OptionSelect
              label={translate('utenti.permissions.permission')}
              options={app?.permissions}
              optionLabel={descrizione}
              value={childPermission}
              onChange={setChildPermission}
              disabled={!app}
              error={!!errors.childPermission}
              helperText={errors.childPermission}
              size="small"
              fullWidth
            />
            <Stack direction="row" spacing={2}>
              <FormControlLabel control={<Switch checked={toggles.read} onChange={(e) => setToggles((t) => ({ ...t, read: e.target.checked }))} />} label={translate('utenti.permissions.read')} />
              <FormControlLabel control={<Switch checked={toggles.write} onChange={(e) => setToggles((t) => ({ ...t, write: e.target.checked }))} />} label={translate('utenti.permissions.write')} />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('utenti.permissions.close')}</Button>
          <Button type="submit" variant="contained" disabled={mainApp === '' || childPermission === '' || saving}>
            {translate('utenti.permissions.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
