// Wallet dialog (spec 2 §2.10, §3 Wallet top-up): increase or decrease a wallet's bonus. Fields:
// amount (##.##), bank, date (read-only unless admin), transfer code. A card bank answers a
// checkout_url and the browser goes to pay. Wallet errors stay 18 s (spec 2 §9).
// Props: walletId (null = closed), direction ('increment' | 'decrement'), admin, onClose, onDone.
import { required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormDialog, MoneyInput, DateInput } from '../../../src/components';
import { localIsoDate, TIMINGS } from '../../../src/lib';
import { useSeason } from '../../../src/lib';
import { incrementPortafoglio, useBanche, useInvalidateLedger, type Banca, type WriteAnswer } from '../api';

export interface WalletDialogProps {
  walletId: number | null;
  direction: 'increment' | 'decrement';
  admin: boolean;
  onClose: () => void;
  onDone?: (answer: WriteAnswer) => void;
}

interface Values {
  valore: number;
  banca?: number;
  data_versamento?: string;
  codice_versamento?: string;
}

export function WalletDialog({ walletId, direction, admin, onClose, onDone }: WalletDialogProps) {
  const translate = useTranslate();
  const [season] = useSeason();
  const invalidate = useInvalidateLedger();
  const { data: banche = [] } = useBanche();
  const decrease = direction === 'decrement';
  return (
    <FormDialog<Values, WriteAnswer>
      open={walletId != null}
      onClose={onClose}
      title={decrease ? 'contabilita.wallet.dialog_decrease' : 'contabilita.wallet.dialog_increase'}
      saveLabel="contabilita.wallet.save"
      record={{ data_versamento: localIsoDate() }}
      errorToast
      errorDuration={TIMINGS.toast.walletError}
      onSubmit={(v) =>
        incrementPortafoglio(walletId!, {
          valore: v.valore,
          banca: v.banca,
          codice_versamento: v.codice_versamento || undefined,
          season: season?.id,
          ...(admin && v.data_versamento ? { data_versamento: v.data_versamento } : {}),
          ...(decrease ? { action: 'decrement' } : {}),
        })
      }
      successMessage={(a) => a.message}
      successDuration={TIMINGS.toast.saveSuccess}
      onSaved={(answer) => {
        void invalidate();
        onDone?.(answer);
        if (answer.checkout_url) window.location.assign(answer.checkout_url);
        onClose();
      }}
    >
      <MoneyInput source="valore" label={translate('contabilita.wallet.valore')} validate={AMOUNT} fullWidth />
      {!decrease && (
        <SelectInput
          source="banca"
          label={translate('contabilita.wallet.banca')}
          choices={banche.map((b) => ({ id: b.id, name: b.intestazione }))}
          fullWidth
          validate={admin ? undefined : required()}
        />
      )}
      <DateInput source="data_versamento" label={translate('contabilita.wallet.data_versamento')} readOnly={!admin} disabled={!admin} fullWidth />
      <CodiceVersamentoInput banche={banche} requestedBy={admin || decrease ? 'admin' : 'club'} />
    </FormDialog>
  );
}

const codeRequired = [required()];
/** Required and above zero, as the server checks it (an empty or zero amount is said under the field, not only under Banca). */
const AMOUNT = [required(), (v: unknown) => (typeof v === 'number' && v <= 0 ? 'contabilita.wallet.valore_positivo' : undefined)];

/** The transfer code, required (as the server requires it) when a club asks a top-up by a bank that is not a card gateway. */
function CodiceVersamentoInput({ banche, requestedBy }: { banche: Banca[]; requestedBy: 'admin' | 'club' }) {
  const translate = useTranslate();
  const bancaId = useWatch<Values, 'banca'>({ name: 'banca' });
  const bank = banche.find((b) => b.id === bancaId);
  const needed = requestedBy === 'club' && bank !== undefined && !bank.automatica;
  return <TextInput source="codice_versamento" label={translate('contabilita.wallet.codice_versamento')} validate={needed ? codeRequired : undefined} fullWidth />;
}
