// Change amount (spec 2 §4, §5): an administrator gives an approved entry a new amount (mask ##.##)
// after 'Vuoi Modificare la Partita Contabile?'. Props: partita (null = closed), onClose, onDone.
import { Typography } from '@mui/material';
import { required, useTranslate } from 'react-admin';
import { FormDialog, MoneyInput } from '../../../src/components';
import { changePartita, useInvalidateLedger, type PartitaRow, type WriteAnswer } from '../api';

export interface ChangeAmountDialogProps {
  partita: Pick<PartitaRow, 'id' | 'importo'> | null;
  onClose: () => void;
  onDone?: () => void;
}

export function ChangeAmountDialog({ partita, onClose, onDone }: ChangeAmountDialogProps) {
  const translate = useTranslate();
  const invalidate = useInvalidateLedger();
  return (
    <FormDialog<{ newimporto: number }, WriteAnswer>
      open={partita != null}
      onClose={onClose}
      title="contabilita.change.title"
      saveLabel="shell.confirm.yes"
      closeLabel="shell.confirm.no"
      record={{ newimporto: partita?.importo }}
      onSubmit={(v) => changePartita(partita!.id, v.newimporto)}
      successMessage={(a) => a.message}
      errorToast
      onSaved={() => {
        void invalidate();
        onDone?.();
        onClose();
      }}
    >
      <Typography sx={{ mb: 2 }}>{translate('contabilita.confirm.change')}</Typography>
      <MoneyInput source="newimporto" label="contabilita.change.newimporto" validate={required()} fullWidth />
    </FormDialog>
  );
}
