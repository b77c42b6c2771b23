// Increase registration deadline (spec 2 §2.10, §7 modificavincolo): one date, system admin only;
// the server's refusal shows from errorMessage.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { TextField } from '@mui/material';
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
  const op = useOperation((d: string) => modificaVincolo(anagraficaId, { partitacontabile_id: partitaContabileId, data_rinnovo: d }), onClose);
  return (
    <DialogShell open={open} title="tesseramenti.vincolo.title" onClose={onClose} onSave={() => op.run(data)} error={op.error} saving={op.saving} saveDisabled={!/^\d{2}\/\d{2}\/\d{4}$/.test(data)}>
      <TextField
        label={translate('tesseramenti.vincolo.data')}
        placeholder="GG/MM/AAAA"
        value={data}
        onChange={(e) => setData(e.target.value)}
        error={!!op.fieldErrors.data_rinnovo}
        helperText={op.fieldErrors.data_rinnovo}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
      />
    </DialogShell>
  );
}
