// A generated grid keeps its search in the address (?q=), as the areas' lists do: a reload or a copied
// link shows the same search; typing replaces the address, 300 ms after it stops.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { comitato } from '../../resources/reference/comitato';
import { fakeProvider, renderScreen } from './testing';

const rows = [
  { id: 1, nome: 'Comitato Lazio' },
  { id: 2, nome: 'Comitato Veneto' },
];

describe('generated grid, search in the address', () => {
  it('asks for the search of ?q= and shows it in the box (a reload, a copied link)', async () => {
    const provider = fakeProvider(rows);
    renderScreen(comitato, provider, {}, '/comitati?q=lazio');
    expect(await screen.findByRole('searchbox', { name: 'Cerca' })).toHaveValue('lazio');
    await waitFor(() => expect(provider.getList).toHaveBeenCalled());
    expect(provider.getList.mock.calls.map((c) => c[1].filter)).toEqual([{ q: 'lazio' }]);
  });

  it('writes the settled search to the address', async () => {
    const user = userEvent.setup();
    renderScreen(comitato, fakeProvider(rows), {}, '/comitati');
    await user.type(await screen.findByRole('searchbox', { name: 'Cerca' }), 'ven');
    await waitFor(() => expect(window.location.hash).toBe('#/comitati?q=ven'));
  });
});
