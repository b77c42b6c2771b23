// The reports follow the season picked in the header: its season filter changes with it (the report
// and the chart ask again, the 'Filtri' dialog shows it), and the other filters stay.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import { ReportPage } from './ReportPage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => session.update({ token: '1|a', userType: 'admin', season: { id: 2, nome: '2025/2026' } }));
afterEach(() => server.resetHandlers());

const seasons = [
  { id: 2, nome: '2025/2026' },
  { id: 3, nome: '2026/2027' },
];

/** Answers every call of the screen; returns the query strings of the report and of the chart. */
function serve() {
  const asked = { report: [] as URLSearchParams[], chart: [] as URLSearchParams[] };
  server.use(
    http.get('*/api/adminreports/chart', ({ request }) => {
      asked.chart.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: [] });
    }),
    http.get('*/api/adminreports', ({ request }) => {
      asked.report.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: [], columns: [], totals: {}, current_page: 1, last_page: 1, per_page: 30, total: 0 });
    }),
    http.get('*/api/stagione', () => HttpResponse.json({ data: seasons, current_page: 1, last_page: 1, total: 2 })),
    http.get('*/api/societa', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
    http.get('*/api/partitacontabile/codici', () => HttpResponse.json({ data: [{ codice: 'Multa', slug: 'multa' }] })),
  );
  return asked;
}

const last = (calls: URLSearchParams[]) => calls.at(-1);

describe('report page', () => {
  it('follows the header season: report and chart ask for the new season, other filters are kept, Filtri shows it', async () => {
    const asked = serve();
    const user = userEvent.setup();
    renderWithAdmin(<ReportPage type="societa" />);
    await waitFor(() => expect(last(asked.report)?.get('stagione')).toBe('2'));
    await waitFor(() => expect(last(asked.chart)?.get('stagione')).toBe('2'));

    // A filter of the user's own: the ledger code.
    await user.click(screen.getByRole('button', { name: 'Filtri' }));
    let dialog = await screen.findByRole('dialog', { name: 'Filtri' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Codice contabile' }));
    await user.click(await screen.findByRole('option', { name: 'Multa' }));
    await user.click(within(dialog).getByRole('button', { name: 'Applica Filtri' }));
    await waitFor(() => expect(last(asked.report)?.get('codice')).toBe('Multa'));

    // The header's season picker chooses another season.
    act(() => session.update({ season: seasons[1] }));
    await waitFor(() => expect(last(asked.report)?.get('stagione')).toBe('3'));
    expect(last(asked.report)?.get('codice')).toBe('Multa');
    await waitFor(() => expect(last(asked.chart)?.get('stagione')).toBe('3'));
    expect(last(asked.chart)?.get('codice')).toBe('Multa');

    await user.click(screen.getByRole('button', { name: 'Filtri' }));
    dialog = await screen.findByRole('dialog', { name: 'Filtri' });
    expect(await within(dialog).findByRole('combobox', { name: 'Stagione' })).toHaveTextContent('2026/2027');
  });
});
