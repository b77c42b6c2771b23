// Board data dialog (spec 2 §2.10): election date, expiry, min and max members (##.##); system admin.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { HttpError } from 'ra-core';
import { Form, useTranslate } from 'react-admin';
import { DateInput, MoneyInput, useToast } from '../../../src/components';
import { saveBoard, type ConsiglioDirettivo } from '../api';
import { useState } from 'react';

interface Props {
  open: boolean;
  societaId: number;
  seasonId?: number;
  board: ConsiglioDirettivo | undefined;
  onClose: () => void;
  onSaved: () => void;
}

export function ConsiglioDialog({ open, societaId, seasonId, board, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const t = (k: string) => translate(`societa.consiglio.${k}`);
  const submit = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      const res = await saveBoard(societaId, { ...values, season: seasonId });
      toast.saved(res.message);
      onSaved();
      return undefined;
    } catch (e) {
      setError(e instanceof Error ? e.message : null);
      return e instanceof HttpError ? (e.body as { errors?: Record<string, unknown> })?.errors : undefined;
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="consiglio-title" fullWidth maxWidth="xs">
      <Form
        defaultValues={{
          data_elezione: board?.data_elezione ?? null,
          scadenza_elezione: board?.scadenza_elezione ?? null,
          componenti_min: board?.componenti_min ?? 0,
          componenti_max: board?.componenti_max ?? 0,
        }}
        onSubmit={submit as never}
      >
        <DialogTitle id="consiglio-title">{t('dialog_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <DateInput source="data_elezione" label={t('data_elezione')} />
            <DateInput source="scadenza_elezione" label={t('scadenza_elezione')} />
            <MoneyInput source="componenti_min" label={t('componenti_min')} pattern="##.##" />
            <MoneyInput source="componenti_max" label={t('componenti_max')} pattern="##.##" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('societa.fields.close')}</Button>
          <Button type="submit" variant="contained">
            {translate('societa.fields.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
