// Storno dialog (spec 2 §2.10, §8): 'Vuoi Stornare la Partita Contabile?' with 'Vuoi ripristinare
// anche l'anagrafica?' (default yes), then POST partitacontabile/{id}/cancel {restoreAnagrafica}.
// Props: partitaId (null = closed), onClose, onDone.
import { useState } from 'react';
import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { cancelPartita } from '../api';
import { ConfirmAction } from './ConfirmAction';

export interface StornoDialogProps {
  partitaId: number | null;
  onClose: () => void;
  onDone?: () => void;
}

export function StornoDialog({ partitaId, onClose, onDone }: StornoDialogProps) {
  const translate = useTranslate();
  const [restore, setRestore] = useState(true);
  return (
    <ConfirmAction
      open={partitaId != null}
      message="contabilita.confirm.storno"
      run={() => cancelPartita(partitaId!, restore)}
      onClose={() => {
        setRestore(true);
        onClose();
      }}
      onDone={onDone}
    >
      <Typography component="div" sx={{ mt: 2 }}>
        {translate('contabilita.confirm.restore')}
      </Typography>
      <FormControlLabel control={<Switch checked={restore} onChange={(e) => setRestore(e.target.checked)} />} label={translate('contabilita.storno.restore_label')} />
    </ConfirmAction>
  );
}
