// Board renewal dialog (spec 2 §2.10, §5, §9): remove-from-board toggle, a reason that must be
// chosen (otherwise nothing is sent: 'Salva' says so under the field) and 1–4 seasons; then
// executetesseratirenew (Consiglio, action changeTipologiaTesseramento).
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormControlLabel, Switch } from '@mui/material';
import { OptionSelect } from '../../../src/components';
import { useQuery } from '@tanstack/react-query';
import { seasonChoices } from '../../../resources/contracts/tesseramenti.ts';
import { DialogShell } from '../DialogShell';
import { executeRenew, getTipologieFamiglia } from '../api';
import { useOperation } from '../useOperation';

/** A board is renewed for 1 to 4 seasons. */
const SEASON_CHOICES = seasonChoices(4);

export interface RinnovoConsiglioDialogProps {
  open: boolean;
  societaId: number;
  seasonId?: number;
  /** The board members to renew. */
  anagrafiche: number[];
  onClose: (done: boolean) => void;
}

export function RinnovoConsiglioDialog({ open, societaId, seasonId, anagrafiche, onClose }: RinnovoConsiglioDialogProps) {
  const translate = useTranslate();
  const [remove, setRemove] = useState(false);
  const [reason, setReason] = useState<number | ''>('');
  const [seasons, setSeasons] = useState(1);
  const [missing, setMissing] = useState(false);
  const reasons = useQuery({ queryKey: ['tesseramenti', 'tipologie', 'Dirigente'], queryFn: () => getTipologieFamiglia('Dirigente'), enabled: open });
  const op = useOperation(
    () =>
      executeRenew(societaId, {
        season: seasonId,
        anagrafiche,
        renewType: 'Consiglio',
        action: 'changeTipologiaTesseramento',
        newTipologiaTesseramento: Number(reason),
        removeFromConsiglio: remove,
        numero_stagioni: seasons,
      }),
    () => onClose(true),
    5000,
  );
  const save = () => {
    setMissing(reason === '');
    if (reason !== '') op.run(undefined);
  };
  const reasonError = missing ? translate('tesseramenti.renew.reason_required') : op.fieldErrors.newTipologiaTesseramento;
  return (
    <DialogShell
      open={open}
      title="tesseramenti.renew.board_title"
      onClose={() => onClose(false)}
      onSave={save}
      error={op.error}
      fieldErrors={op.fieldErrors}
      placed={['newTipologiaTesseramento']}
      saving={op.saving}
    >
      <FormControlLabel label={translate('tesseramenti.renew.remove_from_board')} control={<Switch checked={remove} onChange={(e) => setRemove(e.target.checked)} />} />
      <OptionSelect
        required
        label={translate('tesseramenti.renew.reason')}
        options={reasons.data}
        value={reason}
        onChange={(id) => {
          setReason(id);
          setMissing(false);
        }}
        error={!!reasonError}
        helperText={reasonError}
      />
      <OptionSelect label={translate('tesseramenti.renew.seasons')} options={SEASON_CHOICES} optionLabel={(c) => c.name} value={seasons} onChange={setSeasons} />
    </DialogShell>
  );
}
