import { describe, expect, it } from 'vitest';
import { CARTA_NON_DISPONIBILE, paymentProvider } from './providers.ts';

describe('payment provider', () => {
  it('is the simulator only in demo mode: outside it, no provider unless one is configured', async () => {
    expect(paymentProvider({}).name).toBe('simulator'); // embedded database: demo by default
    expect(paymentProvider({ DEMO: '1', DATABASE_URL: 'postgres://x' }).name).toBe('simulator');
    const production = paymentProvider({ DATABASE_URL: 'postgres://x' });
    expect(production.name).toBe('none');
    expect(paymentProvider({ DEMO: '0' }).name).toBe('none');
    await expect(production.checkoutUrl({ codice: 'TRX1', id: 1, amountCents: 100, description: '' })).rejects.toMatchObject({ statusCode: 409, message: CARTA_NON_DISPONIBILE });
    expect(paymentProvider({ DATABASE_URL: 'postgres://x', PAYMENT_PROVIDER: 'simulator' }).name).toBe('simulator');
  });

  it("a real gateway's address signs the code with the amount", async () => {
    const p = paymentProvider({ PAYMENT_PROVIDER: 'redirect', PAYMENT_GATEWAY_URL: 'https://gw.example/pay', PAYMENT_SECRET: 's' });
    const url = new URL(await p.checkoutUrl({ codice: 'TRX7', id: 7, amountCents: 4000, description: 'Carrello' }));
    expect(url.searchParams.get('importo_cents')).toBe('4000');
    expect(url.searchParams.get('t')).toMatch(/^[0-9a-f]{64}$/);
  });
});
