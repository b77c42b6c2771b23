// Removing a cart line from the cart dialog: it asks first (the request behind the line is cancelled),
// shows the server's answer, reads the cart again (total and lines), and on a refusal shows 'Errore
// Generico' (spec 2 §8) with the server's reason; the lines a card payment under way pays stay locked.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { session } from '../../../src/lib';
import { CartDialog } from './CartDialog';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  session.update({ userType: null, abilities: [], userData: null });
});

const loan = { id: 1, descrizione: 'Prestito Gemellaggio - Rossi Mario', importo: -30, partita_contabile_id: 7 };
const atleta = { id: 2, descrizione: 'Atleta Senior - Bianchi Luca', importo: -25, partita_contabile_id: 8 };
const cartWith = (items: (typeof loan)[], pagamento_in_corso: unknown = null) => ({
  carrello_id: 3,
  type: 'societa',
  societa_id: 12,
  anagrafica_id: null,
  intestatario: 'Pallamano Roma',
  items,
  totale: items.reduce((sum, i) => sum - i.importo, 0),
  portafoglio: { totale: 0 },
  pagamento_in_corso,
});

function clubCart(serve: () => unknown) {
  session.update({ token: '1|a', userType: 'societa', abilities: [], userData: { id: 12 }, season: { id: 2, nome: '2026/2027' } });
  server.use(
    http.get('*/api/cart', () => HttpResponse.json({ data: [serve()] })),
    http.get('*/api/banca', () => HttpResponse.json({ data: [] })),
  );
}

describe('removing a cart line', () => {
  it('asks first, says the request is cancelled, and the cart is read again with its new total', async () => {
    let items = [loan, atleta];
    const deleted: string[] = [];
    clubCart(() => cartWith(items));
    server.use(
      http.delete('*/api/cart/3/item/:item', ({ params }) => {
        deleted.push(String(params.item));
        items = items.filter((i) => String(i.id) !== params.item);
        return HttpResponse.json({ error: false, message: 'Elemento rimosso dal carrello: la richiesta collegata è stata annullata', id: 1 });
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(<CartDialog open onClose={() => undefined} />, { notifications: true });
    const dialog = await screen.findByRole('dialog', { name: 'Carrello - Pallamano Roma' });
    expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('55,00 €');

    await user.click(within(dialog).getByRole('button', { name: `Rimuovi ${loan.descrizione}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Rimuovi dal carrello' });
    expect(confirm).toHaveTextContent(`Vuoi rimuovere «${loan.descrizione}» dal carrello? La richiesta collegata sarà annullata e potrà essere presentata di nuovo.`);
    await user.click(within(confirm).getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rimuovi dal carrello' })).toBeNull());
    expect(deleted).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: `Rimuovi ${loan.descrizione}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Rimuovi dal carrello' })).getByRole('button', { name: 'SI' }));
    expect(await screen.findByText('Elemento rimosso dal carrello: la richiesta collegata è stata annullata')).toBeInTheDocument();
    expect(deleted).toEqual(['1']);
    await waitFor(() => expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('25,00 €'));
    expect(within(dialog).queryByText(loan.descrizione)).toBeNull();
  });

  // Audit (keyboard only): after SI the focus landed on the cart dialog's background, without a ring,
  // and the toast, behind the modal dialog (aria-hidden), was not read.
  it('gives the focus to the next removable line, else the previous one, else the totals, and says the removal inside the dialog', async () => {
    const fee = { id: 3, descrizione: 'Diritti di segreteria', importo: -10, partita_contabile_id: 9, costo_federazione: true };
    let items: (typeof loan)[] = [loan, atleta, fee];
    clubCart(() => cartWith(items));
    const said = 'Elemento rimosso dal carrello: la richiesta collegata è stata annullata';
    server.use(
      http.delete('*/api/cart/3/item/:item', ({ params }) => {
        items = items.filter((i) => String(i.id) !== params.item);
        return HttpResponse.json({ error: false, message: said, id: 1 });
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(<CartDialog open onClose={() => undefined} />, { notifications: true });
    const dialog = await screen.findByRole('dialog', { name: 'Carrello - Pallamano Roma' });
    const remove = async (line: typeof loan) => {
      within(dialog)
        .getByRole('button', { name: `Rimuovi ${line.descrizione}` })
        .focus();
      await user.keyboard('{Enter}');
      const confirm = await screen.findByRole('dialog', { name: 'Rimuovi dal carrello' });
      await user.click(within(confirm).getByRole('button', { name: 'SI' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rimuovi dal carrello' })).toBeNull());
    };
    const status = within(dialog).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    // A live region changed inside an aria-hidden element (the cart, behind the question) is not read.
    const hiddenWhenSaid: (Element | null)[] = [];
    new MutationObserver(() => status.textContent && hiddenWhenSaid.push(status.closest('[aria-hidden="true"]'))).observe(status, { childList: true, characterData: true, subtree: true });

    // The next line is the federation's fee, which the club may not remove: the line before it.
    await remove(atleta);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: `Rimuovi ${loan.descrizione}` })).toHaveFocus());
    expect(within(dialog).getByRole('status')).toHaveTextContent(said);

    // No removable line is left: the totals.
    await remove(loan);
    await waitFor(() => expect(within(dialog).getByTestId('cart-totals')).toHaveFocus());
    expect(within(dialog).getByRole('status')).toHaveTextContent(said);
    expect(hiddenWhenSaid).toEqual([null, null]);
  });

  it("refused: 'Errore Generico' and the server's reason; the line stays", async () => {
    clubCart(() => cartWith([loan]));
    const reason = 'La richiesta non può essere annullata: la società ha già approvato';
    server.use(http.delete('*/api/cart/3/item/1', () => HttpResponse.json({ error: true, message: reason, errorMessage: reason }, { status: 409 })));
    const user = userEvent.setup();
    renderWithAdmin(<CartDialog open onClose={() => undefined} />, { notifications: true });
    const dialog = await screen.findByRole('dialog', { name: 'Carrello - Pallamano Roma' });
    await user.click(within(dialog).getByRole('button', { name: `Rimuovi ${loan.descrizione}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Rimuovi dal carrello' })).getByRole('button', { name: 'SI' }));
    expect(await screen.findByText('Errore Generico')).toBeInTheDocument();
    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
    expect(within(dialog).getByText(loan.descrizione)).toBeInTheDocument();
  });

  it('while a card payment is under way, only the lines added since can be removed', async () => {
    const pending = { id_transazione: 41, checkout_url: null, totale: 30, wallet: 0, importo: 30, item_ids: [1] };
    clubCart(() => cartWith([loan, atleta], pending));
    renderWithAdmin(<CartDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Carrello - Pallamano Roma' });
    expect(within(dialog).getByRole('button', { name: `Rimuovi ${loan.descrizione}` })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: `Rimuovi ${atleta.descrizione}` })).toBeEnabled();
  });
});
