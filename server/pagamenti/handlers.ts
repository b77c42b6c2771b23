// What happens when a card payment of a purpose succeeds or fails (registered by the areas).
import type { Queryable } from '../db/client.ts';
import type { CardTransaction } from './transactions.ts';

export type PaymentPurpose = 'cart' | 'wallet_topup';

export interface PaymentHandlers {
  /** The gateway confirmed the payment (runs in the notification's transaction). */
  paid?: (tx: Queryable, t: CardTransaction) => Promise<void>;
  /** The gateway refused it (runs in the notification's transaction). */
  failed?: (tx: Queryable, t: CardTransaction) => Promise<void>;
}

const handlers = new Map<PaymentPurpose, PaymentHandlers>();

/** Registers (replaces) what happens when a card payment of this purpose succeeds or fails. */
export function onCardPayment(purpose: PaymentPurpose, h: PaymentHandlers) {
  handlers.set(purpose, h);
}

export const paymentHandlers = (purpose: PaymentPurpose): PaymentHandlers => handlers.get(purpose) ?? {};
