// Payment providers: where the browser is sent to pay, and the secret that signs the provider's
// notifications. Chosen by environment (README "Pagamenti"):
//   PAYMENT_PROVIDER     simulator: the built-in demo gateway page of this server, where the payer
//                        chooses the outcome (the default in demo mode only)
//                        redirect: a real hosted-payment gateway at PAYMENT_GATEWAY_URL
//                        none (the default outside demo mode): no card payments
//   PAYMENT_GATEWAY_URL  the gateway's payment page (redirect provider)
//   PAYMENT_SECRET       HMAC-SHA256 key shared with the gateway (required by redirect; the simulator
//                        uses a random per-process key when it is not set)
//   PUBLIC_URL           this server's public address, for the gateway's notify and return addresses
import { randomBytes } from 'node:crypto';
import { paymentProviderKind } from '../config.ts';
import { conflict } from '../http/errors.ts';
import { signToken } from './signature.ts';

export interface CheckoutRequest {
  codice: string;
  id: number;
  amountCents: number;
  description: string;
}

export interface PaymentProvider {
  name: 'simulator' | 'redirect' | 'none';
  /** The address that starts the payment of one transaction. */
  checkoutUrl(req: CheckoutRequest): Promise<string>;
  /** Key of the HMAC signatures of the notifications. */
  secret: string;
}

const processSecret = randomBytes(32).toString('hex');

export const SIMULATOR_PATH = '/api/pagamenti/simulatore';
export const NOTIFY_PATH = '/api/pagamenti/notifica';
export const RETURN_PATH = '/paymentgateway';
export const CARTA_NON_DISPONIBILE = 'Il pagamento con carta non è disponibile: nessun gestore di pagamento è configurato';

export function paymentProvider(env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  // Outside demo mode the simulator would let every payer choose 'pagato' and credit a wallet for free.
  const kind = paymentProviderKind(env);
  if (kind === 'redirect') {
    const gateway = env.PAYMENT_GATEWAY_URL;
    const secret = env.PAYMENT_SECRET;
    if (!gateway || !secret) throw new Error('PAYMENT_PROVIDER=redirect needs PAYMENT_GATEWAY_URL and PAYMENT_SECRET');
    const publicUrl = (env.PUBLIC_URL ?? '').replace(/\/$/, '');
    return {
      name: 'redirect',
      secret,
      async checkoutUrl({ codice, id, amountCents, description }) {
        const u = new URL(gateway);
        u.searchParams.set('codice', codice);
        u.searchParams.set('importo_cents', String(amountCents));
        u.searchParams.set('descrizione', description);
        u.searchParams.set('notify_url', `${publicUrl}${NOTIFY_PATH}`);
        u.searchParams.set('return_url', `${publicUrl}${RETURN_PATH}/{esito}/${id}`);
        u.searchParams.set('t', signToken(secret, `${codice}|${amountCents}`));
        return u.toString();
      },
    };
  }
  if (kind === 'none') {
    return {
      name: 'none',
      secret: processSecret,
      async checkoutUrl() {
        throw conflict(CARTA_NON_DISPONIBILE);
      },
    };
  }
  if (kind !== 'simulator') throw new Error(`PAYMENT_PROVIDER ${kind} sconosciuto (simulator | redirect | none)`);
  const secret = env.PAYMENT_SECRET || processSecret;
  return {
    name: 'simulator',
    secret,
    async checkoutUrl({ codice }) {
      return `${SIMULATOR_PATH}/${codice}?t=${signToken(secret, codice)}`;
    },
  };
}
