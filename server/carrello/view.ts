// The cart as the API answers it (resources/contracts/carrello.ts Cart): euros, items negative.
import type { Queryable } from '../db/client.ts';
import { paymentProvider } from '../pagamenti/providers.ts';
import type { Cart } from '../../resources/contracts/carrello.ts';
import { openCartView, type Party } from './queries.ts';
import { cartTotalCents } from './rules.ts';
import { euros } from '../money.ts';

export async function cartOf(db: Queryable, p: Party): Promise<Cart> {
  const r = await openCartView(db, p);
  const items = r?.items ?? [];
  const provider = paymentProvider();
  // While the card payment is open the wallet share is already held by it (the wallet reads 0): the
  // cart answers what that payment is for, so the dialog shows it rather than a new payment.
  // Without a provider (none) a payment begun under another one cannot be resumed from here.
  const pending = r?.pending_id
    ? {
        id_transazione: r.pending_id,
        checkout_url:
          r.pending_codice && provider.name !== 'none'
            ? await provider.checkoutUrl({ codice: r.pending_codice, id: r.pending_id, amountCents: r.pending_cents ?? 0, description: r.pending_descrizione ?? '' })
            : null,
        totale: euros(r.held_totale_cents),
        wallet: euros(r.held_wallet_cents),
        importo: euros(r.pending_cents),
        item_ids: r.held_item_ids ?? [],
      }
    : null;
  return {
    carrello_id: r?.carrello_id ?? null,
    type: p.type,
    societa_id: p.type === 'societa' ? p.id : null,
    anagrafica_id: p.type === 'anagrafica' ? p.id : null,
    intestatario: r?.intestatario ?? null,
    items: items.map((i) => ({
      id: i.id,
      descrizione: i.descrizione,
      importo: euros(i.importo_cents),
      partita_contabile_id: i.partita_contabile_id,
      costo_federazione: i.costo_federazione ?? false,
      stagione: i.stagione ?? null,
    })),
    totale: euros(cartTotalCents(items)),
    portafoglio: { totale: euros(r?.wallet_cents) },
    pagamento_in_corso: pending,
  };
}
