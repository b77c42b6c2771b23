// The administrator's checkout for another party (spec 1 §4, §6): the cart type first, then the party
// through the club or person search; the pay button is enabled only when the party's wallet covers
// the whole cart, and paying sends no bank.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { session } from '../../../src/lib';
import { CartDialog } from './CartDialog';

// The header's own cart (an administrator other than the system administrator loads it) is empty.
const server = setupServer(http.get('*/api/cart', () => HttpResponse.json({ data: [] })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  session.update({ userType: null, abilities: [], userData: null });
});

const cartOf = (intestatario: string, totale: number, wallet: number) => ({
  carrello_id: 3,
  type: 'societa',
  societa_id: 12,
  anagrafica_id: null,
  intestatario,
  items: [{ id: 1, descrizione: 'Affiliazione 2026/2027', importo: totale }],
  totale,
  portafoglio: { totale: wallet },
  pagamento_in_corso: null,
});

describe('checkout by an administrator for a party', () => {
  it("shows a party's lines to an administrator with Read only, without their remove buttons or Paga (the server answers 404)", async () => {
    session.update({ token: '1|a', userType: 'admin', abilities: ['economicssocieta:read', 'contabilitasocieta:read'], userData: null, season: { id: 2, nome: '2026/2027' } });
    server.use(
      http.get('*/api/banca', () => HttpResponse.json({ data: [] })),
      http.get('*/api/societa/lookup', () => HttpResponse.json({ data: [{ id: 12, nome: 'Pallamano Roma', codice_affiliazione: 'RM001' }] })),
      http.get('*/api/societa/12/cart', () => HttpResponse.json(cartOf('Pallamano Roma', 150, 200))),
    );
    const user = userEvent.setup();
    renderWithAdmin(<CartDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Carrello' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Società' }), 'Rom');
    await user.click(await screen.findByRole('option', { name: 'Pallamano Roma (RM001)' }));
    await screen.findByRole('dialog', { name: 'Carrello - Pallamano Roma' });
    expect(await within(dialog).findByTestId('cart-items')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Rimuovi/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Paga/ })).toBeNull();
  });

  it('offers only the party types the administrator may search, the only one chosen already', async () => {
    session.update({ token: '1|a', userType: 'admin', abilities: ['economicssocieta:read', 'contabilitasocieta:read'], userData: null, season: { id: 2, nome: '2026/2027' } });
    server.use(http.get('*/api/banca', () => HttpResponse.json({ data: [] })));
    renderWithAdmin(<CartDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Carrello' });
    expect(within(dialog).queryByRole('button', { name: 'Anagrafica' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Societa' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('combobox', { name: 'Società' })).toBeInTheDocument();
    // 'Tipo carrello' labels the choice; the dialog's title stays the only heading.
    expect(within(dialog).queryByRole('heading', { name: 'Tipo carrello' })).toBeNull();
  });

  it('picks Societa and a club by search; a wallet covering the cart pays with no bank', async () => {
    session.update({ token: '1|a', userType: 'admin', abilities: ['economicssocieta:write', 'anagrafica:write'], userData: null, season: { id: 2, nome: '2026/2027' } });
    let body: unknown;
    server.use(
      http.get('*/api/banca', () => HttpResponse.json({ data: [] })),
      http.get('*/api/societa/lookup', () => HttpResponse.json({ data: [{ id: 12, nome: 'Pallamano Roma', codice_affiliazione: 'RM001' }] })),
      http.get('*/api/societa/12/cart', () => HttpResponse.json(cartOf('Pallamano Roma', 150, 200))),
      http.post('*/api/cart/3/checkout', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ error: false, message: 'Pagamento effettuato' });
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(<CartDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Carrello' });
    expect(within(dialog).getByText('Scegli prima il tipo di carrello e poi il soggetto')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Societa' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Società' }), 'Rom');
    await user.click(await screen.findByRole('option', { name: 'Pallamano Roma (RM001)' }));

    await screen.findByRole('dialog', { name: 'Carrello - Pallamano Roma' });
    const pay = within(dialog).getByRole('button', { name: 'Paga 0,00 €' });
    expect(pay).toBeEnabled();
    expect(within(dialog).queryByLabelText('Banca')).toBeNull();
    await user.click(pay);
    await waitFor(() => expect(body).toEqual({ valore: 0, totale: 150, banca: null, season: 2 }));
  });

  it('a person whose wallet does not cover the cart cannot be paid for', async () => {
    session.update({ token: '1|a', userType: 'admin', abilities: ['economicssocieta:write', 'anagrafica:write'], userData: null, season: { id: 2, nome: '2026/2027' } });
    server.use(
      http.get('*/api/banca', () => HttpResponse.json({ data: [] })),
      http.get('*/api/anagrafica', () => HttpResponse.json({ data: [{ id: 5, cognome: 'Rossi', nome: 'Mario', matricola: 'M0005' }], current_page: 1, last_page: 1, total: 1 })),
      http.get('*/api/anagrafica/5/cart', () => HttpResponse.json({ ...cartOf('Rossi Mario', 40, 10), type: 'anagrafica', societa_id: null, anagrafica_id: 5 })),
    );
    const user = userEvent.setup();
    renderWithAdmin(<CartDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Carrello' });
    await user.click(within(dialog).getByRole('button', { name: 'Anagrafica' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Tesserato' }), 'Ros');
    await user.click(await screen.findByRole('option', { name: /Rossi Mario/ }));

    await screen.findByRole('dialog', { name: 'Carrello - Rossi Mario' });
    expect(within(dialog).getByRole('button', { name: 'Paga 30,00 €' })).toBeDisabled();
    expect(within(dialog).getByText("Per conto di altri si può pagare solo quando il portafoglio copre l'intero importo")).toBeInTheDocument();
  });
});

describe("a club's own checkout", () => {
  const bank = { id: 5, intestazione: 'Carta di Credito', tipo: 'carta' };

  it('checks the chosen bank with the server (POST cart/checks) before paying, and pays what is due', async () => {
    session.update({ token: '1|a', userType: 'societa', abilities: [], userData: { id: 12 }, season: { id: 2, nome: '2026/2027' } });
    const checks: unknown[] = [];
    let body: unknown;
    server.use(
      http.get('*/api/cart', () => HttpResponse.json({ data: [cartOf('Pallamano Roma', 150, 100)] })),
      http.get('*/api/banca', () => HttpResponse.json({ data: [bank] })),
      http.post('*/api/cart/checks', async ({ request }) => {
        checks.push(await request.json());
        return HttpResponse.json({ error: false, totale: 150, wallet: 100, dovuto: 50, metodo: 'carta' });
      }),
      http.post('*/api/cart/3/checkout', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ error: false, message: 'Pagamento effettuato' });
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(<CartDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Carrello - Pallamano Roma' });
    const pay = within(dialog).getByRole('button', { name: 'Paga 50,00 €' });
    expect(pay).toBeDisabled();
    // A disabled 'Paga' says what it waits for.
    expect(pay).toHaveAccessibleDescription('Scegli la banca con cui pagare');
    await user.click(within(dialog).getByRole('combobox', { name: 'Banca' }));
    await user.click(await screen.findByRole('option', { name: 'Carta di Credito' }));
    await waitFor(() => expect(pay).toBeEnabled());
    expect(pay).not.toHaveAccessibleDescription();
    expect(checks).toEqual([{ banca: 5, carrello: 3 }]);
    await user.click(pay);
    await waitFor(() => expect(body).toEqual({ valore: 50, totale: 150, banca: 5, season: 2 }));
  });

  it('a bank the server refuses: its message shows and the cart cannot be paid with it', async () => {
    session.update({ token: '1|a', userType: 'societa', abilities: [], userData: { id: 12 }, season: { id: 2, nome: '2026/2027' } });
    server.use(
      http.get('*/api/cart', () => HttpResponse.json({ data: [cartOf('Pallamano Roma', 150, 100)] })),
      http.get('*/api/banca', () => HttpResponse.json({ data: [bank] })),
      http.post('*/api/cart/checks', () =>
        HttpResponse.json({ error: true, message: 'Uno o più campi non sono stati compilati correttamente', errors: { banca: ['Banca non valida'] } }, { status: 422 }),
      ),
    );
    const user = userEvent.setup();
    renderWithAdmin(<CartDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Carrello - Pallamano Roma' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Banca' }));
    await user.click(await screen.findByRole('option', { name: 'Carta di Credito' }));
    expect(await within(dialog).findByText(/Banca non valida/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Paga 50,00 €' })).toBeDisabled();
  });
});

describe('a card payment under way', () => {
  // The audit's case: a 2.075 € cart, a 970 € wallet held by the card payment of 1.105 € (the wallet now reads 0).
  const pendingCart = {
    ...cartOf('Pallamano Roma', 2075, 0),
    items: [
      { id: 1, descrizione: 'Affiliazione 2026/2027', importo: -75, partita_contabile_id: 7 },
      { id: 2, descrizione: 'Tesseramento', importo: -2000, partita_contabile_id: 8 },
    ],
    pagamento_in_corso: { id_transazione: 41, checkout_url: '/api/pagamenti/simulatore/TRX000000041?t=abc', totale: 2075, wallet: 970, importo: 1105, item_ids: [1, 2] },
  };

  it('shows the wallet share it holds and its card amount, and offers only to resume it', async () => {
    session.update({ token: '1|a', userType: 'societa', abilities: [], userData: { id: 12 }, season: { id: 2, nome: '2026/2027' } });
    server.use(
      http.get('*/api/cart', () => HttpResponse.json({ data: [pendingCart] })),
      http.get('*/api/banca', () => HttpResponse.json({ data: [{ id: 5, intestazione: 'Carta di Credito', tipo: 'CartaCredito' }] })),
    );
    renderWithAdmin(<CartDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Carrello - Pallamano Roma' });
    expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('2.075,00 €');
    expect(within(dialog).getByText('Portafoglio (bonus) trattenuto')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cart-wallet')).toHaveTextContent('970,00 €');
    expect(within(dialog).getByText('Scalato dal portafoglio')).toBeInTheDocument();
    expect(within(dialog).getByText('- 970,00 €')).toBeInTheDocument();
    expect(within(dialog).getByText('In pagamento con carta')).toBeInTheDocument();
    expect(within(dialog).getByTestId('cart-due')).toHaveTextContent('1.105,00 €');
    expect(within(dialog).getByText(/È in corso un pagamento con carta di 1\.105,00 €/)).toBeInTheDocument();
    // No second payment: no bank, no notice, no 'Paga'; the one action resumes the same payment.
    expect(within(dialog).queryByRole('button', { name: /^Paga/ })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Banca' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Stampa avviso di pagamento' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Riprendi il pagamento di 1.105,00 €' })).toHaveAttribute('href', pendingCart.pagamento_in_corso.checkout_url);
  });

  it('says when it cannot be resumed from here, and what was added since', async () => {
    session.update({ token: '1|a', userType: 'societa', abilities: [], userData: { id: 12 }, season: { id: 2, nome: '2026/2027' } });
    const added = { id: 3, descrizione: 'Aggiunta dopo', importo: -10, partita_contabile_id: null };
    server.use(
      http.get('*/api/cart', () =>
        HttpResponse.json({ data: [{ ...pendingCart, items: [...pendingCart.items, added], totale: 2085, pagamento_in_corso: { ...pendingCart.pagamento_in_corso, checkout_url: null } }] }),
      ),
      http.get('*/api/banca', () => HttpResponse.json({ data: [] })),
    );
    renderWithAdmin(<CartDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Carrello - Pallamano Roma' });
    expect(within(dialog).getByTestId('cart-total')).toHaveTextContent('2.075,00 €');
    expect(within(dialog).getByText(/non può essere ripreso da qui/)).toBeInTheDocument();
    expect(within(dialog).getByText(/aggiunti dopo l'avvio del pagamento \(10,00 €\)/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Riprendi/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Paga/ })).toBeNull();
  });
});
