// User detail, route /utente/{id} (spec 2 §2.7): the user's name, 'Chiudi', 'Modifica' (the add-user
// dialog in edit mode: PUT utente/{id}), 'Aggiungi Permesso' and one permissions grid per main
// application. Id 0 or absent: 'Nuovo Utente', the add-user form. What the server would refuse (an
// account holding more than the viewer, a system administrator's, one's own permissions) is disabled
// up front, saying why, by the same rules (resources/utenti-rules.ts). Without the users' write ability
// the account is only read: no 'Modifica', 'Aggiungi Permesso', 'Rimuovi Permessi'; id 0 goes to the list.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { HttpError, Title, useTranslate } from 'react-admin';
import { ConfirmDialog, useToast } from '../../src/components';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { errorText, refreshSession } from '../../src/providers';
import { previousPath, useMayCall } from '../../src/lib';
import { changeRefusal, permissionsRefusal } from '../../resources/utenti-rules.ts';
import { AggiungiPermessiDialog } from './AggiungiPermessiDialog';
import { UtenteCreateDialog } from './UtenteCreateDialog';
import { groupByApplication, PermessiGrid } from './PermessiGrid';
import { UtenteNewForm } from './UtenteNewForm';
import { useActor } from './useActor';
import { SUCCESS_MS } from './useUtenteForm';
import { getUtente, linkLabel, updatePermissions, UTENTE_RESOURCE, UTENTI_WRITE, utenteKey, type PermessoUtente } from './utentiApi';
import { UTENTI_LIST_PATH, utentePath } from './paths';

export default function UtenteDetail() {
  const { id } = useParams();
  const navigate = useNavigate();
  const close = () => navigate(previousPath(UTENTI_LIST_PATH));
  const userId = Number(id ?? 0);
  const mayWrite = useMayCall(UTENTI_WRITE);
  if (!id || userId === 0) return !mayWrite ? <Navigate to={UTENTI_LIST_PATH} replace /> : <UtenteNewForm onClose={close} onSaved={(newId) => navigate(utentePath(newId), { replace: true })} />;
  return <UtentePermessi key={userId} userId={userId} onClose={close} />;
}

function UtentePermessi({ userId, onClose }: { userId: number; onClose: () => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState<PermessoUtente | null>(null);
  const actor = useActor();
  const self = actor.id === userId;
  const mayWrite = useMayCall(UTENTI_WRITE);
  const query = useQuery({ queryKey: utenteKey(userId), queryFn: () => getUtente(userId), retry: false });
  const utente = query.data ?? null;
  // Why 'Modifica' / the permission actions would be refused (null: allowed, or the user not read yet).
  const editRefusal = utente && changeRefusal(actor, utente);
  const permissionsRefused = utente && permissionsRefusal(actor, utente);
  const refusalId = 'utente-refusal';
  const failure = query.error
    ? query.error instanceof HttpError && query.error.status === 404
      ? translate('utenti.detail.not_found')
      : errorText(query.error instanceof HttpError ? query.error.body : null)
    : null;
  const reload = () => queryClient.invalidateQueries({ queryKey: utenteKey(userId) });
  // After an edit: this detail and the user list's pages (react-admin keys start with the resource).
  // On one's own account the header's name is read again too (GET me).
  const reloadAll = () => {
    void queryClient.invalidateQueries({ queryKey: [UTENTE_RESOURCE] });
    if (self) refreshSession().catch(() => undefined);
  };

  // 'Rimuovi Permessi' asks SI/NO first, then waits for the server.
  const remove = useMutation({
    mutationFn: (p: PermessoUtente) => updatePermissions({ userId, mainApp: p.application_id, childPermission: p.permission_id, read: false, write: false }),
    onSuccess: (answer) => {
      toast.success(answer.message || translate('utenti.permissions.saved'), { duration: SUCCESS_MS });
      setRemoving(null);
      void reload();
    },
    onError: (e) => {
      setRemoving(null);
      toast.error(errorText(e instanceof HttpError ? e.body : null, translate('shell.notify.invalid_form')));
    },
  });
  const busy = remove.isPending;

  const title = utente?.name ?? translate('shell.pages.utente', { _: 'Gestione Utente' });
  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 3 } }}>
      <Title title={title} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {utente && (
            <Typography variant="body2" color="text.secondary">
              {[utente.email, translate(`utenti.types.${utente.tipo_utente}`), linkLabel(utente)].filter(Boolean).join(' · ')}
              {utente.deleted_at && <Chip size="small" color="error" label={translate('utenti.detail.disabled_hint')} sx={{ ml: 1 }} />}
            </Typography>
          )}
        </Box>
        <Button onClick={onClose}>{translate('utenti.detail.close')}</Button>
        {mayWrite && (
          <>
            <Button variant="outlined" onClick={() => setEditing(true)} disabled={!utente || !!editRefusal} aria-describedby={editRefusal ? refusalId : undefined}>
              {translate('utenti.edit.open')}
            </Button>
            <Button variant="contained" onClick={() => setAdding(true)} disabled={!utente || !!permissionsRefused} aria-describedby={permissionsRefused ? refusalId : undefined}>
              {translate('utenti.detail.add_permission')}
            </Button>
          </>
        )}
      </Stack>
      {failure && <Alert severity="error">{failure}</Alert>}
      {mayWrite && permissionsRefused && (
        <Alert id={refusalId} severity="info" sx={{ mb: 2 }}>
          {self ? translate('utenti.detail.self_hint') : `${permissionsRefused}.`}
        </Alert>
      )}
      {utente && utente.permissions.length === 0 && <Typography color="text.secondary">{translate('utenti.detail.no_permissions')}</Typography>}
      {utente && groupByApplication(utente.permissions).map((g) => <PermessiGrid key={g.application_id} group={g} onRemove={permissionsRefused || !mayWrite ? undefined : setRemoving} busy={busy} />)}
      <ConfirmDialog open={removing !== null} loading={busy} message="utenti.detail.confirm_remove" onClose={() => setRemoving(null)} onConfirm={() => removing && remove.mutate(removing)} />
      {utente && <UtenteCreateDialog open={editing} utente={utente} onClose={() => setEditing(false)} onSaved={reloadAll} />}
      {utente && (
        <AggiungiPermessiDialog
          open={adding}
          userId={userId}
          held={utente.permissions}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            void reload();
          }}
        />
      )}
    </Box>
  );
}
