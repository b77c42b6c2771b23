// The club screen keeps its open tab and the list's search in the address (?tab=, ?q=): a reload or a
// copied link opens the same tab and search; opening another club keeps the search, not the tab.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useLocation } from 'react-router-dom';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import { societa } from './testFixtures';
import SocietaPage from './SocietaPage';

const affiliated = {
  affiliata: true,
  azione: 'rinnovo',
  rinnovi_aperti: false,
  rinnovo_affiliazione_possibile: false,
  data_ultima_rinnovo_affiliazione: null,
  richiesta_in_attesa: false,
};
const searches: string[] = [];
const server = setupServer(
  http.get('*/api/societa/:id', ({ params }) => HttpResponse.json(societa({ id: Number(params.id), nome: `Club ${params.id}`, stato_affiliazione: affiliated } as never))),
  http.get('*/api/societa', ({ request }) => {
    searches.push(new URL(request.url).searchParams.get('search') ?? '');
    return HttpResponse.json({
      data: [
        { id: 7, nome: 'Pallamano Demo', codice_affiliazione: 'RM001', persona_fisica: false },
        { id: 8, nome: 'Pallamano Nord', codice_affiliazione: 'MI002', persona_fisica: false },
      ],
      current_page: 1,
      last_page: 1,
      total: 2,
    });
  }),
  // Everything else the screen reads around the club (tabs' grids, combos, indicators): empty.
  http.get('*/api/*', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  searches.length = 0;
  session.update({ userType: null, abilities: [], profile: null });
});

const Where = () => {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
};
const admin = () => session.update({ token: '1|a', userType: 'admin', abilities: ['economicssocieta:read', 'contabilitasocieta:read'], profile: { id: 1 } as never });
const open = (url: string) =>
  renderWithAdmin(
    <>
      <SocietaPage />
      <Where />
    </>,
    { path: '/societa/:id?', url },
  );

describe('club screen, tab and search in the address', () => {
  it.each([
    ['contabilita', 'Contabilita'],
    ['tesserati', 'Tesserati'],
  ])('opens the tab of ?tab=%s (a reload, a copied link)', async (key, label) => {
    admin();
    open(`/societa/7?tab=${key}`);
    expect(await screen.findByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', `societa-panel-${key}`);
  });

  it('opens the first tab for a tab it does not know, and writes the tab chosen', async () => {
    admin();
    const user = userEvent.setup();
    open('/societa/7?tab=nessuno');
    expect(await screen.findByRole('tab', { name: 'Societa' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Consiglio Direttivo' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/societa/7?tab=consiglio');
    expect(screen.getByRole('tab', { name: 'Consiglio Direttivo' })).toHaveAttribute('aria-selected', 'true');
  });

  it("opens the list's search of ?q= and keeps it, not the tab, when another club is opened", async () => {
    admin();
    const user = userEvent.setup();
    open('/societa/7?tab=contabilita&q=pallamano');
    expect(await screen.findByRole('textbox', { name: 'Cerca' })).toHaveValue('pallamano');
    await waitFor(() => expect(searches).toContain('pallamano'));
    expect(searches).not.toContain('');
    await user.click(await screen.findByRole('button', { name: /Pallamano Nord/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/societa/8?q=pallamano'));
    expect(await screen.findByRole('tab', { name: 'Societa' })).toHaveAttribute('aria-selected', 'true');
  });
});
