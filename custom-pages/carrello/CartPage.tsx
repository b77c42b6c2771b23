// /societacarrello/{carrello}: the user's cart dialog (spec 2 §2.1 route table; a cart token login
// lands on /societacarrello/1). Any parameter opens it: the cart is always the user's own, the value
// names no other. The launcher stays behind it, and closing goes on to the page of the app the user
// came from (the app's history only moves forward, src/lib/history.ts), else to the launcher: never
// an empty screen.
import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { LAUNCHER_PATH, previousPath } from '../../src/lib';
import { Launcher } from '../../src/routes';
import { CartDialog } from './dialogs/CartDialog';

const CartPage = () => {
  const navigate = useNavigate();
  return (
    <>
      <Suspense fallback={null}>
        <Launcher />
      </Suspense>
      <CartDialog open onClose={() => navigate(previousPath(LAUNCHER_PATH))} />
    </>
  );
};

export default CartPage;
