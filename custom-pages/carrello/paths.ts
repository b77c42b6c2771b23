// Routes of the cart area (spec 1 §2 route table; spec 2 §2.1 route parameters).
export const CART_ROUTE = '/societacarrello/:carrello';
export const PAYMENT_GATEWAY_ROUTE = '/paymentgateway/:esitopagamento/:id_transazione';
/** Where closing the payment outcome goes when the answer names no other place. */
export const SOCIETA_PATH = '/societa';
