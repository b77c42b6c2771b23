// A cost the federation charged ('Ricavi custom') stays in the party's cart: no remove button for the
// party (the server refuses it), one for an administrator.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithAdmin } from '../../src/testing';
import { CartItems } from './CartItems';

const previous = { id: 1, nome: '2026/2027', data_inizio: '2026-07-01' };
const current = { id: 2, nome: '2027/2028', data_inizio: '2027-07-01' };
const items = [
  { id: 1, descrizione: 'Diritti di segreteria', importo: -10, partita_contabile_id: 7, costo_federazione: true, stagione: current },
  { id: 2, descrizione: 'Atleta Senior - Rossi Mario', importo: -25, partita_contabile_id: 8, costo_federazione: false, stagione: current },
];

describe('cart lines', () => {
  it("a club removes its requests, not the federation's costs", async () => {
    renderWithAdmin(<CartItems items={items} onRemove={() => undefined} disabled={false} />);
    expect(await screen.findByRole('button', { name: /Atleta Senior - Rossi Mario/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Diritti di segreteria/ })).toBeNull();
  });

  it('an administrator removes both', async () => {
    renderWithAdmin(<CartItems items={items} onRemove={() => undefined} disabled={false} admin />);
    expect(await screen.findByRole('button', { name: /Diritti di segreteria/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Atleta Senior - Rossi Mario/ })).toBeEnabled();
  });

  // A party's cart is one across seasons (season audit): last season's unpaid lines sat beside this
  // season's with nothing telling them apart.
  it("each line names its season; a line of another season than the header's is marked and stays removable", async () => {
    const lines = [
      { id: 3, descrizione: 'Riaffiliazione stagione 2027/2028', importo: -300, partita_contabile_id: 9, costo_federazione: false, stagione: current },
      { id: 4, descrizione: 'Atleta Senior - Montanari Debora', importo: -25, partita_contabile_id: 10, costo_federazione: false, stagione: previous },
      {
        id: 5,
        descrizione: 'Tesseramento Atleta stagione 2028/2029',
        importo: -30,
        partita_contabile_id: 11,
        costo_federazione: false,
        stagione: { id: 3, nome: '2028/2029', data_inizio: '2028-07-01' },
      },
    ];
    renderWithAdmin(<CartItems items={lines} onRemove={() => undefined} disabled={false} season={current} />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByTestId('cart-item-season')).toHaveTextContent(/^Stagione 2027\/2028$/);
    expect(within(rows[0]).getByTestId('cart-item-amount')).toHaveTextContent('300,00 €');
    expect(within(rows[1]).getByTestId('cart-item-season')).toHaveTextContent(/^Stagione precedente: 2026\/2027$/);
    expect(within(rows[1]).getByTestId('cart-item-amount')).toHaveTextContent('25,00 €');
    expect(within(rows[2]).getByTestId('cart-item-season')).toHaveTextContent(/^Stagione successiva: 2028\/2029$/);
    expect(screen.getByRole('button', { name: /Montanari Debora/ })).toBeEnabled();
  });

  // Seasons are placed by their start dates, not their names: a name that is not two years
  // ('Stagione ridotta 2026') reads before '2027/2028' and was called 'successiva'.
  it('a line of an earlier season named otherwise is still the previous one', async () => {
    const lines = [
      {
        id: 6,
        descrizione: 'Atleta Senior - Montanari Debora',
        importo: -25,
        partita_contabile_id: 10,
        costo_federazione: false,
        stagione: { id: 4, nome: 'Stagione ridotta 2027', data_inizio: '2027-01-01' },
      },
    ];
    renderWithAdmin(<CartItems items={lines} onRemove={() => undefined} disabled={false} season={current} />);
    expect(await screen.findByTestId('cart-item-season')).toHaveTextContent(/^Stagione precedente: Stagione ridotta 2027$/);
  });

  it('without a header season every line still names its own', async () => {
    renderWithAdmin(<CartItems items={items} onRemove={() => undefined} disabled={false} season={null} />);
    const seasons = await screen.findAllByTestId('cart-item-season');
    expect(seasons.map((s) => s.textContent)).toEqual(['Stagione 2027/2028', 'Stagione 2027/2028']);
  });
});
