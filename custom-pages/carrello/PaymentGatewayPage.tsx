// /paymentgateway/{esitopagamento}/{id_transazione}: where the payment gateway sends the browser
// back; shows the outcome dialog of the transaction (the server's record, not the URL, says whether
// it was paid). Closing goes where the answer says (the club or member screen).
import { useParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { TransactionOutcomeDialog } from './dialogs/TransactionOutcomeDialog';

const PaymentGatewayPage = () => {
  const translate = useTranslate();
  const { id_transazione } = useParams();
  const id = Number(id_transazione);
  return (
    <>
      <Title title={translate('shell.pages.paymentgateway')} />
      <TransactionOutcomeDialog open id={/^\d+$/.test(id_transazione ?? '') && id > 0 ? id : null} />
    </>
  );
};

export default PaymentGatewayPage;
