// Board data dialog (spec 2 §2.10): election date, expiry, min and max members (##.##); system admin.
// On the shared FormDialog: field errors under the inputs with the failure toast, pessimistic save.
import { useTranslate } from 'react-admin';
import { DateInput, FormDialog, IntegerInput } from '../../../src/components';
import { saveBoard, type ConsiglioDirettivo, type WriteAnswer } from '../api';

interface Props {
  open: boolean;
  societaId: number;
  seasonId?: number;
  board: ConsiglioDirettivo | undefined;
  onClose: () => void;
  onSaved: () => void;
}

type Values = Pick<ConsiglioDirettivo, 'data_elezione' | 'scadenza_elezione' | 'componenti_min' | 'componenti_max'>;

export function ConsiglioDialog({ open, societaId, seasonId, board, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const t = (k: string) => translate(`societa.consiglio.${k}`);
  return (
    <FormDialog<Values, WriteAnswer>
      open={open}
      onClose={onClose}
      title={t('dialog_title')}
      saveLabel="societa.fields.save"
      maxWidth="xs"
      record={{
        data_elezione: board?.data_elezione ?? null,
        scadenza_elezione: board?.scadenza_elezione ?? null,
        componenti_min: board?.componenti_min ?? 0,
        componenti_max: board?.componenti_max ?? 0,
      }}
      onSubmit={(values) => saveBoard(societaId, { ...values, season: seasonId })}
      successMessage={(answer) => answer.message}
      onSaved={onSaved}
    >
      <DateInput source="data_elezione" label={t('data_elezione')} />
      <DateInput source="scadenza_elezione" label={t('scadenza_elezione')} />
      <IntegerInput source="componenti_min" label={t('componenti_min')} digits={2} />
      <IntegerInput source="componenti_max" label={t('componenti_max')} digits={2} />
    </FormDialog>
  );
}
