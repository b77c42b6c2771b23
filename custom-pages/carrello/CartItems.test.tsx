// A cost the federation charged ('Ricavi custom') stays in the party's cart: no remove button for the
// party (the server refuses it), one for an administrator.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithAdmin } from '../../src/testing';
import { CartItems } from './CartItems';

const items = [
  { id: 1, descrizione: 'Diritti di segreteria', importo: -10, partita_contabile_id: 7, costo_federazione: true },
  { id: 2, descrizione: 'Atleta Senior - Rossi Mario', importo: -25, partita_contabile_id: 8, costo_federazione: false },
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
});
