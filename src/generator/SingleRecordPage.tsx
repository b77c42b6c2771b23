// A single-record resource (the general configuration, spec 2 §2.8): a form page with its toggles and
// one save button. GET {endpoint} answers the record, EditBase then reads and PUTs {endpoint}/{id}.
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { EditBase, Form, useCanAccess, useSaveContext, useTranslate } from 'ra-core';
import { useFormState } from 'react-hook-form';
import { inputFields, type ResourceDeclaration } from '../../resources/types';
import { api } from '../providers/http';
import { FieldInput } from './FieldInput';
import { useSaveFeedback } from './useSaveFeedback';

export function SingleRecordPage({ decl }: { decl: ResourceDeclaration }) {
  const translate = useTranslate();
  const title = translate(`resources.${decl.name}.name`, { _: decl.texts.title });
  const { canAccess: canWrite = false } = useCanAccess({ action: 'edit', resource: decl.name });
  // Same key as every other reader of the record (the header's cart flag), so a save refreshes them all.
  const { data, isPending, error } = useQuery({ queryKey: [decl.endpoint], queryFn: () => api<{ id: number } | null>(decl.endpoint) });
  const { mutationOptions, serverMessage } = useSaveFeedback(decl, () => undefined);

  let body;
  if (isPending) body = <Box role="status">{translate('shell.grid.loading')}</Box>;
  else if (error) body = <Alert severity="error">{translate('shell.notify.generic_error')}</Alert>;
  else if (!data) body = <Box role="status">{translate('shell.grid.empty')}</Box>;
  else
    body = (
      <EditBase resource={decl.name} id={data.id} redirect={false} redirectOnError={false} mutationMode="pessimistic" mutationOptions={mutationOptions}>
        <Form noValidate disableInvalidFormNotification>
          {serverMessage && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {serverMessage}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 1 }}>
            {inputFields(decl).map((f) => (
              <FieldInput key={f.source} decl={decl} field={f} disabled={!canWrite} />
            ))}
          </Box>
          {canWrite && <SaveButton label={translate(`resources.${decl.name}.texts.save`, { _: decl.texts.save })} />}
        </Form>
      </EditBase>
    );

  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 2 } }} data-resource={decl.name}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Paper sx={{ p: 2, maxWidth: 640 }}>{body}</Paper>
    </Box>
  );
}

function SaveButton({ label }: { label: string }) {
  const { saving } = useSaveContext();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={saving || isSubmitting} sx={{ mt: 2 }}>
      {label}
    </Button>
  );
}
