// Dialog 'Aggiungi permessi' (spec 2 §2.7): pick an application, one of its permissions, Read (default
// on) and Write (default off); 'Inserisci Permessi' posts utente/updatePermissions. Only what the
// acting administrator holds is offered, Write only where it writes: the server refuses the rest ('Non
// puoi assegnare un permesso che non possiedi', the same rule: resources/utenti-rules.ts), and a
// limited administrator was offered every application (QA) and the Write of what it only reads (audit).
import { useEffect, useMemo, useState } from 'react';
import { HttpError, useTranslate } from 'ra-core';
import { OptionSelect, useToast } from '../../src/components';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import { errorText, firstFieldErrors } from '../../src/providers';
import { DIALOG_TRANSITION } from '../../src/lib';
import { permissionChangeRefusal, type PermissionLevel, type RuleAccount } from '../../resources/utenti-rules.ts';
import { useActor } from './useActor';
import { SUCCESS_MS } from './useUtenteForm';
import { getAppsAndPermissions, updatePermissions, type Application, type PermessoUtente } from './utentiApi';

/** An application or a permission shows its description. */
const descrizione = (o: { descrizione: string }) => o.descrizione;

/** Spec 2 §9: default user permission toggles, read on and write off. */
export const DEFAULT_TOGGLES = { read: true, write: false };

const NONE: PermissionLevel = { read: false, write: false };

/** The applications and permissions `actor` may hand out (at least read of the permission). */
export function grantableApps(apps: Application[], actor: Pick<RuleAccount, 'tipo_utente' | 'abilities'>): Application[] {
  return apps.flatMap((a) => {
    const permissions = a.permissions.filter((p) => permissionChangeRefusal(actor, p.codice, NONE, { read: true, write: false }) === null);
    return permissions.length ? [{ ...a, permissions }] : [];
  });
}

/** Whether `actor` may give write on permission `codice` to a user now holding `before` of it. */
export const writeGrantable = (actor: Pick<RuleAccount, 'tipo_utente' | 'abilities'>, codice: string, before: PermissionLevel = NONE) =>
  permissionChangeRefusal(actor, codice, before, { read: true, write: true }) === null;

interface Props {
  open: boolean;
  userId: number;
  /** The permissions the user holds now (the level a change starts from). */
  held: PermessoUtente[];
  onClose: () => void;
  onSaved: () => void;
}

export function AggiungiPermessiDialog({ open, userId, held, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const [allApps, setApps] = useState<Application[]>([]);
  const actor = useActor();
  const { tipo_utente, abilities } = actor;
  const apps = useMemo(() => grantableApps(allApps, { tipo_utente, abilities }), [allApps, tipo_utente, abilities]);
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
  const permission = app?.permissions.find((p) => p.id === childPermission);
  const before = held.find((p) => p.permission_id === childPermission);
  // Write of a permission the administrator only reads would be refused: off, and said why.
  const writeRefused = !!permission && !writeGrantable(actor, permission.codice, before);
  const write = toggles.write && !writeRefused;
  const submit = async () => {
    if (mainApp === '' || childPermission === '') return;
    setSaving(true);
    try {
      const answer = await updatePermissions({ userId, mainApp, childPermission, read: toggles.read, write });
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
              <FormControlLabel
                control={
                  <Switch
                    checked={write}
                    disabled={writeRefused}
                    onChange={(e) => setToggles((t) => ({ ...t, write: e.target.checked }))}
                    slotProps={{ input: { 'aria-describedby': writeRefused ? 'permessi-write-hint' : undefined } }}
                  />
                }
                label={translate('utenti.permissions.write')}
              />
            </Stack>
            {writeRefused && (
              <FormHelperText id="permessi-write-hint" sx={{ mt: 0 }}>
                {translate('utenti.permissions.write_not_held')}
              </FormHelperText>
            )}
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
