// The renewal grids (club screen, Rinnovi tab): every column header has a name, the action column's
// for screen readers only (axe 'empty-table-header').
import { screen, within } from '@testing-library/react';
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

  const grid = (more: Partial<Parameters<typeof RenewGrid>[0]>) =>
    renderWithAdmin(<RenewGrid title="tesseramenti.renew.atleti" bulkLabel="tesseramenti.renew.rinnova_atleti" rows={[]} busy={false} onRenew={() => undefined} {...more} />);

  it("shows no count and the shared loading row, aria-busy, until its rows are read: never 'Atleti (0)' and 'Nessun tesserato da rinnovare'", async () => {
    grid({ loading: true });
    const table = await screen.findByRole('table', { name: 'Atleti' });
    expect(screen.getByRole('heading', { level: 2, name: 'Atleti' })).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByRole('status')).toHaveTextContent('Caricamento in corso...');
    expect(screen.queryByText('Nessun tesserato da rinnovare')).toBeNull();
  });

  it('says what a failed read answered, without a count; read and empty, it says so in the same row', async () => {
    const failed = grid({ failure: 'Non hai i permessi per questa operazione' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Non hai i permessi per questa operazione');
    expect(screen.getByRole('heading', { level: 2, name: 'Atleti' })).toBeInTheDocument();
    expect(screen.queryByText('Nessun tesserato da rinnovare')).toBeNull();
    failed.unmount();
    grid({});
    const table = await screen.findByRole('table', { name: 'Atleti' });
    expect(screen.getByRole('heading', { level: 2, name: 'Atleti (0)' })).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-busy', 'false');
    expect(within(table).getByRole('status')).toHaveTextContent('Nessun tesserato da rinnovare');
  });

  it('a row the server cannot renew shows why and cannot be picked, alone or with "Seleziona tutti"', async () => {
    const renewed: number[][] = [];
    grid({
      rows: [
        { id: 1, nome_completo: 'Rossi Mario', matricola: '100001', tipologia_tesseramento_nome: 'Atleta Senior', importo: 25, motivo: null },
        { id: 2, nome_completo: 'Verdi Luca', matricola: '100002', tipologia_tesseramento_nome: 'Attività Promozionale (TAP)', importo: 5, motivo: 'La causale è riservata agli under della stagione' },
      ],
      onRenew: (ids) => renewed.push(ids),
    });
    const out = await screen.findByRole('checkbox', { name: 'Seleziona Verdi Luca' });
    expect(out).toBeDisabled();
    expect(out).toHaveAccessibleDescription('La causale è riservata agli under della stagione');
    expect(screen.getByRole('button', { name: 'Rinnova Verdi Luca' })).toBeDisabled();
    screen.getByRole('checkbox', { name: 'Seleziona tutti' }).click();
    await screen.findByRole('checkbox', { name: 'Seleziona tutti', checked: true });
    screen.getByRole('button', { name: 'Rinnova Atleti' }).click();
    expect(renewed).toEqual([[1]]);
  });
});
