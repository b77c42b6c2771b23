// The reports' 'Filtri': the ledger code is picked among every code of the party type, so a code
// already applied can be changed for another; two namesakes are told apart by their matricola.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import { ReportFilterDialog } from './ReportFilterDialog';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => session.update({ token: '1|a', userType: 'admin', season: { id: 2, nome: '2026/2027' } }));
afterEach(() => server.resetHandlers());

describe('report filters', () => {
  it('offer every ledger code of the clubs (partitacontabile/codici?type=societa) with one already applied, and apply another', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/stagione', () => HttpResponse.json({ data: [{ id: 2, nome: '2026/2027' }], current_page: 1, last_page: 1, total: 1 })),
      http.get('*/api/societa', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
      http.get('*/api/partitacontabile/codici', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          data: [
            { codice: 'Multa', slug: 'multa' },
            { codice: 'Trasferimento', slug: 'trasferimento' },
          ],
        });
      }),
    );
    const onApply = vi.fn();
    const user = userEvent.setup();
    renderWithAdmin(<ReportFilterDialog open type="societa" filters={{ stagione: '2', codice: 'Trasferimento' }} onApply={onApply} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Filtri' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Codice contabile' }));
    await user.click(await screen.findByRole('option', { name: 'Multa' }));
    await user.click(within(dialog).getByRole('button', { name: 'Applica Filtri' }));
    expect(onApply).toHaveBeenCalledWith({ stagione: '2', codice: 'Multa' });
    expect(asked).toEqual(['?paginate=30&type=societa']);
  });

  it('tell two members with the same name apart by their matricola, as the users dialog does', async () => {
    server.use(
      http.get('*/api/stagione', () => HttpResponse.json({ data: [{ id: 2, nome: '2026/2027' }], current_page: 1, last_page: 1, total: 1 })),
      http.get('*/api/partitacontabile/codici', () => HttpResponse.json({ data: [] })),
      http.get('*/api/anagrafica', () =>
        HttpResponse.json({
          data: [
            { id: 7, cognome: 'Amato', nome: 'Davide', matricola: '100200' },
            { id: 9, cognome: 'Amato', nome: 'Davide', matricola: '100300' },
          ],
          current_page: 1,
          last_page: 1,
          total: 2,
        }),
      ),
    );
    const onApply = vi.fn();
    const user = userEvent.setup();
    renderWithAdmin(<ReportFilterDialog open type="anagrafica" filters={{}} onApply={onApply} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Filtri' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Tesserato' }));
    expect(await screen.findByRole('option', { name: 'Amato Davide (100200)' })).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Amato Davide (100300)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Applica Filtri' }));
    expect(onApply).toHaveBeenCalledWith({ anagrafica_id: '9' });
  });

  it('keep the dialog open on a backwards range and say so under the upper bound', async () => {
    server.use(
      http.get('*/api/stagione', () => HttpResponse.json({ data: [{ id: 2, nome: '2026/2027' }], current_page: 1, last_page: 1, total: 1 })),
      http.get('*/api/societa', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
      http.get('*/api/partitacontabile/codici', () => HttpResponse.json({ data: [] })),
    );
    const onApply = vi.fn();
    const user = userEvent.setup();
    renderWithAdmin(<ReportFilterDialog open type="societa" filters={{ dataDa: '2026-11-30', dataA: '2026-11-01', euro_min: '100', euro_max: '10' }} onApply={onApply} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Filtri' });
    await user.click(within(dialog).getByRole('button', { name: 'Applica Filtri' }));
    expect(await within(dialog).findByText('La data finale non può precedere la data iniziale')).toBeInTheDocument();
    expect(within(dialog).getByText("L'importo massimo non può essere minore dell'importo minimo")).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('refuse a partial or impossible date before applying it: no server reads the filters first', async () => {
    server.use(
      http.get('*/api/stagione', () => HttpResponse.json({ data: [{ id: 2, nome: '2026/2027' }], current_page: 1, last_page: 1, total: 1 })),
      http.get('*/api/societa', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
      http.get('*/api/partitacontabile/codici', () => HttpResponse.json({ data: [] })),
    );
    const onApply = vi.fn();
    const user = userEvent.setup();
    renderWithAdmin(<ReportFilterDialog open type="societa" filters={{}} onApply={onApply} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Filtri' });
    const dal = within(dialog).getByRole('textbox', { name: 'Data richiesta da' });
    await user.type(dal, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Applica Filtri' }));
    expect(await within(dialog).findByText('La data non è valida (gg/mm/aaaa)')).toBeInTheDocument();
    await user.clear(dal);
    await user.type(dal, '31022026');
    await user.click(within(dialog).getByRole('button', { name: 'Applica Filtri' }));
    expect(within(dialog).getByText('La data non è valida (gg/mm/aaaa)')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
    await user.clear(dal);
    await user.type(dal, '01022026');
    await user.click(within(dialog).getByRole('button', { name: 'Applica Filtri' }));
    await vi.waitFor(() => expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ dataDa: '2026-02-01' })));
  });
});
