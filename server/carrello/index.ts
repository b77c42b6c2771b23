// The cart area (issue 13). Other areas put what must be paid in the party's cart with
//   import { addCartItem } from '../carrello/index.ts';
//   await addCartItem(tx, { party: { type: 'societa', id }, entryId, descrizione, amountCents, seasonId });
import type { FastifyInstance } from 'fastify';
import { onCardPayment } from '../pagamenti/index.ts';
import { onPayableCharge } from '../ledger/index.ts';
import routes from './routes.ts';
import { addCartItem, openCartId } from './service.ts';
import { cartCardFailed, cartCardPaid } from './card-outcome.ts';

export { addCartItem, openCartId, type AddCartItem } from './service.ts';

onCardPayment('cart', { paid: cartCardPaid, failed: cartCardFailed });
onPayableCharge(addCartItem, openCartId);

export default async function carrelloPlugin(app: FastifyInstance) {
  await app.register(routes);
}
