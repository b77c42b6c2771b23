// Route parameters the club screen reads (spec 2 §2.1): esitopagamento + id_transazione (+ societa_id)
// open the payment outcome dialog (closing returns to /societa); carrello=1 opens the cart dialog.
import { useSearchParams } from 'react-router-dom';
import { CartDialog, TransactionOutcomeDialog } from '../carrello';
import { SOCIETA_PATH, societaPath } from './paths';

export function PaymentParams() {
  const [params, setParams] = useSearchParams();
  const transazione = Number(params.get('id_transazione'));
  const societaId = Number(params.get('societa_id'));
  const drop = (...keys: string[]) =>
    setParams(
      (p) => {
        keys.forEach((k) => p.delete(k));
        return p;
      },
      { replace: true },
    );
  return (
    <>
      {params.get('esitopagamento') && Number.isInteger(transazione) && transazione > 0 && (
        <TransactionOutcomeDialog open id={transazione} closeTo={societaId > 0 ? societaPath(societaId) : SOCIETA_PATH} onClose={() => drop('esitopagamento', 'id_transazione', 'societa_id')} />
      )}
      {params.get('carrello') === '1' && <CartDialog open onClose={() => drop('carrello')} />}
    </>
  );
}
