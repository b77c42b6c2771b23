// The built-in demo gateway (PAYMENT_PROVIDER=simulator): a page showing the amount with
// 'Paga' and 'Rifiuta pagamento' buttons. Its answer is sent to the server exactly as a real
// gateway would: a signed notification to POST /api/pagamenti/notifica; then the browser goes
// back to /paymentgateway/{OK|KO}/{id}.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signNotification, type Notification } from './signature.ts';
import { NOTIFY_PATH } from './providers.ts';
import type { CardTransaction } from './transactions.ts';
import { euroText } from '../money.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function simulatorPage(t: CardTransaction, token: string): string {
  const action = `${escape(t.codice)}?t=${escape(token)}`;
  const done = t.stato !== 'in_attesa';
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Simulatore di pagamento</title>
<style>
body{font-family:system-ui,sans-serif;background:#eef2f7;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:8px;box-shadow:0 2px 10px #0002;padding:24px;max-width:420px;width:calc(100% - 32px)}
h1{font-size:20px;margin:0 0 4px} .note{color:#555;font-size:13px} .amount{font-size:32px;font-weight:700;margin:16px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;font-size:14px} dt{color:#555}
form{display:flex;gap:12px;margin-top:20px;flex-wrap:wrap} button{flex:1;font-size:16px;padding:12px;border-radius:6px;border:0;cursor:pointer}
.ok{background:#1b7f3b;color:#fff} .ko{background:#b3261e;color:#fff} button:focus-visible{outline:3px solid #1565c0;outline-offset:2px}
</style></head>
<body><main>
<h1>Simulatore di pagamento</h1>
<p class="note">Ambiente dimostrativo: nessun addebito reale.</p>
<div class="amount" data-testid="simulator-amount">${escape(euroText(t.importo_cents))}</div>
<dl><dt>Transazione</dt><dd>${escape(t.codice)}</dd><dt>Cliente</dt><dd>${escape(t.cliente ?? '-')}</dd>
<dt>Causale</dt><dd>${escape(t.descrizione ?? '-')}</dd></dl>
${
  done
    ? `<p>Questa transazione ha già un esito.</p>`
    : `<form method="post" action="${action}">
<button class="ok" name="esito" value="OK" type="submit">Paga</button>
<button class="ko" name="esito" value="KO" type="submit">Rifiuta pagamento</button>
</form>`
}
</main></body></html>`;
}

/** The gateway's side of the answer: build, sign and deliver the notification. */
export async function notifyFromSimulator(app: FastifyInstance, secret: string, t: CardTransaction, esito: 'OK' | 'KO') {
  const n: Notification = {
    event_id: randomUUID(),
    codice: t.codice,
    esito,
    importo_cents: t.importo_cents,
    timestamp: Math.floor(Date.now() / 1000),
    pagato_con: esito === 'OK' ? 'VISA ****4242' : null,
    status_message: esito === 'OK' ? 'Transazione autorizzata' : 'Pagamento rifiutato dal circuito',
  };
  return app.inject({ method: 'POST', url: NOTIFY_PATH, payload: { ...n, signature: signNotification(secret, n) } });
}
