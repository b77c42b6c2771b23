// /societacarrello/{carrello}: the cart dialog over the page (carrello = 1 opens it, spec 2 §2.1);
// closing goes to the club screen.
import { useParams, useNavigate } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { CartDialog } from './dialogs/CartDialog';
import { SOCIETA_PATH } from './paths';

const CartPage = () => {
  const translate = useTranslate();
  const { carrello } = useParams();
  const navigate = useNavigate();
  return (
    <>
      <Title title={translate('carrello.title')} />
      <CartDialog open={carrello === '1'} onClose={() => navigate(SOCIETA_PATH, { replace: true })} />
    </>
  );
};

export default CartPage;
