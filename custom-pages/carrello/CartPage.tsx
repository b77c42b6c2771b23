// /societacarrello/{carrello}: the user's cart dialog (spec 2 §2.1 route table; a cart token login
// lands on /societacarrello/1). Any parameter opens it: the cart is always the user's own, the value
// names no other. The launcher stays behind it, and closing goes back to the page the user came from
// inside the app, else to the launcher: never an empty screen.
import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { LAUNCHER_PATH } from '../../src/lib';
import { Launcher } from '../../src/routes';
import { CartDialog } from './dialogs/CartDialog';

/** Did the user reach this page from another page of the app (react-router's history index)? */
export const cameFromApp = (state: unknown = globalThis.history?.state) => typeof (state as { idx?: unknown } | null)?.idx === 'number' && (state as { idx: number }).idx > 0;

const CartPage = () => {
  const navigate = useNavigate();
  const close = () => (cameFromApp() ? navigate(-1) : navigate(LAUNCHER_PATH, { replace: true }));
  return (
    <>
      <Suspense fallback={null}>
        <Launcher />
      </Suspense>
      <CartDialog open onClose={close} />
    </>
  );
};

export default CartPage;
