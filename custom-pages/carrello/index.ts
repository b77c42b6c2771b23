// The cart area's client (issue 13). The club screen opens these dialogs from its route parameters
// (spec 2 §2.1): esitopagamento + id_transazione (+ societa_id) → <TransactionOutcomeDialog open id={…} closeTo="/societa" />;
// carrello = 1 → <CartDialog open onClose={…} />.
import { lazy } from 'react';

export { CartDialog, type CartDialogProps } from './dialogs/CartDialog';
export { TransactionOutcomeDialog, type TransactionOutcomeDialogProps, type OutcomeAction } from './dialogs/TransactionOutcomeDialog';
export { CART_ROUTE, PAYMENT_GATEWAY_ROUTE } from './paths';

/** Route pages (src/routes.tsx). */
export const CartPage = lazy(() => import('./CartPage'));
export const PaymentGatewayPage = lazy(() => import('./PaymentGatewayPage'));
