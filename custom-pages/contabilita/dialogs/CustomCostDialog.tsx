// Custom cost entry, 'Ricavi custom' (spec 2 §2.10, §6 admin only): reason (a custom registration
// type), amount-edit toggle, cost (the fee configuration's unless edited). Creates an entry awaiting
// approval for the party. Props: party (null = closed), onClose, onDone.
import { useQuery } from '@tanstack/react-query';
import { BooleanInput, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormDialog, MoneyInput } from '../../../src/components';
import { api } from '../../../src/providers';
import { useSeason } from '../../../src/lib';
import { createCustomCost, useInvalidateLedger, type Party, type WriteAnswer } from '../api';

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

function CostInput() {
  const translate = useTranslate();
  const edit = useWatch<Values>({ name: 'modifica_importo' });
  return <MoneyInput source="costo" label={translate('contabilita.custom.costo')} disabled={!edit} readOnly={!edit} fullWidth />;
}

export function CustomCostDialog({ party, onClose, onDone }: CustomCostDialogProps) {
  const translate = useTranslate();
  const [season] = useSeason();
  const invalidate = useInvalidateLedger();
  const { data: causali = [] } = useQuery({
    queryKey: ['tipologiatesseramento', 'Custom'],
    queryFn: () => api<{ data: { id: number; nome: string }[] }>('tipologiatesseramento', { query: { famiglia: 'Custom', paginate: 1000 } }).then((r) => r.data),
    enabled: party != null,
  });
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
      <CostInput />
      <TextInput source="descrizione" label={translate('contabilita.custom.descrizione')} fullWidth />
    </FormDialog>
  );
}
