// The add/edit dialog ("Configura …") of a declared resource (spec 1 §4 save dialogs) on the shared
// FormDialog shell. Edit loads the record from the server first (not the grid's cache); the id decides
// PUT or POST. Success notifies with the resource's message for 500 ms and refreshes the grid.
import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useDataProvider, useGetOne, useRefresh, useTranslate, type Identifier } from 'ra-core';
import { defaultValues, inputFields, type ResourceDeclaration } from '../../resources/types';
import { FormDialog } from '../components/FormDialog';
import { DIALOG_TRANSITION } from '../lib/timings';
import { useSeason } from '../lib/session';
import { FieldInput } from './FieldInput';
import { zodValidator } from './validation';

/** @deprecated import DIALOG_TRANSITION or TIMINGS from src/lib. */
export { DIALOG_TRANSITION };

export interface ResourceDialogProps {
  decl: ResourceDeclaration;
  open: boolean;
  /** Record to edit; undefined adds a new one. */
  id?: Identifier;
  onClose: () => void;
}

/**
 * What a save sends: the fields the declaration's body names (spec 1 §7: 'PUT tipologiatesseramento/{id}
 * (same body)'), not the whole loaded record with its id, joined objects and timestamps. A body that
 * accepts other keys (a loose object) or is not an object gets the values as they are.
 */
export function bodyOf(decl: ResourceDeclaration, values: Record<string, unknown>): Record<string, unknown> {
  const body = decl.body as { shape?: Record<string, unknown>; _zod?: { def?: { catchall?: unknown } } };
  if (!body.shape || body._zod?.def?.catchall) return values;
  return Object.fromEntries(Object.entries(values).filter(([key]) => key in body.shape!));
}

export function ResourceDialog({ decl, open, id, onClose }: ResourceDialogProps) {
  const [season] = useSeason();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const editing = id !== undefined && id !== null;
  const loaded = useGetOne(decl.name, { id: id as Identifier }, { enabled: open && editing, refetchOnMount: 'always' });
  // The form waits for an answer that came after this opening (the grid's cache may be stale).
  const [openedAt, setOpenedAt] = useState(() => (open ? Date.now() : 0));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenedAt(Date.now());
  }
  const t = (key: string, fallback: string) => translate(`resources.${decl.name}.texts.${key}`, { _: fallback });
  const fields = inputFields(decl);
  // A season-scoped record is saved into the header's season (the dataProvider sends it): the dialog says which.
  const seasonField = decl.season && decl.fields.find((f) => f.source === decl.season!.field);
  // The causali body carries editMode (spec 1 §7); the season-scoped ones their season (dataProvider).
  const sendsEditMode = 'shape' in decl.body && 'editMode' in ((decl.body as { shape: object }).shape ?? {});
  const validate = decl.clientValidation === false ? undefined : zodValidator(decl, () => (decl.season && season ? { [decl.season.field]: season.id } : {}));

  const save = (values: Record<string, unknown>) => {
    const body = bodyOf(decl, values);
    const data = sendsEditMode ? { ...body, editMode: editing } : body;
    return editing ? dataProvider.update(decl.name, { id: id as Identifier, data, previousData: loaded.data }) : dataProvider.create(decl.name, { data });
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      resource={decl.name}
      title={t('dialogTitle', decl.texts.dialogTitle ?? decl.texts.title)}
      saveLabel={t('save', decl.texts.save)}
      record={editing ? loaded.data : defaultValues(decl)}
      loading={editing && !loaded.error && (loaded.isPending || loaded.dataUpdatedAt < openedAt)}
      loadError={editing && !!loaded.error}
      validate={validate}
      onSubmit={save}
      successMessage={t('success', decl.texts.success)}
      errorToast={!!decl.texts.errorToast}
      onSaved={refresh}
      maxWidth={fields.length > 6 ? 'md' : 'sm'}
    >
      {seasonField && season && (
        <Typography variant="body1" sx={{ mb: 2 }} data-testid="dialog-season">
          {translate(`resources.${decl.name}.fields.${seasonField.source}`, { _: seasonField.label })}: <strong>{season.nome}</strong>
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: fields.length > 6 ? { xs: '1fr', sm: '1fr 1fr' } : '1fr' }}>
        {fields.map((f) => (
          <Box key={f.source} sx={f.type === 'boolean' ? { gridColumn: '1 / -1' } : undefined}>
            <FieldInput decl={decl} field={f} />
          </Box>
        ))}
      </Box>
    </FormDialog>
  );
}
