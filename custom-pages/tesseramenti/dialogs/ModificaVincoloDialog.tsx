// Increase registration deadline (spec 2 §2.10, §7 modificavincolo): one date, system admin only;
// the server's refusal shows from errorMessage. The date is typed through the shared mask (spec 2 §5)
// and sent as the dd/mm/yyyy text.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { TextField } from '@mui/material';
import { dateSpec } from '../../../src/components';
import { isValidDate } from '../../../src/lib';
import { DialogShell } from '../DialogShell';
import { modificaVincolo } from '../api';
import { useOperation } from '../useOperation';

export interface ModificaVincoloDialogProps {
  open: boolean;
  /** The member whose registration it is. */
  anagraficaId: number;
  /** The accounting entry that paid the registration. */
  partitaContabileId: number;
  onClose: () => void;
}

export function ModificaVincoloDialog({ open, anagraficaId, partitaContabileId, onClose }: ModificaVincoloDialogProps) {
  const translate = useTranslate();
  const [data, setData] = useState('');
  const textError = dateSpec.textError?.(data);
  const op = useOperation((d: string) => modificaVincolo(anagraficaId, { partitacontabile_id: partitaContabileId, data_rinnovo: d }), onClose);
  return (
    <DialogShell
      open={open}
      title="tesseramenti.vincolo.title"
      onClose={onClose}
      onSave={() => op.run(data)}
      error={op.error}
      fieldErrors={op.fieldErrors}
      placed={['data_rinnovo']}
      saving={op.saving}
      saveDisabled={!isValidDate(data)}
    >
      <TextField
        required
        label={translate('tesseramenti.vincolo.data')}
        placeholder={dateSpec.placeholder}
        value={data}
        onChange={(e) => setData(dateSpec.mask(e.target.value))}
        error={!!(op.fieldErrors.data_rinnovo ?? textError)}
        helperText={op.fieldErrors.data_rinnovo ?? (textError && translate(textError))}
        slotProps={{ htmlInput: { inputMode: dateSpec.inputMode } }}
      />
    </DialogShell>
  );
}
