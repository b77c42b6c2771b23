// Referee card ('Creazione Tessera Arbitro' / 'Rinnova Tessera Arbitro') and coach card
// ('Creazione' / 'Rinnova Tessera Allenatore') dialogs (spec 2 §2.10, §4, §5): the type, the cost
// read-only from the fee configuration, the module the rule picks, privacy. A person that is not
// set up as a coach gets the spec's message instead of the form.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, TextField } from '@mui/material';
import { MoneyField, OptionSelect } from '../../../src/components';
import { useQuery } from '@tanstack/react-query';
import { DialogShell } from '../DialogShell';
import { PrivacyToggle } from '../PrivacyToggle';
import { getTipologieFamiglia, saveCard } from '../api';
import { useOperation } from '../useOperation';
import { selectModule } from '../../../resources/contracts/tesseramenti.ts';
import { isAdmin, useSession } from '../../../src/lib';

export interface TesseraTecnicaDialogProps {
  open: boolean;
  kind: 'arbitro' | 'allenatore';
  anagraficaId: number;
  /** A card of the family exists: the dialog renews (PUT) instead of creating (POST). */
  renew: boolean;
  /** The member's type for the role (allenatore_tipologia_tesseramento_id / tipologia_tesseramento_id). */
  tipologiaId: number | null;
  cittadinanza: string;
  onClose: () => void;
}

const FAMIGLIA = { arbitro: 'Arbitro', allenatore: 'Tecnico' } as const;

export function TesseraTecnicaDialog({ open, kind, anagraficaId, renew, tipologiaId, cittadinanza, onClose }: TesseraTecnicaDialogProps) {
  const translate = useTranslate();
  // The member's own type; only an administrator picks another (the server holds to the same rule).
  const admin = isAdmin(useSession());
  const [tipologia, setTipologia] = useState<number | ''>(tipologiaId ?? '');
  const [privacy, setPrivacy] = useState(false);
  const types = useQuery({ queryKey: ['tesseramenti', 'tipologie', FAMIGLIA[kind]], queryFn: () => getTipologieFamiglia(FAMIGLIA[kind]), enabled: open });
  const chosen = types.data?.find((t) => t.id === tipologia);
  const modulo = chosen ? selectModule(chosen.moduli, cittadinanza) : null;
  const op = useOperation(
    () =>
      saveCard(
        kind,
        anagraficaId,
        {
          tipologiaTesseramento: Number(tipologia),
          modulo: modulo?.id ?? null,
          accetta_privacy: privacy,
          type: renew ? 'renew' : 'tesseramento',
        },
        renew,
      ),
    onClose,
  );
  const title = `tesseramenti.card.${kind}_${renew ? 'renew' : 'create'}`;
  const notCoach = kind === 'allenatore' && !tipologiaId;
  return (
    <DialogShell
      open={open}
      title={title}
      onClose={onClose}
      onSave={() => op.run(undefined)}
      error={op.error}
      fieldErrors={op.fieldErrors}
      placed={notCoach ? [] : ['tipologiaTesseramento']}
      saving={op.saving}
      saveDisabled={notCoach ? 'tesseramenti.card.non_allenatore' : tipologia === ''}
    >
      {notCoach ? (
        <Alert severity="warning">{translate('tesseramenti.card.non_allenatore')}</Alert>
      ) : (
        <>
          <OptionSelect
            required
            disabled={!admin}
            label={translate('tesseramenti.card.tipologia')}
            options={types.data}
            value={tipologia}
            onChange={setTipologia}
            error={!!op.fieldErrors.tipologiaTesseramento}
            helperText={op.fieldErrors.tipologiaTesseramento}
          />
          <MoneyField label={translate('tesseramenti.membership.costo')} value={chosen?.importo} />
          <TextField label={translate('tesseramenti.membership.modulo')} value={modulo?.nome ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
          <PrivacyToggle checked={privacy} onChange={setPrivacy} label="tesseramenti.membership.privacy" />
        </>
      )}
    </DialogShell>
  );
}

export const TesseraArbitroDialog = (p: Omit<TesseraTecnicaDialogProps, 'kind'>) => <TesseraTecnicaDialog {...p} kind="arbitro" />;
export const TesseraAllenatoreDialog = (p: Omit<TesseraTecnicaDialogProps, 'kind'>) => <TesseraTecnicaDialog {...p} kind="allenatore" />;
