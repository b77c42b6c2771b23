// The renewal grids (club screen, Rinnovi tab): every column header has a name, the action column's
// for screen readers only (axe 'empty-table-header').
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../../src/testing/renderWithAdmin';
import { RenewGrid } from './RenewGrid';

describe('renewal grid', () => {
  it("names every column header, the actions one 'Azioni' without showing it", async () => {
    renderWithAdmin(
      <RenewGrid
        title="tesseramenti.renew.atleti"
        bulkLabel="tesseramenti.renew.rinnova_atleti"
        rows={[{ id: 1, nome_completo: 'Rossi Mario', matricola: '100001', tipologia_tesseramento_nome: 'Atleta', importo: 25 }]}
        busy={false}
        onRenew={() => undefined}
      />,
    );
    const headers = await screen.findAllByRole('columnheader');
    expect(headers.every((h) => (h.textContent ?? '').trim() !== '' || h.querySelector('input[aria-label]'))).toBe(true);
    expect(headers.at(-1)).toHaveTextContent('Azioni');
  });
});
