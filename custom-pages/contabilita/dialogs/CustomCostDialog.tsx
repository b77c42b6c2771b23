// Custom cost entry, 'Ricavi custom' (spec 2 §2.10, §6 admin only): reason (a custom registration
// type), amount-edit toggle, cost. Choosing a reason shows its fee for the season (the importo of the
// tipologiatesseramento lookup, in euros); the cost stays read-only unless the administrator turns on
// the amount edit (spec 2 §5), and turning it off shows the fee again (the server then charges it).
// Creates an entry awaiting approval for the party. Props: party (null = closed), onClose, onDone.
import { useEffect, useRef } from 'react';
import { BooleanInput, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormDialog, MoneyInput } from '../../../src/components';
import { useSeason } from '../../../src/lib';
import { createCustomCost, useCausaliCustom, useInvalidateLedger, type CausaleCustom, type Party, type WriteAnswer } from '../api';

export interface CustomCostDialogProps {
  party: Party | null;
  onClose: () => void;
  onDone?: () => void;
}

interface Values {
  tipologia_tesseramento_id: number;
  modifica_importo: boolean;
  costo?: number;
  descrizione?: string;
}

/** The cost: the chosen reason's fee, read-only until the amount edit is on. */
function CostInput({ causali }: { causali: CausaleCustom[] }) {
  const translate = useTranslate();
  const { setValue } = useFormContext<Values>();
  const edit = !!useWatch<Values, 'modifica_importo'>({ name: 'modifica_importo' });
  const causaleId = useWatch<Values, 'tipologia_tesseramento_id'>({ name: 'tipologia_tesseramento_id' });
  const fee = causali.find((c) => String(c.id) === String(causaleId))?.importo;
  const shownFor = useRef<unknown>(undefined);
  useEffect(() => {
    // A new reason always shows its fee; an edited amount is kept until the reason changes or the edit is turned off.
    if (edit && shownFor.current === causaleId) return;
    shownFor.current = causaleId;
    setValue('costo', fee == null ? undefined : Number(fee));
  }, [causaleId, fee, edit, setValue]);
  return <MoneyInput source="costo" label={translate('contabilita.custom.costo')} readOnly={!edit} helperText={edit ? false : 'contabilita.custom.costo_help'} fullWidth />;
}

export function CustomCostDialog({ party, onClose, onDone }: CustomCostDialogProps) {
  const translate = useTranslate();
  const [season] = useSeason();
  const invalidate = useInvalidateLedger();
  const { data: causali = [] } = useCausaliCustom(season?.id, party != null);
  return (
    <FormDialog<Values, WriteAnswer>
      open={party != null}
      onClose={onClose}
      title="contabilita.custom.title"
      saveLabel="contabilita.custom.save"
      record={{ modifica_importo: false }}
      errorToast
      onSubmit={(v) =>
        createCustomCost({
          tipologia_tesseramento_id: v.tipologia_tesseramento_id,
          modifica_importo: v.modifica_importo,
          ...(v.modifica_importo && v.costo != null ? { costo: v.costo } : {}),
          ...(v.descrizione ? { descrizione: v.descrizione } : {}),
          [party!.type === 'societa' ? 'societa_id' : 'anagrafica_id']: party!.id,
          season: season?.id,
        })
      }
      successMessage={(a) => a.message}
      onSaved={() => {
        void invalidate();
        onDone?.();
        onClose();
      }}
    >
      <SelectInput source="tipologia_tesseramento_id" label={translate('contabilita.custom.causale')} choices={causali.map((c) => ({ id: c.id, name: c.nome }))} validate={required()} fullWidth />
      <BooleanInput source="modifica_importo" label={translate('contabilita.custom.modifica_importo')} />
      <CostInput causali={causali} />
      <TextInput source="descrizione" label={translate('contabilita.custom.descrizione')} fullWidth />
    </FormDialog>
  );
}
