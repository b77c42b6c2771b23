import { describe, expect, it } from 'vitest';
import { isBankTransferCode, payEnabled } from '../../resources/contracts/carrello.ts';
import { cartTotalCents, checkoutMetodo, paymentCode, validPaymentCode, walletFirst } from './rules.ts';

describe('wallet first', () => {
  it('a wallet larger than the total pays all and keeps the rest', () => expect(walletFirst(5000, 8000)).toEqual({ walletCents: 5000, dovutoCents: 0 }));
  it('a wallet equal to the total pays all', () => expect(walletFirst(5000, 5000)).toEqual({ walletCents: 5000, dovutoCents: 0 }));
  it('a smaller wallet reduces the total', () => expect(walletFirst(5000, 1250)).toEqual({ walletCents: 1250, dovutoCents: 3750 }));
  it('an empty wallet leaves the total', () => expect(walletFirst(5000, 0)).toEqual({ walletCents: 0, dovutoCents: 5000 }));
});

describe('cart rules', () => {
  it('sums negative amounts as a positive total', () => expect(cartTotalCents([{ importo_cents: -1000 }, { importo_cents: -250 }])).toBe(1250));
  it('chooses the method from the total, the notice and the bank', () => {
    expect(checkoutMetodo(0, true, 'CartaCredito')).toBe('wallet');
    expect(checkoutMetodo(100, true, null)).toBe('avviso');
    expect(checkoutMetodo(100, false, 'CartaCredito')).toBe('carta');
    expect(checkoutMetodo(100, false, 'Bonifico')).toBe('bonifico');
    expect(checkoutMetodo(100, false, null)).toBeNull();
  });
  it('payment codes carry check digits', () => {
    const code = paymentCode('avviso', 123);
    expect(code).toMatch(/^AVV000000123-\d{2}$/);
    expect(validPaymentCode(code)).toBe(true);
    expect(validPaymentCode(code.replace('123', '124'))).toBe(false);
  });
  it("only a notice's or a bank transfer's code is one whose money an administrator approves ('Approva versamento')", () => {
    expect(isBankTransferCode(paymentCode('avviso', 263))).toBe(true);
    expect(isBankTransferCode(paymentCode('bonifico', 263))).toBe(true);
    expect(isBankTransferCode(paymentCode('carta', 263))).toBe(false);
    expect(isBankTransferCode(paymentCode('wallet', 263))).toBe(false);
    expect(isBankTransferCode('TRX000000015')).toBe(false);
    expect(isBankTransferCode(null)).toBe(false);
  });
  it('the pay button follows spec 1 §4', () => {
    expect(payEnabled({ dovutoCents: 0, bancaChosen: false, adminForOther: true, items: 2 })).toBe(true);
    expect(payEnabled({ dovutoCents: 100, bancaChosen: true, adminForOther: true, items: 2 })).toBe(false);
    expect(payEnabled({ dovutoCents: 100, bancaChosen: false, adminForOther: false, items: 2 })).toBe(false);
    expect(payEnabled({ dovutoCents: 100, bancaChosen: true, adminForOther: false, items: 2 })).toBe(true);
    expect(payEnabled({ dovutoCents: 0, bancaChosen: false, adminForOther: false, items: 0 })).toBe(false);
  });
});
