// Increase registration deadline (spec 2 §2.10, §7 modificavincolo): one date, system admin only;
// the server's refusal shows from errorMessage. The date is typed through the shared mask (spec 2 §5),
// which says under the field what it refuses, and sent as the dd/mm/yyyy text.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { dateSpec, MaskedTextField } from '../../../src/components';
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
      <MaskedTextField required spec={dateSpec} label={translate('tesseramenti.vincolo.data')} value={data} onChange={setData} error={op.fieldErrors.data_rinnovo} />
    </DialogShell>
  );
}
