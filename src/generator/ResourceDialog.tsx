// The add/edit dialog ("Configura …") of a declared resource (spec 1 §4 save dialogs): built on
// react-admin's CreateBase/EditBase, pessimistic. Edit loads the record first; the id decides PUT or POST.
// Field errors of the server show under their inputs (first message); a refusal with `error` shows its
// message in the dialog; success closes, notifies for 500 ms and refreshes the grid.
import { useId, useRef, type ReactNode } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { CreateBase, EditBase, Form, useEditContext, useSaveContext, useTranslate, type Identifier } from 'ra-core';
import { useFormState } from 'react-hook-form';
import { defaultValues, inputFields, type ResourceDeclaration } from '../../resources/types';
import { useSeason } from '../lib/session';
import { FieldInput } from './FieldInput';
import { zodValidator } from './validation';
import { useSaveFeedback } from './useSaveFeedback';

export const DIALOG_TRANSITION = { enter: 300, exit: 200 };

export interface ResourceDialogProps {
  decl: ResourceDeclaration;
  open: boolean;
  /** Record to edit; undefined adds a new one. */
  id?: Identifier;
  onClose: () => void;
}

export function ResourceDialog({ decl, open, id, onClose }: ResourceDialogProps) {
  const [season] = useSeason();
  const titleId = useId();
  const editing = id !== undefined && id !== null;
  const { mutationOptions, serverMessage, clearServerMessage } = useSaveFeedback(decl, () => onClose());
  const close = () => {
    clearServerMessage();
    onClose();
  };
  // The causali body carries editMode (spec 1 §7); the season-scoped ones their season (dataProvider).
  const sendsEditMode = 'shape' in decl.body && 'editMode' in ((decl.body as { shape: object }).shape ?? {});
  const transform = (data: Record<string, unknown>) => (sendsEditMode ? { ...data, editMode: editing } : data);
  const validate = decl.clientValidation === false ? undefined : zodValidator(decl, () => (decl.season && season ? { [decl.season.field]: season.id } : {}));
  const form = <DialogForm decl={decl} titleId={titleId} serverMessage={serverMessage} validate={validate} onClose={close} />;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth={inputFields(decl).length > 6 ? 'md' : 'sm'} aria-labelledby={titleId} transitionDuration={DIALOG_TRANSITION}>
      {open &&
        (editing ? (
          <EditBase
            resource={decl.name}
            id={id}
            redirect={false}
            redirectOnError={false}
            mutationMode="pessimistic"
            mutationOptions={mutationOptions}
            transform={transform}
            queryOptions={{ refetchOnMount: 'always' }}
          >
            <LoadedFirst>{form}</LoadedFirst>
          </EditBase>
        ) : (
          <CreateBase resource={decl.name} record={defaultValues(decl)} redirect={false} mutationOptions={mutationOptions} transform={transform}>
            {form}
          </CreateBase>
        ))}
    </Dialog>
  );
}

/** Shows the form only once the record has come from the server (not from the grid's cache). */
function LoadedFirst({ children }: { children: ReactNode }) {
  const { isFetching, error } = useEditContext();
  const loaded = useRef(false);
  const translate = useTranslate();
  if (!isFetching) loaded.current = true;
  if (error) return <DialogContent><Alert severity="error">{translate('shell.notify.generic_error')}</Alert></DialogContent>;
  if (!loaded.current)
    return (
      <DialogContent role="status" sx={{ py: 4, textAlign: 'center' }}>
        {translate('shell.grid.loading')}
      </DialogContent>
    );
  return <>{children}</>;
}

interface DialogFormProps {
  decl: ResourceDeclaration;
  titleId: string;
  serverMessage: string | null;
  validate?: (values: Record<string, unknown>) => Record<string, string>;
  onClose: () => void;
}

function DialogForm({ decl, titleId, serverMessage, validate, onClose }: DialogFormProps) {
  const translate = useTranslate();
  const t = (key: string, fallback: string) => translate(`resources.${decl.name}.texts.${key}`, { _: fallback });
  const fields = inputFields(decl);
  return (
    <Form validate={validate} disableInvalidFormNotification noValidate>
      <DialogTitle id={titleId}>{t('dialogTitle', decl.texts.dialogTitle ?? decl.texts.title)}</DialogTitle>
      <DialogContent dividers>
        {serverMessage && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {serverMessage}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: fields.length > 6 ? { xs: '1fr', sm: '1fr 1fr' } : '1fr' }}>
          {fields.map((f) => (
            <Box key={f.source} sx={f.type === 'boolean' ? { gridColumn: '1 / -1' } : undefined}>
              <FieldInput decl={decl} field={f} />
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('generator.close', { _: 'Chiudi' })}</Button>
        <SubmitButton label={t('save', decl.texts.save)} />
      </DialogActions>
    </Form>
  );
}

function SubmitButton({ label }: { label: string }) {
  const { saving } = useSaveContext();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={saving || isSubmitting}>
      {label}
    </Button>
  );
}
