// Pure cart rules: totals, the wallet share of each entry, how a checkout is paid, payment codes.
import { PAYMENT_CODE_PREFIX, walletFirst, type CheckoutMetodo } from '../../resources/contracts/carrello.ts';

export { walletFirst };

/** Sum of item amounts (stored negative) as positive cents. */
export const cartTotalCents = (items: { importo_cents: number }[]) => items.reduce((s, i) => s + Math.abs(i.importo_cents), 0);

/** The method: all by wallet, a printed notice, or what the chosen bank is (card gateway or transfer). */
export function checkoutMetodo(dovutoCents: number, printAvviso: boolean, bancaTipo: string | null): CheckoutMetodo | null {
  if (dovutoCents === 0) return 'wallet';
  if (printAvviso) return 'avviso';
  if (bancaTipo === 'CartaCredito') return 'carta';
  if (bancaTipo === 'Bonifico' || bancaTipo === 'ContoTransitorio') return 'bonifico';
  return null;
}

/** ISO 7064 mod 97-10 check digits (as IBAN and RF references use), two digits. */
export function checkDigits(body: string): string {
  const digits = [...body.toUpperCase()].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('') + '00';
  let rem = 0;
  for (const d of digits) rem = (rem * 10 + Number(d)) % 97;
  return String(98 - rem).padStart(2, '0');
}

/** The payment code of a cart's checkout: prefix, cart id, check digits (AVV000000123-45). */
export function paymentCode(metodo: CheckoutMetodo, cartId: number): string {
  const body = `${PAYMENT_CODE_PREFIX[metodo]}${String(cartId).padStart(9, '0')}`;
  return `${body}-${checkDigits(body)}`;
}

/** Does a payment code carry valid check digits? */
export function validPaymentCode(code: string): boolean {
  const m = /^([A-Z]{3}\d{9})-(\d{2})$/.exec(code);
  return !!m && checkDigits(m[1]) === m[2];
}
