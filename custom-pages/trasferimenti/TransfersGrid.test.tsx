// The transfers grid scrolls inside its own box, which a keyboard can reach (axe: scrollable-region-focusable).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { TrasferimentoRow } from '../../resources/contracts/tesseramenti.ts';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { TransfersGrid } from './TransfersGrid';

const row: TrasferimentoRow = {
  id: 5,
  anagrafica_id: 9,
  nome_completo: 'Marras Irene',
  matricola: '109162',
  societa_from_id: 1,
  societa_from: 'Sanna Davide',
  societa_to_id: 2,
  societa_to: 'Accademia Pallamano Carbonate',
  stato: 'approvata',
  accettato_societa: true,
  durata: 'definitiva',
  tipologia: null,
  importo: 300,
  partita_contabile_id: null,
  data_richiesta: '2026-11-26',
  data_approvazione: null,
  data_rifiuto: null,
  can_approve: false,
  can_reject: false,
  can_cancel: false,
};

describe('TransfersGrid', () => {
  it('puts the table in a region named in Italian that the keyboard focuses', async () => {
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <TransfersGrid rows={[row]} onAction={vi.fn()} />
      </AdminContext>,
    );
    const region = await screen.findByRole('region', { name: 'Trasferimenti' });
    expect(within(region).getByTestId('transfer-row-5')).toHaveTextContent('Marras Irene');
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it("shows only the spec's three statuses: a request its club cancelled reads RIFIUTATA", async () => {
    const rows: TrasferimentoRow[] = [
      { ...row, id: 1, stato: 'in_attesa' },
      { ...row, id: 2, stato: 'approvata' },
      { ...row, id: 3, stato: 'rifiutata' },
      { ...row, id: 4, stato: 'annullata' },
    ];
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <TransfersGrid rows={rows} onAction={vi.fn()} />
      </AdminContext>,
    );
    expect(await screen.findByTestId('transfer-row-1')).toHaveTextContent('IN ATTESA DI APPROVAZIONE');
    expect(screen.getByTestId('transfer-row-2')).toHaveTextContent('APPROVATA');
    expect(screen.getByTestId('transfer-row-3')).toHaveTextContent('RIFIUTATA');
    expect(screen.getByTestId('transfer-row-4')).toHaveTextContent('RIFIUTATA');
    expect(screen.queryByText('ANNULLATA')).toBeNull();
  });
});
